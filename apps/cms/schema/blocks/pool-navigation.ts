import type { CollectionSpec } from '../fields.ts'
import { m2o, o2m, select, string, text } from '../fields.ts'

/** The icons an entry of a pool navigation can show (drawn by libs/ui). */
const poolNavigationIcons = ['construction', 'controls', 'energy', 'safety'] as const

/** The pool navigation block's Directus collections, its folder in libs/blocks: src/pool-navigation. */
export const poolNavigationCollections: CollectionSpec[] = [
  {
    name: 'block_pool_navigation',
    icon: 'explore',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and a row of cards with an icon, a title, a short text and a link: a way into the topics of the pool guide.',
    fields: [
      o2m('entries', 'block_pool_navigation_entries', 'block', {
        owned: true,
        required: true,
        note: 'Four entries fill one row on a wide screen.',
      }),
    ],
    translations: [string('heading', { required: true }), text('text')],
  },
  {
    name: 'block_pool_navigation_entries',
    icon: 'label',
    template: '{{translations.title}}',
    group: 'block_pool_navigation',
    note: 'One card of a pool navigation.',
    sort: true,
    fields: [
      m2o('block', 'block_pool_navigation', { hidden: true }),
      select('icon', poolNavigationIcons, { required: true, half: true }),
      string('url', {
        half: true,
        note: 'Where the card leads: an internal path without language prefix, e.g. /pool-guide/safety, or an https:// URL. Without one the card is plain text.',
      }),
    ],
    translations: [
      string('title', { required: true }),
      text('text', { note: 'One or two sentences.' }),
    ],
  },
]
