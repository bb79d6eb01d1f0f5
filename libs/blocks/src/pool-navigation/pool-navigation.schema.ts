import { z } from 'zod'
import { blockId, link, optionalText, requiredText } from '../fields.server'

/** The icons an entry can show; the same choices as its Directus `icon` field. */
export const poolNavigationIcons = ['construction', 'controls', 'energy', 'safety'] as const

const entry = z.object({
  id: blockId,
  icon: z.enum(poolNavigationIcons),
  title: requiredText(),
  text: optionalText(),
  url: link(),
})

export const poolNavigationSchema = z.object({
  collection: z.literal('block_pool_navigation'),
  id: blockId,
  heading: requiredText(),
  text: optionalText(),
  entries: z.array(entry).min(1),
})
export type PoolNavigationBlock = z.output<typeof poolNavigationSchema>
export type PoolNavigationIcon = (typeof poolNavigationIcons)[number]

export const poolNavigationFields = [
  'id',
  'translations.*',
  'entries.id',
  'entries.sort',
  'entries.icon',
  'entries.url',
  'entries.translations.*',
]
