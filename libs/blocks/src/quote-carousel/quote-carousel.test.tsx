import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providers, serverHtml } from '../test/render'
import { QuoteCarousel } from './quote-carousel'
import { quoteCarouselFixture } from './quote-carousel.fixture'
import { quoteCarouselSchema } from './quote-carousel.schema'

describe('QuoteCarousel', () => {
  it('sends every quote in the server HTML, each a slide with its position', () => {
    const html = serverHtml(<QuoteCarousel block={quoteCarouselFixture} />)
    for (const quote of quoteCarouselFixture.quotes) {
      expect(html).toContain(quote.name)
      expect(html).toContain(quote.quote)
    }
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html.match(/aria-roledescription="quote"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="3 of 3"')
  })

  it('names the slides in the visitor’s language', () => {
    const html = serverHtml(<QuoteCarousel block={quoteCarouselFixture} />, 'nl')
    expect(html).toContain('aria-roledescription="carrousel"')
    expect(html).toContain('aria-label="2 van 3"')
  })

  it('exposes only the current quote and announces the next one politely', () => {
    render(<QuoteCarousel block={quoteCarouselFixture} />, { wrapper: providers() })
    const slides = screen.getAllByRole('group')
    expect(slides[0]).not.toHaveAttribute('inert')
    expect(slides[1]).toHaveAttribute('inert')
    expect(slides[0]?.parentElement).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
  })

  it('keeps the editors’ order and needs at least one quote', () => {
    const [a, b] = quoteCarouselFixture.quotes
    const parsed = quoteCarouselSchema.parse({
      ...quoteCarouselFixture,
      quotes: [
        { ...a, sort: 2 },
        { ...b, sort: 1 },
      ],
    })
    expect(parsed.quotes.map((quote) => quote.name)).toEqual([b!.name, a!.name])
    expect(quoteCarouselSchema.safeParse({ ...quoteCarouselFixture, quotes: [] }).success).toBe(
      false,
    )
  })
})
