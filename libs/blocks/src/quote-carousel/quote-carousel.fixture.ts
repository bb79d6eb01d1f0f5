import type { QuoteCarouselBlock } from './quote-carousel.schema'

export const quoteCarouselFixture: QuoteCarouselBlock = {
  collection: 'block_quote_carousel',
  id: 31,
  heading: 'What our customers say',
  quotes: [
    {
      id: 1,
      sort: 1,
      quote:
        'The children know the pool is closed when the key is out. That peace of mind is worth everything.',
      name: 'Sarah V.',
      place: 'Knokke-Heist',
    },
    {
      id: 2,
      sort: 2,
      quote: 'Our water stays two to three degrees warmer overnight, and the leaves stay out.',
      name: 'Marc D.',
      place: 'Hasselt',
    },
    {
      id: 3,
      sort: 3,
      quote:
        'The dealer measured, built and explained everything. Two years on, it still runs like day one.',
      name: 'Isabelle L.',
      place: 'Namur',
    },
  ],
}
