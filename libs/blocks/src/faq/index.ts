import { defineBlock } from '../define-block'
import { loadFaq } from './faq.load.server'
import { faqFields, faqSchema } from './faq.schema'

export const faqBlock = defineBlock({
  collection: 'block_faq',
  schema: faqSchema,
  fields: faqFields,
  load: loadFaq,
})
