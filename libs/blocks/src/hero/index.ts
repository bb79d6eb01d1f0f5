import { defineBlock } from '../define-block'
import { heroFields, heroSchema } from './hero.schema'

export const heroBlock = defineBlock({
  collection: 'block_hero',
  schema: heroSchema,
  fields: heroFields,
})
