import type { z } from 'zod'
import { blockCollection, line, link, paragraph } from '../fields.server.ts'

export const ctaDefinition = blockCollection({
  collection: 'block_cta',
  note: 'A call to action: a title, a line of text and one button to another page.',
  icon: 'smart_button',
  template: '{{translations.title}}',
  fields: { button_url: link() },
  translations: {
    title: line({ required: true }),
    text: paragraph(),
    button_label: line(),
  },
})
export const ctaSchema = ctaDefinition.schema
export type CtaBlock = z.output<typeof ctaSchema>
