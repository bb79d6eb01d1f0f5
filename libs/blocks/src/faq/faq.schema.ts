import { z } from 'zod'
import { blockId, requiredText } from '../fields.server'

export const faqSchema = z.object({
  collection: z.literal('block_faq'),
  id: blockId,
  heading: requiredText(),
  /** the categories the editor picked, in order; none picked shows them all */
  categories: z
    .array(z.object({ faq_categories_id: z.number().nullish() }))
    .nullish()
    .transform((rows) => (rows ?? []).flatMap((row) => row.faq_categories_id ?? [])),
})
export type FaqBlockItem = z.output<typeof faqSchema>

export const faqFields = ['id', 'translations.*', 'categories.faq_categories_id']
