import type { z } from 'zod'
import { blockCollection, line, picked } from '../fields.server.ts'

export const faqDefinition = blockCollection({
  collection: 'block_faq',
  icon: 'quiz',
  template: '{{translations.heading}}',
  note: 'A heading and the questions of the FAQ categories you pick, one accordion per category. Pick none to show every category.',
  fields: {
    /** the categories the editor picked, in order; none picked shows them all */
    categories: picked('faq_categories', {
      note: 'Leave empty for all categories. Questions are edited under FAQ categories.',
    }),
  },
  translations: { heading: line({ required: true }) },
})
export const faqSchema = faqDefinition.schema
export type FaqBlockItem = z.output<typeof faqSchema>
