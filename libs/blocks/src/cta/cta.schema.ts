import { z } from 'zod'
import { blockId, link, optionalText, requiredText } from '../fields.server'

export const ctaSchema = z.object({
  collection: z.literal('block_cta'),
  id: blockId,
  title: requiredText(),
  text: optionalText(),
  button_label: optionalText(),
  button_url: link(),
})
export type CtaBlock = z.output<typeof ctaSchema>

export const ctaFields = ['id', 'button_url', 'translations.*']
