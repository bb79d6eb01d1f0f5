import { defineBlock } from '../define-block'
import { verticalSliderFields, verticalSliderSchema } from './vertical-slider.schema'

export const verticalSliderBlock = defineBlock({
  collection: 'block_vertical_slider',
  schema: verticalSliderSchema,
  fields: verticalSliderFields,
})
