import { defineBlock } from '../define-block'
import { poolAnimationFields, poolAnimationSchema } from './pool-animation.schema'

export const poolAnimationBlock = defineBlock({
  collection: 'block_pool_animation',
  schema: poolAnimationSchema,
  fields: poolAnimationFields,
})
