import type { z } from 'zod'
import { blockCollection, line, link, paragraph, wholeNumber } from '../fields.server.ts'

export const DEFAULT_PROJECT_COUNT = 3
export const MAX_PROJECT_COUNT = 12

export const getInspiredDefinition = blockCollection({
  collection: 'block_get_inspired',
  icon: 'photo_library',
  template: '{{translations.heading}}',
  note: 'A heading and text with the latest published projects as cards, newest first, and a link to all projects.',
  fields: {
    // Out-of-range counts are brought within 1..12 rather than dropping the block.
    count: wholeNumber(
      (count) => Math.min(Math.max(count ?? DEFAULT_PROJECT_COUNT, 1), MAX_PROJECT_COUNT),
      { half: true, note: 'How many projects to show, 1 to 12; 3 when empty.' },
    ),
    link_url: link({ half: true, note: 'Where the link leads, usually /projects.' }),
  },
  translations: {
    heading: line({ required: true }),
    text: paragraph(),
    link_label: line({ note: 'E.g. “All projects”; without it there is no link.' }),
  },
})
export const getInspiredSchema = getInspiredDefinition.schema
export type GetInspiredSettings = z.output<typeof getInspiredSchema>

/** A project as its card shows it; `href` is its page in the visitor's language. */
export interface ProjectCard {
  id: number
  title: string
  place: string | null
  href: string
  image: { id: string; width: number | null; height: number | null } | null
}

export type GetInspiredBlock = GetInspiredSettings & { projects: ProjectCard[] }
