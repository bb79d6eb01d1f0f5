import type { ProjectStatsBlock } from './project-stats.schema'

export const projectStatsFixture: ProjectStatsBlock = {
  collection: 'block_project_stats',
  id: 41,
  heading: 'Lamella in figures',
  figures: [
    { id: 1, sort: 1, value: 1200, suffix: '+', label: 'covers installed' },
    { id: 2, sort: 2, value: 10, suffix: null, label: 'colours of slats' },
    { id: 3, sort: 3, value: 35, suffix: null, label: 'dealers in the Benelux' },
    { id: 4, sort: 4, value: 98.5, suffix: '%', label: 'of customers would choose us again' },
  ],
}
