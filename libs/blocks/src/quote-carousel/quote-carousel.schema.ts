import type { z } from 'zod'
import { blockCollection, items, line, paragraph } from '../fields.server.ts'

export const quoteCarouselDefinition = blockCollection({
  collection: 'block_quote_carousel',
  icon: 'format_quote',
  template: '{{translations.heading}}',
  note: 'Quotes of customers, one at a time, that visitors browse with arrows. Shows all quotes to search engines and screen readers.',
  fields: {
    quotes: items(
      {
        name: 'block_quote_carousel_quotes',
        icon: 'format_quote',
        template: '{{name}} ({{place}})',
        note: 'One customer’s quote in a quote carousel.',
        fields: {
          name: line({
            required: true,
            half: true,
            note: 'As the customer agreed to be named, e.g. Sarah V.',
          }),
          place: line({ half: true, note: 'Municipality, e.g. Knokke-Heist.' }),
        },
        translations: {
          quote: paragraph({
            required: true,
            note: 'Two or three sentences, without quotation marks.',
          }),
        },
      },
      { note: 'Three to six short quotes read best; drag to change their order.' },
    ),
  },
  translations: { heading: line({ note: 'Above the quotes, e.g. “What our customers say”.' }) },
})
export const quoteCarouselSchema = quoteCarouselDefinition.schema
export type QuoteCarouselBlock = z.output<typeof quoteCarouselSchema>
