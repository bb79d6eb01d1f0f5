import { defineBlock } from '../define-block'
import { imageCollectionFields, imageCollectionSchema } from './image-collection.schema'

export const imageCollectionBlock = defineBlock({
  collection: 'block_image_collection',
  schema: imageCollectionSchema,
  fields: imageCollectionFields,
})
