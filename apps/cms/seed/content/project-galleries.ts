import type { ImageSpec } from './types.ts'

/**
 * The pictures below each project's story. The seed gives them no caption per language (the
 * gallery rows could hold one, as the about page's image collection does), so a file's title is
 * the caption and names the picture on the site in every language: each one says what the picture
 * shows. Hannut has none on purpose: its page shows no gallery section.
 */
type Shot = [motif: ImageSpec['motif'], title: string]

function gallery(key: string, colors: string[], shots: Shot[]): ImageSpec[] {
  // The palette turns with each picture so that pictures of one project do not look alike.
  return shots.map(([motif, title], index) => ({
    name: `project-${key}-gallery-${index + 1}`,
    title,
    motif,
    colors: [...colors.slice(index % colors.length), ...colors.slice(0, index % colors.length)],
  }))
}

export const projectGalleries: Partial<Record<string, ImageSpec[]>> = {
  'sint-martens-latem': gallery(
    'sint-martens-latem',
    ['#4b4f54', '#2e5f6e', '#7d8c6a'],
    [
      ['cover', 'Volcano grey slats closed flush with the graphite liner'],
      ['pool', 'The wide lounge stair seen from the deep end'],
      ['garden', 'The pool in line with the living room at dusk'],
      ['cover', 'The grille over the submerged cover pit at water level'],
    ],
  ),
  'knokke-heist': gallery(
    'knokke-heist',
    ['#f4f5f2', '#5fa8c9', '#e3d6b8'],
    [
      ['cover', 'White slats half open on a sunny morning'],
      ['pool', 'Classic corner stair in the shallow end'],
      ['garden', 'The holiday home’s terrace with the pool behind the hedge'],
    ],
  ),
  tervuren: gallery(
    'tervuren',
    ['#2d5d8a', '#7fb7d9', '#6f8a5c'],
    [
      ['cover', 'Solar slats closed, warming the water in spring'],
      ['pool', 'Lounge steps on both sides of the renovated pool'],
      ['garden', 'The renovated pool under the old beech trees'],
      ['cover', 'The cover rolled up behind the wall at the far end'],
    ],
  ),
  lasne: gallery(
    'lasne',
    ['#efe6cf', '#6fb3c8', '#a08566'],
    [
      ['cover', 'Cream slats rolled into the wooden bench'],
      ['garden', 'The farmhouse and its courtyard pool seen from the meadow'],
      ['pool', 'Corner stair on the left beside the bench'],
    ],
  ),
  lanaken: gallery(
    'lanaken',
    ['#8a8f94', '#5aa6cc', '#6b7a52'],
    [
      ['cover', 'The grey mobile cover on its rail at the pool’s edge'],
      ['pool', 'Oblique stair in the compact town-garden pool'],
      ['garden', 'A narrow town garden with room for a pool and a lawn'],
    ],
  ),
  waregem: gallery(
    'waregem',
    ['#e4f3f7', '#2f7fae', '#1f2a3a'],
    [
      ['cover', 'Crystal clear slats over the lit water at night'],
      ['pool', 'Lounge stair on the right, lit from below'],
      ['garden', 'The garden at dusk with the pool lights on'],
      ['cover', 'The bench cover opening in the evening'],
    ],
  ),
  spa: gallery(
    'spa',
    ['#2f6fa8', '#4d9cc7', '#58704a'],
    [
      ['cover', 'Blue slats closed between two stays of guests'],
      ['garden', 'The holiday home’s pool against the wooded hills'],
      ['pool', 'Straight steps in the shallow end'],
    ],
  ),
  schilde: gallery(
    'schilde',
    ['#b9bec4', '#5a9cbf', '#3c3f42'],
    [
      ['cover', 'Aluminium-look slats against the dark façade'],
      ['pool', 'Corner stair on the right under the terrace'],
      ['garden', 'The contemporary house and its pool seen from the lawn'],
      ['cover', 'The cover’s shaft hidden in the pool wall'],
    ],
  ),
  durbuy: gallery(
    'durbuy',
    ['#cfe8f0', '#3f93bd', '#8c8173'],
    [
      ['cover', 'Transparent slats letting the light into the water'],
      ['garden', 'The small pool beside the stone barn'],
      ['pool', 'Lounge stair along the barn wall'],
    ],
  ),
  keerbergen: gallery(
    'keerbergen',
    ['#7fb7d9', '#3a86b4', '#3f5b3a'],
    [
      ['cover', 'Transparent blue slats under the pine trees'],
      ['pool', 'Lounge stair on the left side'],
      ['garden', 'Pine needles kept out of the water by the closed cover'],
      ['garden', 'The pool and the pool house from the back of the garden'],
      ['cover', 'The submerged cover halfway open'],
    ],
  ),
  maastricht: gallery(
    'maastricht',
    ['#4b4f54', '#336a7a', '#e8e0c8'],
    [
      ['cover', 'Volcano grey slats beside the light stone terrace'],
      ['pool', 'Classic corner stair of the town villa’s pool'],
      ['garden', 'The walled town garden with its pool'],
    ],
  ),
  bondues: gallery(
    'bondues',
    ['#f4f5f2', '#4a9bc4', '#c2b49a'],
    [
      ['cover', 'White slats rolled into the bench, ready for a swim'],
      ['pool', 'Lounge steps on both sides for the children'],
      ['garden', 'The family pool seen from the kitchen window'],
      ['cover', 'The closed cover strong enough for the family to stand on'],
    ],
  ),
  aachen: gallery(
    'aachen',
    ['#2d5d8a', '#7fb7d9', '#d9d4c7'],
    [
      ['pool', 'The wide lounge stair across the whole width'],
      ['cover', 'Solar slats closed over the water in the afternoon sun'],
      ['garden', 'The pool beside a sandstone terrace'],
    ],
  ),
  breda: gallery(
    'breda',
    ['#8a8f94', '#4d9cc7', '#7a9a5e'],
    [
      ['pool', 'The semi-sunk Terra pool half above the lawn'],
      ['cover', 'The grey mobile cover rolled to the end of the pool'],
      ['garden', 'A raised wooden deck around the semi-sunk pool'],
      ['pool', 'Lounge stair on the right'],
    ],
  ),
  'de-haan': gallery(
    'de-haan',
    ['#7fb7d9', '#3a86b4', '#e6d8b5'],
    [
      ['garden', 'The bed and breakfast’s pool behind the dunes'],
      ['cover', 'Transparent blue slats closed against the sand'],
      ['pool', 'Lounge steps where the guests sit in the sun'],
    ],
  ),
}
