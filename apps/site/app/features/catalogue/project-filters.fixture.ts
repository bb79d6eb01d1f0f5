import type { Facetable } from './project-facets'

const horizon = { id: 1, title: 'Horizon 11 × 4.5' }
const atrium = { id: 2, title: 'Atrium 8 × 4' }
const terra = { id: 3, title: 'Terra 7 × 3.5' }
const patio = { id: 4, title: 'Patio 6 × 3' }

/** The sixteen projects of the demo content, by what the projects filters read of them. */
export const projectsFixture: Facetable[] = [
  { color: 'volcano_grey', coverType: 'submerged', pool: horizon, stair: 'wide_lounge' },
  { color: 'white', coverType: 'submerged', pool: atrium, stair: 'stair_classic' },
  {
    color: 'transparent_blue_solar',
    coverType: 'wall_integrated',
    pool: horizon,
    stair: 'stair_both_lounge',
  },
  { color: 'cream', coverType: 'bench', pool: atrium, stair: 'stair_left' },
  { color: 'grey', coverType: 'mobile', pool: patio, stair: 'stair_oblique' },
  { color: 'crystal_clear', coverType: 'bench', pool: terra, stair: 'stair_right_lounge' },
  { color: 'blue', coverType: 'mobile', pool: terra, stair: 'stair_essential' },
  { color: 'aluminium_look', coverType: 'wall_integrated', pool: atrium, stair: 'stair_right' },
  { color: 'transparent', coverType: 'bench', pool: patio, stair: 'stair_lounge' },
  { color: 'transparent_blue', coverType: 'submerged', pool: horizon, stair: 'stair_left_lounge' },
  { color: 'volcano_grey', coverType: 'wall_integrated', pool: atrium, stair: 'stair_classic' },
  { color: 'white', coverType: 'bench', pool: horizon, stair: 'stair_both_lounge' },
  { color: 'transparent_blue_solar', coverType: 'submerged', pool: atrium, stair: 'wide_lounge' },
  { color: 'grey', coverType: 'mobile', pool: terra, stair: 'stair_right_lounge' },
  { color: 'transparent_blue', coverType: 'submerged', pool: horizon, stair: 'stair_lounge' },
  { color: 'cream', coverType: 'mobile', pool: patio, stair: 'stair_essential' },
]
