import { z } from 'zod'
import { blockId, image, imageFields, link, optionalText, requiredText } from '../fields.server'

export const heroSchema = z.object({
  collection: z.literal('block_hero'),
  id: blockId,
  headline: requiredText(),
  text: optionalText(),
  cta_label: optionalText(),
  cta_url: link(),
  image: image.nullish(),
})
export type HeroBlock = z.output<typeof heroSchema>

export const heroFields = ['id', 'cta_url', ...imageFields('image'), 'translations.*']
