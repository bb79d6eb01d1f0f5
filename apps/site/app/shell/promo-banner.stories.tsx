import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { PromoBanner } from './promo-banner'
import { shellFixture } from './site-shell.fixture'

const banner = shellFixture.banner!

const meta = {
  title: 'Site/Promo banner',
  component: PromoBanner,
  args: { banner },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromoBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The CMS's text with a link to the offer, and a close button. */
export const WithLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/en/spring-offer',
    )
  },
}

/** A banner without a target: the text alone. */
export const TextOnly: Story = { args: { banner: { id: 'text-only', text: banner.text } } }

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }

/** Closed: gone, and remembered for the next page. */
export const Closed: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close banner' }))
    await expect(canvas.queryByText(banner.text)).toBeNull()
    await expect(localStorage.getItem('lamella:closed-banner')).toBe(banner.id)
  },
}
