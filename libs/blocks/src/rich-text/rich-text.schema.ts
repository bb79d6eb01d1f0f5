import type { z } from 'zod'
import { blockCollection, line, richText } from '../fields.server.ts'

export const richTextDefinition = blockCollection({
  collection: 'block_rich_text',
  note: 'Formatted text with an optional title: headings, lists, links and quotes.',
  icon: 'notes',
  template: '{{translations.title}}',
  fields: {},
  translations: { title: line(), body: richText() },
})
export const richTextSchema = richTextDefinition.schema
export type RichTextBlock = z.output<typeof richTextSchema>
