import { defineBlock } from '../define-block'
import { poolAnimationDefinition } from './pool-animation.schema'

export const poolAnimationBlock = defineBlock(poolAnimationDefinition)
