import type { CollectionSpec } from '../fields.ts'
import { m2o, o2m, string, text } from '../fields.ts'

/** The quote carousel block's Directus collections, its folder in libs/blocks: src/quote-carousel. */
export const quoteCarouselCollections: CollectionSpec[] = [
  {
    name: 'block_quote_carousel',
    icon: 'format_quote',
    template: '{{translations.heading}}',
    note: 'Quotes of customers, one at a time, that visitors browse with arrows. Shows all quotes to search engines and screen readers.',
    group: 'blocks',
    fields: [
      o2m('quotes', 'block_quote_carousel_quotes', 'block', {
        owned: true,
        required: true,
        note: 'Three to six short quotes read best; drag to change their order.',
      }),
    ],
    translations: [string('heading', { note: 'Above the quotes, e.g. “What our customers say”.' })],
  },
  {
    name: 'block_quote_carousel_quotes',
    icon: 'format_quote',
    template: '{{name}} ({{place}})',
    note: 'One customer’s quote in a quote carousel.',
    group: 'block_quote_carousel',
    sort: true,
    fields: [
      m2o('block', 'block_quote_carousel', { hidden: true }),
      string('name', {
        required: true,
        half: true,
        note: 'As the customer agreed to be named, e.g. Sarah V.',
      }),
      string('place', { half: true, note: 'Municipality, e.g. Knokke-Heist.' }),
    ],
    translations: [
      text('quote', { required: true, note: 'Two or three sentences, without quotation marks.' }),
    ],
  },
]
