/**
 * The product enumerations: the one list of each, shared by the CMS
 * schema and seed, the CMS client's parsing, the blocks and the site. Their labels are messages
 * (`colors.<value>`, `stairs.<value>`, ...), which the catalogue test holds to these lists.
 */
export const coverColors = [
  'aluminium_look',
  'blue',
  'cream',
  'crystal_clear',
  'grey',
  'transparent',
  'transparent_blue',
  'transparent_blue_solar',
  'volcano_grey',
  'white',
] as const
export type CoverColor = (typeof coverColors)[number]

export const stairTypes = [
  'stair_both_lounge',
  'stair_classic',
  'stair_essential',
  'stair_left',
  'stair_left_lounge',
  'stair_lounge',
  'stair_oblique',
  'stair_right',
  'stair_right_lounge',
  'wide_lounge',
] as const
export type StairType = (typeof stairTypes)[number]

/** How a cover is installed: the projects' "product" filter. */
export const coverTypes = ['submerged', 'bench', 'mobile', 'wall_integrated'] as const
export type CoverType = (typeof coverTypes)[number]

export const poolConstructions = ['built_in', 'surface'] as const
export type PoolConstruction = (typeof poolConstructions)[number]
