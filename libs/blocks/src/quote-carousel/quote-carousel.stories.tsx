import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { QuoteCarousel } from './quote-carousel'
import { quoteCarouselFixture } from './quote-carousel.fixture'

const meta = {
  title: 'Blocks/Quote carousel',
  component: QuoteCarousel,
  parameters: { layout: 'fullscreen' },
  args: { block: quoteCarouselFixture },
} satisfies Meta<typeof QuoteCarousel>

export default meta
type Story = StoryObj<typeof meta>

const [first, second] = quoteCarouselFixture.quotes

/** Arrow keys and the buttons move between quotes; only the current one is read out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: quoteCarouselFixture.heading! })
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = canvas.getAllByRole('group')
    await expect(slides).toHaveLength(3)
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'quote')
    await expect(slides[0]).toHaveAccessibleName('1 of 3')
    const next = canvas.getByRole('button', { name: 'Next slide' })
    await waitFor(() => expect(next).toBeEnabled())
    await userEvent.click(next)
    await waitFor(() => expect(slides[1]).not.toHaveAttribute('inert'))
    await expect(slides[0]).toHaveAttribute('inert')
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(slides[0]).not.toHaveAttribute('inert'))
    await expect(canvas.getByText(first!.quote, { exact: false })).toBeVisible()
  },
}

/** Without a heading the region is named by the catalogue; one quote needs no controls. */
export const OneQuoteWithoutHeading: Story = {
  args: { block: { ...quoteCarouselFixture, heading: null, quotes: [second!] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Customer quotes' })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
