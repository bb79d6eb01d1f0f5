import { z } from 'zod'
import { blockId, optionalText, requiredText } from '../fields.server'

const figure = z.object({
  id: blockId,
  sort: z.number().nullish(),
  value: z.number().finite(),
  suffix: optionalText(),
  label: requiredText(),
})

export const projectStatsSchema = z.object({
  collection: z.literal('block_project_stats'),
  id: blockId,
  heading: optionalText(),
  // In the editors' order; a figure without a translation in this language is already left out.
  figures: z
    .array(figure)
    .min(1)
    .transform((figures) => [...figures].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))),
})
export type ProjectStatsBlock = z.output<typeof projectStatsSchema>

export const projectStatsFields = [
  'id',
  'translations.*',
  'figures.id',
  'figures.sort',
  'figures.value',
  'figures.suffix',
  'figures.translations.*',
]
