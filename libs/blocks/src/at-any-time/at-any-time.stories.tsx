import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AtAnyTime } from './at-any-time'
import { atAnyTimeFixture } from './at-any-time.fixture'

const meta = {
  title: 'Blocks/At any time',
  component: AtAnyTime,
  parameters: { layout: 'fullscreen' },
  args: { block: atAnyTimeFixture },
} satisfies Meta<typeof AtAnyTime>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(atAnyTimeFixture.statement)).toBeVisible()
    await expect(canvas.getByRole('link', { name: atAnyTimeFixture.link_label! })).toHaveAttribute(
      'href',
      atAnyTimeFixture.link_url!,
    )
  },
}

/** The statement alone. */
export const StatementOnly: Story = {
  args: { block: { ...atAnyTimeFixture, text: null, link_label: null, link_url: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
