import { defineBlock } from '../define-block'
import { atAnyTimeDefinition } from './at-any-time.schema'

export const atAnyTimeBlock = defineBlock(atAnyTimeDefinition)
