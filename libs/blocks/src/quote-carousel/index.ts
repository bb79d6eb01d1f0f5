import { defineBlock } from '../define-block'
import { quoteCarouselFields, quoteCarouselSchema } from './quote-carousel.schema'

export const quoteCarouselBlock = defineBlock({
  collection: 'block_quote_carousel',
  schema: quoteCarouselSchema,
  fields: quoteCarouselFields,
})
