import type { CollectionSpec } from '../fields.ts'
import { float, m2o, o2m, string } from '../fields.ts'

/** The project stats block's Directus collections, its folder in libs/blocks: src/project-stats. */
export const projectStatsCollections: CollectionSpec[] = [
  {
    name: 'block_project_stats',
    icon: 'bar_chart',
    template: '{{translations.heading}}',
    note: 'A row of large figures, e.g. “1,200 covers installed”, that count up when they scroll into view.',
    group: 'blocks',
    fields: [
      o2m('figures', 'block_project_stats_figures', 'block', {
        owned: true,
        required: true,
        note: 'Three or four figures fit on one row; drag to change their order.',
      }),
    ],
    translations: [string('heading', { note: 'Above the figures; may stay empty.' })],
  },
  {
    name: 'block_project_stats_figures',
    icon: 'pin',
    template: '{{value}}{{suffix}} {{translations.label}}',
    note: 'One figure of a project stats block.',
    group: 'block_project_stats',
    sort: true,
    fields: [
      m2o('block', 'block_project_stats', { hidden: true }),
      float('value', {
        required: true,
        half: true,
        note: 'The number alone, e.g. 1200; the site writes it the way each language does (1.200, 1,200).',
      }),
      string('suffix', { half: true, note: 'Right after the number, e.g. + or %.' }),
    ],
    translations: [
      string('label', { required: true, note: 'Under the number, e.g. covers installed.' }),
    ],
  },
]
