import { z } from 'zod'
import { blockId } from '../shared.schema'

export const richTextSchema = z.object({
  collection: z.literal('block_rich_text'),
  id: blockId,
  title: z.string().nullish(),
  /** HTML sanitised by libs/cms before it reaches the block */
  body: z.string(),
})
export type RichTextBlock = z.output<typeof richTextSchema>

export const richTextFields = ['id', 'translations.*'] as const
