import { defineBlock } from '../define-block'
import { ctaFields, ctaSchema } from './cta.schema'

export const ctaBlock = defineBlock({
  collection: 'block_cta',
  schema: ctaSchema,
  fields: ctaFields,
})
