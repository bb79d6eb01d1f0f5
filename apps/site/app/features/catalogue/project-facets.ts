import { coverColors, coverTypes, stairTypes } from '@lamella/i18n'

/**
 * The projects index filters: colour, product (cover type), pool type and
 * stair, one value each or 'all'. Counting is faceted: a value's count is the number of projects
 * that match the other active filters and have that value, so it says what choosing it would
 * show. Everything here is pure: the loader hands in every project of the language (ADR 016).
 */
export const facetKeys = ['color', 'type', 'pool', 'stair'] as const
export type FacetKey = (typeof facetKeys)[number]

/** What filtering needs of a project: its value for each facet (a pool by its id, as text). */
export interface Facetable {
  color: string | null
  coverType: string | null
  stair: string | null
  pool: { id: number; title: string } | null
}

export type Selection = Partial<Record<FacetKey, string>>

export interface FacetOption {
  value: string
  /** pools carry their name; the other facets are translated by the view */
  label?: string
  count: number
}

export interface Facet {
  key: FacetKey
  /** projects matching the other filters: the 'all' choice's count */
  all: number
  options: FacetOption[]
}

export function valueOf(project: Facetable, key: FacetKey): string | null {
  switch (key) {
    case 'color':
      return project.color
    case 'type':
      return project.coverType
    case 'stair':
      return project.stair
    case 'pool':
      return project.pool ? String(project.pool.id) : null
  }
}

/** Whether a project passes every chosen filter, leaving out `except` (for that facet's counts). */
export function matches(project: Facetable, selection: Selection, except?: FacetKey): boolean {
  return facetKeys.every((key) => {
    const wanted = selection[key]
    return key === except || wanted === undefined || valueOf(project, key) === wanted
  })
}

/** The facet values in display order: the enumerations' order, pools by name. */
function valuesOf(projects: readonly Facetable[], key: FacetKey): FacetOption[] {
  if (key === 'pool') {
    const pools = new Map<string, string>()
    for (const { pool } of projects) if (pool) pools.set(String(pool.id), pool.title)
    return [...pools]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([value, label]) => ({ value, label, count: 0 }))
  }
  const all: readonly string[] =
    key === 'color' ? coverColors : key === 'type' ? coverTypes : stairTypes
  return all.map((value) => ({ value, count: 0 }))
}

/** A pool's id as a URL writes it: digits, no sign, no leading zero. */
const poolId = /^[1-9]\d{0,9}$/

/**
 * Whether a facet's URL value can name projects: one of the enumeration's values, or the id of a
 * pool among `poolIds` (of any pool when they are not known). Any other value reads as 'all', so
 * the page cache leaves it out of the URL it keys and renders (`parseSelection` drops it too).
 */
export function isFacetValue(key: FacetKey, value: string, poolIds?: ReadonlySet<string>) {
  switch (key) {
    case 'color':
      return (coverColors as readonly string[]).includes(value)
    case 'type':
      return (coverTypes as readonly string[]).includes(value)
    case 'stair':
      return (stairTypes as readonly string[]).includes(value)
    case 'pool':
      return poolIds ? poolIds.has(value) : poolId.test(value)
  }
}

/** The pools the projects have, by id as the URL writes them: the pool facet's values. */
export function poolIdsOf(projects: readonly Facetable[]): Set<string> {
  return new Set(projects.flatMap(({ pool }) => (pool ? [String(pool.id)] : [])))
}

/**
 * Reads the filters from the URL. Unknown values and values no project has are dropped (a stale
 * link then shows everything rather than a dead end); 'all' is the absent or empty parameter.
 */
export function parseSelection(params: URLSearchParams, projects: readonly Facetable[]): Selection {
  const selection: Selection = {}
  for (const key of facetKeys) {
    const value = params.get(key)
    if (!value) continue
    if (projects.some((project) => valueOf(project, key) === value)) selection[key] = value
  }
  return selection
}

/**
 * Every facet with its counts. Values that no project of this language has are left out: they
 * could never match. Values with no match under the other filters stay, with count 0, so the
 * chips do not move around while someone filters; the view disables them.
 */
export function facetsOf(projects: readonly Facetable[], selection: Selection): Facet[] {
  return facetKeys.map((key) => {
    const others = projects.filter((project) => matches(project, selection, key))
    const options = valuesOf(projects, key)
      .map((option) => ({
        ...option,
        count: others.filter((project) => valueOf(project, key) === option.value).length,
      }))
      .filter((option) => projects.some((project) => valueOf(project, key) === option.value))
    return { key, all: others.length, options }
  })
}

/** The query string of a selection, without empty filters, plus `page` when given. */
export function selectionSearch(selection: Selection, page?: number): string {
  const params = new URLSearchParams()
  for (const key of facetKeys) {
    const value = selection[key]
    if (value) params.set(key, value)
  }
  if (page && page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
