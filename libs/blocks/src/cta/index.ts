import { defineBlock } from '../define-block'
import { ctaDefinition } from './cta.schema'

export const ctaBlock = defineBlock(ctaDefinition)
