import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { GetInspired } from './get-inspired'
import { getInspiredFixture } from './get-inspired.fixture'

const meta = {
  title: 'Blocks/Get inspired',
  component: GetInspired,
  parameters: { layout: 'fullscreen' },
  args: { block: getInspiredFixture },
} satisfies Meta<typeof GetInspired>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const project of getInspiredFixture.projects) {
      await expect(canvas.getByRole('link', { name: project.title })).toHaveAttribute(
        'href',
        project.href,
      )
    }
    await expect(canvas.getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
  },
}

/** When the projects could not be read the teaser still leads to them. */
export const WithoutProjects: Story = {
  args: { block: { ...getInspiredFixture, projects: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'All projects' })).toBeVisible()
  },
}
