import type { z } from 'zod'
import { blockCollection, line, link, paragraph } from '../fields.server.ts'

export const atAnyTimeDefinition = blockCollection({
  collection: 'block_at_any_time',
  icon: 'schedule',
  template: '{{translations.statement}}',
  note: 'The home page’s promise in very large type, e.g. “Covered at any time: one turn of the key and your pool is closed”, with an optional short text and link.',
  fields: {
    link_url: link({
      note: 'Where the link leads: a path without language prefix, e.g. /covers, or an https:// URL.',
    }),
  },
  translations: {
    statement: paragraph({
      required: true,
      note: 'One sentence, shown very large; keep the words “at any time” in it.',
    }),
    text: paragraph({ note: 'One or two sentences under the statement.' }),
    link_label: line({ note: 'The link’s text; without it there is no link.' }),
  },
})
export const atAnyTimeSchema = atAnyTimeDefinition.schema
export type AtAnyTimeBlock = z.output<typeof atAnyTimeSchema>
