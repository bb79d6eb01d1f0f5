import { defineBlock } from '../define-block'
import { imageCollectionDefinition } from './image-collection.schema'

export const imageCollectionBlock = defineBlock(imageCollectionDefinition)
