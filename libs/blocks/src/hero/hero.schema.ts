import { z } from 'zod'
import { blockId, image, imageFields, link, optionalText, requiredText } from '../fields.server'

export const heroVariants = ['image', 'split', 'video'] as const
export type HeroVariant = (typeof heroVariants)[number]

export const heroSchema = z.object({
  collection: z.literal('block_hero'),
  id: blockId,
  // Heroes saved before there were variants have none: they show their picture full-bleed.
  variant: z
    .enum(heroVariants)
    .nullish()
    .transform((variant): HeroVariant => variant ?? 'image'),
  headline: requiredText(),
  text: optionalText(),
  cta_label: optionalText(),
  cta_url: link(),
  image: image.nullish(),
  video: z.object({ id: z.string(), type: z.string().nullish() }).nullish(),
})
export type HeroBlock = z.output<typeof heroSchema>

export const heroFields = [
  'id',
  'variant',
  'cta_url',
  ...imageFields('image'),
  'video.id',
  'video.type',
  'translations.*',
]
