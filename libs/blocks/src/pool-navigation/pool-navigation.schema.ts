import type { z } from 'zod'
import { blockCollection, choice, items, line, link, paragraph } from '../fields.server.ts'

/** The icons an entry can show (drawn by libs/ui). */
export const poolNavigationIcons = ['construction', 'controls', 'energy', 'safety'] as const
export type PoolNavigationIcon = (typeof poolNavigationIcons)[number]

export const poolNavigationDefinition = blockCollection({
  collection: 'block_pool_navigation',
  icon: 'explore',
  template: '{{translations.heading}}',
  note: 'A heading and a row of cards with an icon, a title, a short text and a link: a way into the topics of the pool guide.',
  fields: {
    entries: items(
      {
        name: 'block_pool_navigation_entries',
        icon: 'label',
        template: '{{translations.title}}',
        note: 'One card of a pool navigation.',
        fields: {
          icon: choice(poolNavigationIcons, { required: true, half: true }),
          url: link({
            half: true,
            note: 'Where the card leads: an internal path without language prefix, e.g. /pool-guide/safety, or an https:// URL. Without one the card is plain text.',
          }),
        },
        translations: {
          title: line({ required: true }),
          text: paragraph({ note: 'One or two sentences.' }),
        },
      },
      { note: 'Four entries fill one row on a wide screen.' },
    ),
  },
  translations: { heading: line({ required: true }), text: paragraph() },
})
export const poolNavigationSchema = poolNavigationDefinition.schema
export type PoolNavigationBlock = z.output<typeof poolNavigationSchema>
