import type { z } from 'zod'
import { blockCollection, figure, items, line } from '../fields.server.ts'

export const projectStatsDefinition = blockCollection({
  collection: 'block_project_stats',
  icon: 'bar_chart',
  template: '{{translations.heading}}',
  note: 'A row of large figures, e.g. “1,200 covers installed”, that count up when they scroll into view.',
  fields: {
    figures: items(
      {
        name: 'block_project_stats_figures',
        icon: 'pin',
        template: '{{value}}{{suffix}} {{translations.label}}',
        note: 'One figure of a project stats block.',
        fields: {
          value: figure({
            half: true,
            note: 'The number alone, e.g. 1200; the site writes it the way each language does (1.200, 1,200).',
          }),
          suffix: line({ half: true, note: 'Right after the number, e.g. + or %.' }),
        },
        translations: {
          label: line({ required: true, note: 'Under the number, e.g. covers installed.' }),
        },
      },
      { note: 'Three or four figures fit on one row; drag to change their order.' },
    ),
  },
  translations: { heading: line({ note: 'Above the figures; may stay empty.' }) },
})
export const projectStatsSchema = projectStatsDefinition.schema
export type ProjectStatsBlock = z.output<typeof projectStatsSchema>
