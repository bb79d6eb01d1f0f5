import { z } from 'zod'
import { blockId, image, imageFields, link, optionalText, requiredText } from '../fields.server'

const slide = z.object({
  id: blockId,
  image,
  title: requiredText(),
  text: optionalText(),
  url: link(),
  link_label: optionalText(),
})

export const verticalSliderSchema = z.object({
  collection: z.literal('block_vertical_slider'),
  id: blockId,
  heading: requiredText(),
  slides: z.array(slide).min(1),
})
export type VerticalSliderBlock = z.output<typeof verticalSliderSchema>

export const verticalSliderFields = [
  'id',
  'translations.*',
  'slides.id',
  'slides.sort',
  'slides.url',
  ...imageFields('slides.image'),
  'slides.translations.*',
]
