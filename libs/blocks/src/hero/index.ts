import { defineBlock } from '../define-block'
import { Hero } from './hero'
import { heroFields, heroSchema } from './hero.schema'

export const heroBlock = defineBlock({
  type: 'block_hero',
  schema: heroSchema,
  fields: heroFields,
  Component: Hero,
})
