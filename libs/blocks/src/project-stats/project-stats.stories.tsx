import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ProjectStats } from './project-stats'
import { projectStatsFixture } from './project-stats.fixture'

const meta = {
  title: 'Blocks/Project stats',
  component: ProjectStats,
  parameters: { layout: 'fullscreen' },
  args: { block: projectStatsFixture },
} satisfies Meta<typeof ProjectStats>

export default meta
type Story = StoryObj<typeof meta>

/** The counters run up to their final numbers, written the English way. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: projectStatsFixture.heading! })).toBeVisible()
    const counters = [...canvasElement.querySelectorAll('[data-slot=counter]')]
    await waitFor(
      () =>
        expect(counters.map((counter) => counter.textContent)).toEqual([
          '1,200',
          '10',
          '35',
          '98.5',
        ]),
      { timeout: 4000 },
    )
    await expect(canvas.getByText('covers installed')).toBeVisible()
  },
}

export const WithoutHeading: Story = {
  args: { block: { ...projectStatsFixture, heading: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
    await waitFor(() => expect(canvas.getAllByText('1,200')).toHaveLength(2), { timeout: 4000 })
  },
}
