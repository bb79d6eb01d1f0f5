import type { CollectionSpec } from '../fields.ts'
import { m2m, string } from '../fields.ts'

/** The faq block's Directus collections, its folder in libs/blocks: src/faq. */
export const faqCollections: CollectionSpec[] = [
  {
    name: 'block_faq',
    icon: 'quiz',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and the questions of the FAQ categories you pick, one accordion per category. Pick none to show every category.',
    fields: [
      m2m('categories', 'faq_categories', {
        note: 'Leave empty for all categories. Questions are edited under FAQ categories.',
      }),
    ],
    translations: [string('heading', { required: true })],
  },
]
