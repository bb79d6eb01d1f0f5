import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Cta } from './cta'
import { ctaFixture } from './cta.fixture'

const meta = {
  title: 'Blocks/Cta',
  component: Cta,
  parameters: { layout: 'fullscreen' },
  args: { block: ctaFixture },
} satisfies Meta<typeof Cta>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: ctaFixture.title })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: ctaFixture.button_label! })).toHaveAttribute(
      'href',
      ctaFixture.button_url!,
    )
  },
}

/** No button when the editor left the label or the link empty. */
export const TextOnly: Story = {
  args: { block: { ...ctaFixture, button_label: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
