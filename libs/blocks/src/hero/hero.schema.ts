import { z } from 'zod'
import { blockId, imageSchema } from '../shared.schema'

export const heroSchema = z.object({
  collection: z.literal('block_hero'),
  id: blockId,
  headline: z.string().min(1),
  text: z.string().nullish(),
  cta_label: z.string().nullish(),
  cta_url: z.string().nullish(),
  image: imageSchema.nullish(),
})
export type HeroBlock = z.output<typeof heroSchema>

export const heroFields = [
  'id',
  'cta_url',
  'image.id',
  'image.width',
  'image.height',
  'image.title',
  'translations.*',
] as const
