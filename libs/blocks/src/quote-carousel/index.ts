import { defineBlock } from '../define-block'
import { quoteCarouselDefinition } from './quote-carousel.schema'

export const quoteCarouselBlock = defineBlock(quoteCarouselDefinition)
