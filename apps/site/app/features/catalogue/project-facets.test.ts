import { describe, expect, it } from 'vitest'
import {
  facetsOf,
  matches,
  parseSelection,
  selectionSearch,
  type Facet,
  type Facetable,
} from './project-facets'

const horizon = { id: 1, title: 'Horizon' }
const atrium = { id: 2, title: 'Atrium' }
const project = (
  color: string,
  coverType: string,
  stair: string,
  pool: Facetable['pool'],
): Facetable => ({ color, coverType, stair, pool })

const projects: Facetable[] = [
  project('white', 'submerged', 'stair_classic', horizon),
  project('white', 'bench', 'stair_classic', atrium),
  project('blue', 'submerged', 'wide_lounge', horizon),
  project('grey', 'mobile', 'stair_classic', null),
]

const counts = (facet: Facet) =>
  Object.fromEntries(facet.options.map((option) => [option.value, option.count]))
const facet = (facets: Facet[], key: Facet['key']) => facets.find((f) => f.key === key)!

describe('project facets', () => {
  it('counts every value over all projects when nothing is chosen', () => {
    const facets = facetsOf(projects, {})
    expect(facet(facets, 'color').all).toBe(4)
    expect(counts(facet(facets, 'color'))).toEqual({ blue: 1, grey: 1, white: 2 })
    expect(counts(facet(facets, 'stair'))).toEqual({ stair_classic: 3, wide_lounge: 1 })
  })

  it("counts a facet's values under the other filters only (faceted search)", () => {
    const facets = facetsOf(projects, { color: 'white', type: 'submerged' })
    // Colour ignores its own choice: the submerged projects are one white, one blue.
    expect(facet(facets, 'color').all).toBe(2)
    expect(counts(facet(facets, 'color'))).toEqual({ blue: 1, grey: 0, white: 1 })
    // Type ignores its own choice: the white projects are one submerged, one bench.
    expect(facet(facets, 'type').all).toBe(2)
    expect(counts(facet(facets, 'type'))).toEqual({ bench: 1, mobile: 0, submerged: 1 })
    // Stair and pool see both filters.
    expect(facet(facets, 'stair').all).toBe(1)
    expect(counts(facet(facets, 'pool'))).toEqual({ '1': 1, '2': 0 })
  })

  it('keeps values with no match under other filters but drops values nobody has', () => {
    const colours = facet(facetsOf(projects, { stair: 'wide_lounge' }), 'color').options
    expect(colours.map((o) => o.value)).toEqual(['blue', 'grey', 'white'])
    expect(colours.find((o) => o.value === 'cream')).toBeUndefined()
  })

  it('orders enumerations as the catalogue does and pools by name, with their names', () => {
    const facets = facetsOf(projects, {})
    expect(facet(facets, 'type').options.map((o) => o.value)).toEqual([
      'submerged',
      'bench',
      'mobile',
    ])
    expect(facet(facets, 'pool').options).toEqual([
      { value: '2', label: 'Atrium', count: 1 },
      { value: '1', label: 'Horizon', count: 2 },
    ])
  })

  it('matches on every chosen filter; a project without a pool never matches a pool', () => {
    expect(projects.filter((p) => matches(p, { color: 'white' }))).toHaveLength(2)
    expect(projects.filter((p) => matches(p, { color: 'white', pool: '2' }))).toHaveLength(1)
    expect(matches(projects[3]!, { pool: '1' })).toBe(false)
    expect(projects.filter((p) => matches(p, { color: 'blue', stair: 'stair_classic' }))).toEqual(
      [],
    )
  })

  it('reads the URL, dropping empty, unknown and unused values', () => {
    const params = new URLSearchParams('color=white&type=&stair=nope&pool=9&page=2')
    expect(parseSelection(params, projects)).toEqual({ color: 'white' })
    expect(parseSelection(new URLSearchParams('pool=2'), projects)).toEqual({ pool: '2' })
  })

  it('writes a selection back as a query string without empty filters', () => {
    expect(selectionSearch({ color: 'white', stair: 'stair_classic' }, 2)).toBe(
      '?color=white&stair=stair_classic&page=2',
    )
    expect(selectionSearch({}, 1)).toBe('')
  })
})
