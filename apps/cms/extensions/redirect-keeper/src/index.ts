/**
 * Old URLs never break: the editors' redirects (`redirects`) follow what editors do.
 *
 * - **A slug changes, a page moves.** When a translation's `slug` of a page, post, cover, project
 *   or pool changes while its item is published, its old path in that language answers a 301 to
 *   the new one (a row with `origin` `auto`), for that language only. Redirects that led to the
 *   old path lead to the new one (chains collapse: A -> B -> C serves A -> C).
 * - **A page goes.** A published item that is deleted, or leaves `published`, leaves a 410 for each
 *   of its paths, unless a redirect already starts there; an editor may change it into a redirect.
 * - **A path that is live again** (an item published, or a slug taken again) is no longer
 *   redirected: the redirects that start there are removed.
 * - **An editor's redirect** is written as a path (`/fr/...`, no trailing slash); one that would
 *   lead back to itself, at once or through others, is refused (400, with a sentence the Studio
 *   shows); one that leads to another redirect's start leads to where that one ends.
 * - **Hits.** `POST /redirect-keeper/hits` `{ "hits": [{ "id", "count", "last" }] }`, for the
 *   site's Form Writer account and admins: adds the site's counts to `hits` and `last_hit`,
 *   without events, so that counting never purges the site.
 *
 * The rules are schema/redirects.ts, loaded from the CMS's folder like extensions/lead-routing
 * loads its own. Everything is written inside the change's transaction (`context.database`), so a
 * change that fails leaves no redirect behind.
 */
import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

type Key = string | number
type Row = Record<string, unknown>

export const hitsPath = '/redirect-keeper/hits'
const writerRole = 'Form Writer'

interface Accountability {
  admin?: boolean
  role?: string | null
}

interface Query extends PromiseLike<Row[]> {
  where(column: string, value: unknown): Query
  whereIn(column: string, values: readonly unknown[]): Query
  whereNot(column: string, value: unknown): Query
  select(...columns: string[]): Query
  first(...columns: string[]): PromiseLike<Row | undefined>
  update(values: Row): PromiseLike<number>
  insert(rows: Row | Row[]): PromiseLike<unknown>
  delete(): PromiseLike<number>
}
export type Knex = ((table: string) => Query) & { raw(sql: string, bindings: unknown[]): unknown }

export interface HookContext {
  database: unknown
  schema: unknown
  accountability: Accountability | null
}

interface Request {
  accountability?: Accountability | null
  body?: unknown
}
interface Response {
  status(code: number): Response
  json(body: unknown): void
  end(): void
}
interface App {
  post(path: string, handler: (req: Request, res: Response) => Promise<void>): void
}

export interface Register {
  filter(
    event: string,
    handler: (payload: unknown, meta: Row, context: HookContext) => Promise<unknown>,
  ): void
  init(event: string, handler: (meta: { app: App }) => void): void
}

export interface Extension {
  database: unknown
  services: {
    PayloadService: new (
      collection: string,
      options: { schema: unknown; knex: unknown; accountability: null },
    ) => { processValues(action: 'update', payload: Row): Promise<Row> }
  }
  getSchema(): Promise<unknown>
  logger: { error(message: string): void }
}

interface StoredRedirect {
  id: Key
  source: string
  target: string | null
  code: number
}

/** What this extension needs of schema/redirects.ts. */
export interface Rules {
  redirectsCollection: string
  pageSections: Record<string, string>
  normalPath(value: string): string
  itemPath(collection: string, languageCode: unknown, slug: unknown): string | null
  finalTarget(
    source: string,
    target: string,
    redirects: readonly StoredRedirect[],
  ): { target: string; loops: boolean }
  loopMessage(source: string, target: string): string
}

/** apps/cms/schema, found upwards of the Directus installation that runs this file. */
export function schemaFolder(start: string = process.argv[1] ?? ''): string {
  for (let folder = dirname(start); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'schema/redirects.ts'))) return join(folder, 'schema')
    if (dirname(folder) === folder) throw new Error(`no apps/cms/schema above ${start}`)
  }
}

async function loadRules(): Promise<Rules> {
  return (await import(pathToFileURL(join(schemaFolder(), 'redirects.ts')).href)) as Rules
}

async function invalidPayload(reason: string): Promise<Error> {
  const resolve = createRequire(process.argv[1] ?? import.meta.url).resolve
  const { InvalidPayloadError } = await import(pathToFileURL(resolve('@directus/errors')).href)
  return new InvalidPayloadError({ reason })
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const keysOf = (meta: Row): Key[] =>
  Array.isArray(meta.keys) ? (meta.keys as Key[]) : meta.key !== undefined ? [meta.key as Key] : []

const now = () => new Date().toISOString()

export function registerRedirectKeeper(
  { filter, init }: Register,
  { database, services, getSchema, logger }: Extension,
  rules: () => Promise<Rules> = loadRules,
): void {
  let loaded: Promise<Rules> | null = null
  const modules = () => (loaded ??= rules())

  /** Every redirect but `except`, as stored. */
  const stored = async (knex: Knex, collection: string, except?: Key) =>
    (await knex(collection).select('id', 'source', 'target', 'code')).filter(
      (row) => except === undefined || String(row.id) !== String(except),
    ) as unknown as StoredRedirect[]

  /** Paths that are live now: nothing redirects from them any more. */
  const live = async (knex: Knex, collection: string, paths: string[]) => {
    if (paths.length > 0) await knex(collection).whereIn('source', paths).delete()
  }

  /** A move from `from` to `to`, made by the CMS: the old path leads to the new one. */
  const moved = async (knex: Knex, r: Rules, from: string, to: string) => {
    const table = r.redirectsCollection
    if (from === to) return
    await live(knex, table, [to])
    // whatever led to the old path leads to the new one
    await knex(table).where('target', from).update({ target: to })
    const existing = await knex(table).where('source', from).first('id')
    if (existing) await knex(table).where('id', existing.id).update({ target: to, code: '301' })
    else
      await knex(table).insert({ source: from, target: to, code: '301', origin: 'auto', hits: 0 })
  }

  /** The published item's paths are gone: a 410 for each that no redirect starts at yet. */
  const gone = async (knex: Knex, r: Rules, paths: string[]) => {
    const table = r.redirectsCollection
    for (const path of paths) {
      if (await knex(table).where('source', path).first('id')) continue
      await knex(table).insert({ source: path, target: null, code: '410', origin: 'auto', hits: 0 })
    }
  }

  /** The paths of items `ids` of `collection` in every language they have a slug in. */
  const pathsOf = async (knex: Knex, r: Rules, collection: string, ids: readonly Key[]) => {
    if (ids.length === 0) return []
    const rows = await knex(`${collection}_translations`)
      .whereIn(`${collection}_id`, ids)
      .select('languages_code', 'slug')
    return rows.flatMap((row) => r.itemPath(collection, row.languages_code, row.slug) ?? [])
  }

  const publishedIds = async (knex: Knex, collection: string, ids: readonly Key[]) =>
    ids.length === 0
      ? []
      : (await knex(collection).whereIn('id', ids).where('status', 'published').select('id')).map(
          (row) => row.id as Key,
        )

  // an editor's redirect: written as a path, never a loop, never into a chain
  const checked = async (payload: unknown, meta: Row, context: HookContext) => {
    if (!isRow(payload)) return payload
    const r = await modules()
    const knex = context.database as Knex
    const [key] = keysOf(meta)
    const before =
      key === undefined
        ? undefined
        : await knex(r.redirectsCollection).where('id', key).first('source', 'target', 'code')
    const next = { ...payload }
    if (typeof next.source === 'string') next.source = r.normalPath(next.source)
    if (typeof next.target === 'string' && next.target.startsWith('/'))
      next.target = r.normalPath(next.target)
    const source = String(next.source ?? before?.source ?? '')
    const code = Number(next.code ?? before?.code ?? 301)
    const target = next.target !== undefined ? next.target : before?.target
    if (code === 410 || typeof target !== 'string' || !target.startsWith('/')) return next
    if (target === source) throw await invalidPayload(r.loopMessage(source, target))
    const others = await stored(knex, r.redirectsCollection, key)
    const end = r.finalTarget(source, target, others)
    if (end.loops) throw await invalidPayload(r.loopMessage(source, target))
    if (end.target !== target) next.target = end.target
    // whatever led here leads on to where this one ends
    if (source) {
      const query = knex(r.redirectsCollection).where('target', source)
      await (key === undefined ? query : query.whereNot('id', key)).update({ target: end.target })
    }
    return next
  }
  filter('redirects.items.create', checked)
  filter('redirects.items.update', checked)

  for (const collection of ['pages', 'posts', 'covers', 'projects', 'pools']) {
    const translations = `${collection}_translations`

    // a slug changes: the published item's old path leads to its new one
    filter(`${translations}.items.update`, async (payload, meta, context) => {
      if (!isRow(payload) || typeof payload.slug !== 'string') return payload
      try {
        const r = await modules()
        const knex = context.database as Knex
        const rows = await knex(translations)
          .whereIn('id', keysOf(meta))
          .select('id', `${collection}_id`, 'languages_code', 'slug')
        const open = new Set(
          (
            await publishedIds(
              knex,
              collection,
              rows.map((row) => row[`${collection}_id`] as Key),
            )
          ).map(String),
        )
        for (const row of rows) {
          const from = r.itemPath(collection, row.languages_code, row.slug)
          const to = r.itemPath(
            collection,
            payload.languages_code ?? row.languages_code,
            payload.slug,
          )
          if (!from || !to || from === to) continue
          if (open.has(String(row[`${collection}_id`]))) await moved(knex, r, from, to)
        }
      } catch (error) {
        logger.error(`redirect-keeper: ${(error as Error).message}`)
      }
      return payload
    })

    // a translation that appears on a published item makes its path live
    filter(`${translations}.items.create`, async (payload, _meta, context) => {
      if (!isRow(payload)) return payload
      try {
        const r = await modules()
        const knex = context.database as Knex
        const owner = payload[`${collection}_id`]
        const path = r.itemPath(collection, payload.languages_code, payload.slug)
        if (
          path &&
          (owner === undefined || (await publishedIds(knex, collection, [owner as Key])).length > 0)
        )
          await live(knex, r.redirectsCollection, [path])
      } catch (error) {
        logger.error(`redirect-keeper: ${(error as Error).message}`)
      }
      return payload
    })

    // published or not any more: its paths live again, or gone
    filter(`${collection}.items.update`, async (payload, meta, context) => {
      if (!isRow(payload) || typeof payload.status !== 'string') return payload
      try {
        const r = await modules()
        const knex = context.database as Knex
        const ids = keysOf(meta)
        const wasPublished = (await publishedIds(knex, collection, ids)).map(String)
        if (payload.status === 'published') {
          const newly = ids.filter((id) => !wasPublished.includes(String(id)))
          await live(knex, r.redirectsCollection, await pathsOf(knex, r, collection, newly))
        } else await gone(knex, r, await pathsOf(knex, r, collection, wasPublished))
      } catch (error) {
        logger.error(`redirect-keeper: ${(error as Error).message}`)
      }
      return payload
    })

    filter(`${collection}.items.delete`, async (payload, _meta, context) => {
      try {
        const r = await modules()
        const knex = context.database as Knex
        const ids = Array.isArray(payload) ? (payload as Key[]) : []
        await gone(
          knex,
          r,
          await pathsOf(knex, r, collection, await publishedIds(knex, collection, ids)),
        )
      } catch (error) {
        logger.error(`redirect-keeper: ${(error as Error).message}`)
      }
      return payload
    })
  }

  init('routes.before', ({ app }) =>
    app.post(hitsPath, async (req, res) => {
      const knex = database as Knex
      const accountability = req.accountability
      const role = accountability?.role
        ? await knex('directus_roles').where('id', accountability.role).first('name')
        : undefined
      if (accountability?.admin !== true && role?.name !== writerRole) {
        res.status(403).json({
          errors: [{ message: 'Only the site may count hits.', extensions: { code: 'FORBIDDEN' } }],
        })
        return
      }
      const hits = isRow(req.body) && Array.isArray(req.body.hits) ? req.body.hits : []
      try {
        const { redirectsCollection } = await modules()
        // the moment stored as Directus stores a timestamp in this database
        const payloads = new services.PayloadService(redirectsCollection, {
          schema: await getSchema(),
          knex: database,
          accountability: null,
        })
        for (const hit of hits.filter(isRow)) {
          const count = Number(hit.count)
          const last =
            typeof hit.last === 'string' && !Number.isNaN(Date.parse(hit.last)) ? hit.last : now()
          if (!Number.isInteger(count) || count <= 0 || hit.id === undefined) continue
          await knex(redirectsCollection)
            .where('id', hit.id)
            .update({
              ...(await payloads.processValues('update', { last_hit: last })),
              hits: knex.raw('coalesce(hits, 0) + ?', [count]),
            })
        }
        res.status(204).end()
      } catch (error) {
        logger.error(`redirect-keeper: ${(error as Error).message}`)
        res.status(500).json({
          errors: [
            {
              message: 'The hits were not counted.',
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        })
      }
    }),
  )
}

export default (register: Register, extension: Extension) =>
  registerRedirectKeeper(register, extension)
