import { defineBlock } from '../define-block'
import { atAnyTimeFields, atAnyTimeSchema } from './at-any-time.schema'

export const atAnyTimeBlock = defineBlock({
  collection: 'block_at_any_time',
  schema: atAnyTimeSchema,
  fields: atAnyTimeFields,
})
