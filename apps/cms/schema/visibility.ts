/**
 * Which rows of each table, and which files, the site's reader may see: what a published item
 * shows, and nothing of a draft. Derived from the built schema, so a new collection, block,
 * translation or file field is covered the day it is described:
 *
 * - a table with a `status` shows its published rows;
 * - a row that belongs to another (a translation, a junction row of an m2m, files or m2a field,
 *   a child row of an o2m such as a slide) shows when its owner shows, and a block when a page
 *   that shows holds it through `pages_blocks`;
 * - a row of a shared table without status or owner that plain m2o fields point at (`seo`) shows
 *   when an item that shows points at it;
 * - a file shows when a row that shows points at it, or when it sits in the public folder.
 *
 * Filters use Directus' reverse relations, `$FOLLOW(collection, field)` (and
 * `$FOLLOW(junction, item, collection)` for many-to-any members), resolved by
 * `getRelationInfo` of @directus/utils. Directus follows only the first key of a nested filter
 * object and reads `_and`/`_or` only where a filter lists conditions, so every filter here has
 * one key per object and its logical operators outermost.
 */
import { isDeepStrictEqual } from 'node:util'
import type { BuiltSchema, CollectionPayload, RelationPayload } from './build.ts'

export type Filter = Record<string, unknown>

/** A filter, or null for every row. */
export type RowRule = Filter | null

export const published: Filter = { status: { _eq: 'published' } }

/** The folder whose files the site may show without any content pointing at them. */
export const publicFolderName = 'Public website files'

/** Puts `filter` behind a relational `path`, keeping its `_and`/`_or` outermost. */
export function under(path: string, filter: Filter): Filter {
  const entries = Object.entries(filter)
  const [first] = entries
  if (entries.length !== 1 || !first)
    throw new Error(`not a one-key filter: ${JSON.stringify(filter)}`)
  const [key, value] = first
  if (key === '_and' || key === '_or') {
    return { [key]: (value as Filter[]).map((item) => under(path, item)) }
  }
  return { [path]: filter }
}

function allOf(filters: Filter[]): RowRule {
  if (filters.length === 0) return null
  return filters.length === 1 ? (filters[0] ?? null) : { _and: filters }
}

function anyOf(filters: Filter[]): Filter {
  return filters.length === 1 ? (filters[0] as Filter) : { _or: filters }
}

/** How a row reaches the item it depends on: a path from the row, and that item's table. */
interface Route {
  path: string
  to: string
}

const follow = (collection: string, ...fields: string[]) =>
  `$FOLLOW(${[collection, ...fields].join(',')})`

/** The row rule of every table the reader reads (`readable`). */
export function rowRules(schema: BuiltSchema, readable: ReadonlySet<string>): Map<string, RowRule> {
  const tables = new Map(
    schema.collections
      .filter((item) => item.schema !== null && readable.has(item.collection))
      .map((item) => [item.collection, item]),
  )
  const rules = new Map<string, RowRule>()
  const resolving = new Set<string>()

  /** The m2o fields that tie a row to its owner, and the m2a junctions that hold it. */
  const owners = (collection: string): Route[] => [
    ...schema.relations
      .filter(
        (relation) =>
          relation.collection === collection &&
          relation.related_collection !== null &&
          relation.meta.one_field != null &&
          tables.has(relation.related_collection),
      )
      .map((relation) => ({ path: relation.field, to: relation.related_collection as string })),
    ...schema.relations
      .filter(
        (relation) =>
          Array.isArray(relation.meta.one_allowed_collections) &&
          relation.meta.one_allowed_collections.includes(collection) &&
          tables.has(relation.collection),
      )
      .map((relation) => ({
        path: follow(
          relation.collection,
          relation.field,
          String(relation.meta.one_collection_field),
        ),
        to: relation.collection,
      })),
  ]

  /** The items whose plain m2o fields point at a row (not junctions, not owners). */
  const referrers = (collection: string): Route[] =>
    schema.relations
      .filter(
        (relation) =>
          relation.related_collection === collection &&
          relation.meta.one_field == null &&
          relation.meta.junction_field == null &&
          tables.has(relation.collection),
      )
      .map((relation) => ({
        path: follow(relation.collection, relation.field),
        to: relation.collection,
      }))

  /** A row reached through `route` shows when the row at its end shows. */
  function through(route: Route): Filter {
    const rule = ruleOf(route.to)
    return under(route.path, rule ?? { [primaryKey(tables.get(route.to))]: { _nnull: true } })
  }

  function ruleOf(collection: string): RowRule {
    if (rules.has(collection)) return rules.get(collection) ?? null
    if (resolving.has(collection)) throw new Error(`${collection} depends on itself`)
    resolving.add(collection)
    const table = tables.get(collection)
    if (!table) throw new Error(`${collection} is not a table the reader reads`)
    const hasStatus = table.fields.some((field) => field.field === 'status')
    const owned = owners(collection)
    const routes = owned.length > 0 || hasStatus ? owned : referrers(collection)
    // when every route ends at a row that always shows, so does this one
    const via = routes.every((route) => ruleOf(route.to) === null)
      ? null
      : anyOf(routes.map(through))
    const rule = allOf([...(hasStatus ? [published] : []), ...(via ? [via] : [])])
    resolving.delete(collection)
    rules.set(collection, rule)
    return rule
  }

  for (const collection of tables.keys()) ruleOf(collection)
  return rules
}

function primaryKey(table: CollectionPayload | undefined): string {
  const key = table?.fields.find((field) => field.schema?.is_primary_key === true)
  if (!key) throw new Error(`${table?.collection} has no primary key`)
  return key.field
}

/** Every relation of a readable table to `directus_files`: file fields and files junctions. */
export function fileRelations(
  schema: BuiltSchema,
  readable: ReadonlySet<string>,
): RelationPayload[] {
  return schema.relations.filter(
    (relation) =>
      relation.related_collection === 'directus_files' && readable.has(relation.collection),
  )
}

/**
 * The files the site may serve: those a row that shows points at (with `drafts`, any row), and
 * those in the public folder.
 */
export function fileRule(
  schema: BuiltSchema,
  readable: ReadonlySet<string>,
  { drafts, publicFolder }: { drafts: boolean; publicFolder: string },
): Filter {
  const rules = rowRules(schema, readable)
  const tables = new Map(schema.collections.map((item) => [item.collection, item]))
  const pointedAt = fileRelations(schema, readable).flatMap((relation) => {
    const rule = drafts ? null : (rules.get(relation.collection) ?? null)
    const condition = under(
      follow(relation.collection, relation.field),
      rule ?? { [primaryKey(tables.get(relation.collection))]: { _nnull: true } },
    )
    return Array.isArray(condition._or) ? (condition._or as Filter[]) : [condition]
  })
  return { _or: [...pointedAt, { folder: { _eq: publicFolder } }] }
}

/**
 * Whether `present` is a file rule this setup wrote for a schema with fewer file relations (or
 * is the same): each of its conditions is one `current` has. An admin's own rule is not.
 */
export function isEarlierFileRule(present: unknown, current: Filter): boolean {
  const conditions = (rule: unknown): unknown[] | undefined => {
    if (typeof rule !== 'object' || rule === null) return undefined
    const list = (rule as Filter)._or
    return Array.isArray(list) && Object.keys(rule).length === 1 ? list : undefined
  }
  const before = conditions(present)
  const now = conditions(current)
  if (!before || !now || before.length === 0) return false
  return before.every((condition) => now.some((item) => isDeepStrictEqual(item, condition)))
}
