import { z } from 'zod'
import { blockId, link, optionalText, requiredText } from '../fields.server'

export const atAnyTimeSchema = z.object({
  collection: z.literal('block_at_any_time'),
  id: blockId,
  statement: requiredText(),
  text: optionalText(),
  link_label: optionalText(),
  link_url: link(),
})
export type AtAnyTimeBlock = z.output<typeof atAnyTimeSchema>

export const atAnyTimeFields = ['id', 'link_url', 'translations.*']
