import { defineBlock } from '../define-block'
import { heroDefinition } from './hero.schema'

export const heroBlock = defineBlock(heroDefinition)
