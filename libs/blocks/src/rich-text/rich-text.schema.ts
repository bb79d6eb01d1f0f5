import { z } from 'zod'
import { blockId, optionalText, richText } from '../fields.server'

export const richTextSchema = z.object({
  collection: z.literal('block_rich_text'),
  id: blockId,
  title: optionalText(),
  body: richText(),
})
export type RichTextBlock = z.output<typeof richTextSchema>

export const richTextFields = ['id', 'translations.*']
