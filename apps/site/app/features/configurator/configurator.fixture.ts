import type { ConfigurationStep, PoolLine, RawConfiguration } from './configuration'

/**
 * The pool lines of the demo content as the configurator receives them in English: the ranges and
 * stairs of the recorded Directus answer (libs/cms/src/__fixtures__/pool-lines.json), titled as
 * the seed titles them.
 */
export const poolLinesFixture: PoolLine[] = [
  {
    id: 1,
    slug: 'horizon-built-in-pool',
    title: 'Horizon 11 × 4.5',
    construction: 'built_in',
    length: { min: 8, max: 14, default: 11 },
    width: { min: 3.5, max: 6, default: 4.5 },
    stairs: [
      'wide_lounge',
      'stair_both_lounge',
      'stair_left_lounge',
      'stair_right_lounge',
      'stair_lounge',
    ],
  },
  {
    id: 2,
    slug: 'atrium-built-in-pool',
    title: 'Atrium 8 × 4',
    construction: 'built_in',
    length: { min: 6, max: 10, default: 8 },
    width: { min: 3, max: 5, default: 4 },
    stairs: ['stair_classic', 'stair_left', 'stair_right', 'stair_oblique', 'stair_essential'],
  },
  {
    id: 3,
    slug: 'terra-above-ground-pool',
    title: 'Terra 7 × 3.5',
    construction: 'surface',
    length: { min: 5, max: 9, default: 7 },
    width: { min: 3, max: 4.5, default: 3.5 },
    stairs: ['stair_right_lounge', 'stair_left_lounge', 'stair_lounge', 'stair_classic'],
  },
  {
    id: 4,
    slug: 'patio-above-ground-pool',
    title: 'Patio 6 × 3',
    construction: 'surface',
    length: { min: 4, max: 7, default: 6 },
    width: { min: 2.5, max: 3.5, default: 3 },
    stairs: ['stair_oblique', 'stair_essential', 'stair_left', 'stair_right'],
  },
]

/** What the URL carries on arriving at each step, having chosen the steps before it. */
export const configurationAtStep = {
  pool: {},
  color: { pool: '1' },
  dimensions: { pool: '1', color: 'volcano_grey' },
  stair: { pool: '1', color: 'volcano_grey', length: '12', width: '5' },
  quote: { pool: '1', color: 'volcano_grey', length: '12', width: '5', stair: 'stair_both_lounge' },
} as const satisfies Record<ConfigurationStep, RawConfiguration>
