import { defineBlock } from '../define-block'
import { verticalSliderDefinition } from './vertical-slider.schema'

export const verticalSliderBlock = defineBlock(verticalSliderDefinition)
