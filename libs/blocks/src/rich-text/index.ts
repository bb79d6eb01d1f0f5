import { defineBlock } from '../define-block'
import { richTextFields, richTextSchema } from './rich-text.schema'

export const richTextBlock = defineBlock({
  collection: 'block_rich_text',
  schema: richTextSchema,
  fields: richTextFields,
})
