import { z } from 'zod'
import { blockId } from '../shared.schema'

export const ctaSchema = z.object({
  collection: z.literal('block_cta'),
  id: blockId,
  title: z.string().min(1),
  text: z.string().nullish(),
  button_label: z.string().nullish(),
  button_url: z.string().nullish(),
})
export type CtaBlock = z.output<typeof ctaSchema>

export const ctaFields = ['id', 'button_url', 'translations.*'] as const
