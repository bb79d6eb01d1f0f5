import { coverColors } from '@lamella/i18n'
import { z } from 'zod'
import { blockId, optionalText, requiredText } from '../fields.server'

export const poolAnimationSchema = z.object({
  collection: z.literal('block_pool_animation'),
  id: blockId,
  color: z.enum(coverColors),
  heading: requiredText(),
  text: optionalText(),
})
export type PoolAnimationBlock = z.output<typeof poolAnimationSchema>

export const poolAnimationFields = ['id', 'color', 'translations.*']
