import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PoolNavigation } from './pool-navigation'
import { poolNavigationFixture } from './pool-navigation.fixture'

const meta = {
  title: 'Blocks/Pool navigation',
  component: PoolNavigation,
  parameters: { layout: 'fullscreen' },
  args: { block: poolNavigationFixture },
} satisfies Meta<typeof PoolNavigation>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: poolNavigationFixture.heading })
    await expect(within(nav).getAllByRole('link')).toHaveLength(4)
  },
}

/** Without an introduction, and with an entry that leads nowhere yet. */
export const Plain: Story = {
  args: {
    block: {
      ...poolNavigationFixture,
      text: null,
      entries: poolNavigationFixture.entries.map((entry, index) =>
        index === 3 ? { ...entry, url: null } : entry,
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
  },
}
