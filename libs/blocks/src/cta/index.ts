import { defineBlock } from '../define-block'
import { Cta } from './cta'
import { ctaFields, ctaSchema } from './cta.schema'

export const ctaBlock = defineBlock({
  type: 'block_cta',
  schema: ctaSchema,
  fields: ctaFields,
  Component: Cta,
})
