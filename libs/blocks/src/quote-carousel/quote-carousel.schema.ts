import { z } from 'zod'
import { blockId, optionalText, requiredText } from '../fields.server'

const quote = z.object({
  id: blockId,
  sort: z.number().nullish(),
  quote: requiredText(),
  name: requiredText(),
  place: optionalText(),
})

export const quoteCarouselSchema = z.object({
  collection: z.literal('block_quote_carousel'),
  id: blockId,
  heading: optionalText(),
  // In the editors' order; a quote without a translation in this language is already left out.
  quotes: z
    .array(quote)
    .min(1)
    .transform((quotes) => [...quotes].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))),
})
export type QuoteCarouselBlock = z.output<typeof quoteCarouselSchema>

export const quoteCarouselFields = [
  'id',
  'translations.*',
  'quotes.id',
  'quotes.sort',
  'quotes.name',
  'quotes.place',
  'quotes.translations.*',
]
