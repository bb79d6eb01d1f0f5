import { defineBlock } from '../define-block'
import { RichText } from './rich-text'
import { richTextFields, richTextSchema } from './rich-text.schema'

export const richTextBlock = defineBlock({
  type: 'block_rich_text',
  schema: richTextSchema,
  fields: richTextFields,
  Component: RichText,
})
