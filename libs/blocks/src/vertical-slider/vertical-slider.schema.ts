import { z } from 'zod'
import { blockId, image, imageFields, link, optionalText, requiredText } from '../fields.server'

const slide = z.object({
  id: blockId,
  image,
  /**
   * what the picture shows, in the page's language (a translated field of the slide); without
   * one the picture is decorative: the slide's title and text carry its meaning
   */
  image_alt: optionalText(),
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
