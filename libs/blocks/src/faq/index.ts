import { defineBlock } from '../define-block'
import { loadFaq } from './faq.load.server'
import { faqDefinition } from './faq.schema'

export const faqBlock = defineBlock({
  ...faqDefinition,
  load: loadFaq,
})
