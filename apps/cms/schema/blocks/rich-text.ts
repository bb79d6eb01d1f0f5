import type { CollectionSpec } from '../fields.ts'
import { html, string } from '../fields.ts'

/** The rich text block's Directus collections, its folder in libs/blocks: src/rich-text. */
export const richTextCollections: CollectionSpec[] = [
  {
    name: 'block_rich_text',
    note: 'Formatted text with an optional title: headings, lists, links and quotes.',
    icon: 'notes',
    template: '{{translations.title}}',
    group: 'blocks',
    fields: [],
    translations: [string('title'), html('body')],
  },
]
