import { defineBlock } from '../define-block'
import { poolNavigationDefinition } from './pool-navigation.schema'

export const poolNavigationBlock = defineBlock(poolNavigationDefinition)
