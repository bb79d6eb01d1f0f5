import { defineBlock } from '../define-block'
import { richTextDefinition } from './rich-text.schema'

export const richTextBlock = defineBlock(richTextDefinition)
