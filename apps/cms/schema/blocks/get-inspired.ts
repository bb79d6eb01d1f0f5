import type { CollectionSpec } from '../fields.ts'
import { integer, string, text } from '../fields.ts'

/** The get inspired block's Directus collections, its folder in libs/blocks: src/get-inspired. */
export const getInspiredCollections: CollectionSpec[] = [
  {
    name: 'block_get_inspired',
    icon: 'photo_library',
    template: '{{translations.heading}}',
    note: 'A heading and text with the latest published projects as cards, newest first, and a link to all projects.',
    group: 'blocks',
    fields: [
      integer('count', {
        half: true,
        note: 'How many projects to show, 1 to 12; 3 when empty.',
      }),
      string('link_url', {
        half: true,
        note: 'Where the link leads, usually /projects.',
      }),
    ],
    translations: [
      string('heading', { required: true }),
      text('text'),
      string('link_label', { note: 'E.g. “All projects”; without it there is no link.' }),
    ],
  },
]
