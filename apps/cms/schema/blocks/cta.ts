import type { CollectionSpec } from '../fields.ts'
import { string, text } from '../fields.ts'

/** The cta block's Directus collections, its folder in libs/blocks: src/cta. */
export const ctaCollections: CollectionSpec[] = [
  {
    name: 'block_cta',
    note: 'A call to action: a title, a line of text and one button to another page.',
    icon: 'smart_button',
    template: '{{translations.title}}',
    group: 'blocks',
    fields: [string('button_url')],
    translations: [string('title', { required: true }), text('text'), string('button_label')],
  },
]
