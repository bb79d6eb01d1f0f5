import { z } from 'zod'
import { blockId, link, optionalText, requiredText } from '../fields.server'

export const DEFAULT_PROJECT_COUNT = 3
export const MAX_PROJECT_COUNT = 12

export const getInspiredSchema = z.object({
  collection: z.literal('block_get_inspired'),
  id: blockId,
  heading: requiredText(),
  text: optionalText(),
  link_label: optionalText(),
  link_url: link(),
  // Out-of-range counts are brought within 1..12 rather than dropping the block.
  count: z
    .number()
    .int()
    .nullish()
    .transform((count) => Math.min(Math.max(count ?? DEFAULT_PROJECT_COUNT, 1), MAX_PROJECT_COUNT)),
})
export type GetInspiredSettings = z.output<typeof getInspiredSchema>

export const getInspiredFields = ['id', 'count', 'link_url', 'translations.*']

/** A project as its card shows it; `href` is its page in the visitor's language. */
export interface ProjectCard {
  id: number
  title: string
  place: string | null
  href: string
  image: { id: string; width: number | null; height: number | null } | null
}

export type GetInspiredBlock = GetInspiredSettings & { projects: ProjectCard[] }
