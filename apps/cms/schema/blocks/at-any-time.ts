import type { CollectionSpec } from '../fields.ts'
import { string, text } from '../fields.ts'

/** The at any time block's Directus collections, its folder in libs/blocks: src/at-any-time. */
export const atAnyTimeCollections: CollectionSpec[] = [
  {
    name: 'block_at_any_time',
    icon: 'schedule',
    template: '{{translations.statement}}',
    note: 'The home page’s promise in very large type, e.g. “Covered at any time: one turn of the key and your pool is closed”, with an optional short text and link.',
    group: 'blocks',
    fields: [
      string('link_url', {
        note: 'Where the link leads: a path without language prefix, e.g. /covers, or an https:// URL.',
      }),
    ],
    translations: [
      text('statement', {
        required: true,
        note: 'One sentence, shown very large; keep the words “at any time” in it.',
      }),
      text('text', { note: 'One or two sentences under the statement.' }),
      string('link_label', { note: 'The link’s text; without it there is no link.' }),
    ],
  },
]
