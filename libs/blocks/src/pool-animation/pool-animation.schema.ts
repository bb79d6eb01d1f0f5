import { coverColors } from '@lamella/i18n/products'
import type { z } from 'zod'
import { blockCollection, choice, line, paragraph } from '../fields.server.ts'

export const poolAnimationDefinition = blockCollection({
  collection: 'block_pool_animation',
  icon: 'animation',
  template: '{{translations.heading}}',
  note: 'A drawing of a pool whose slatted cover rolls open and closed, in the colour chosen here, with a heading and text beside it. Visitors who prefer less motion see it half closed, standing still.',
  fields: {
    color: choice(coverColors, {
      required: true,
      default: 'volcano_grey',
      note: 'The colour of the slats in the drawing.',
    }),
  },
  translations: {
    heading: line({ required: true }),
    text: paragraph({ note: 'Two or three sentences beside the drawing.' }),
  },
})
export const poolAnimationSchema = poolAnimationDefinition.schema
export type PoolAnimationBlock = z.output<typeof poolAnimationSchema>
