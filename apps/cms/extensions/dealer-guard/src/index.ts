/**
 * What a Data Studio user who is not an admin (a dealer's staff, ADR 026) may do in Directus
 * besides their own permissions, held where Directus' own rules leave a gap:
 *
 * - **Presets are their own.** Directus gives every Studio user permissions on presets (bookmarks,
 *   list layouts) whose validation `user = $CURRENT_USER` is checked only when `user` is sent: a
 *   preset created without a user and a role is everybody's, and the office's lists and
 *   navigation followed a dealer's. The filters `presets.create` and `presets.update` make a
 *   non-admin's preset theirs (`user` = them, `role` = none), whatever they send. Changing or
 *   deleting another's preset stays refused by Directus' own rule (`user = $CURRENT_USER`).
 * - **A quote request they cannot read answers like one that does not exist.** Before any other
 *   filter of an update or delete of `quote_requests` (the status stamp flow among them, which
 *   reads the current items with full rights and adds its fields, so that Directus' error named
 *   them for another dealer's request whose status changed), the keys are read with the caller's
 *   own permissions, and any key they cannot read gets Directus' ForbiddenError, the answer a
 *   missing key gets. Directus runs the listeners of `items.update` before those of
 *   `quote_requests.items.update`, where flows register, so nothing an unreadable key leads to
 *   runs first.
 * - **Their mentions notify nobody.** A comment's `@<user id>` makes Directus write a
 *   notification (and a mail, with SMTP) in the commenter's name, with the comment's text and
 *   links, to anyone who may read the item: the office, for a dealer's own request. The filter
 *   `notifications.create` refuses a notification whose sender is not an admin; Directus logs it
 *   and keeps the comment.
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies of its own: Directus' modules are loaded from the Directus installation running it.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

type Key = string | number
type Row = Record<string, unknown>

interface Accountability {
  user?: string | null
  admin?: boolean
}

interface Schema {
  collections: Record<string, { primary: string }>
}

export interface HookContext {
  /** knex, handed on to Directus' services and modules */
  database: unknown
  schema: Schema | null
  accountability: Accountability | null
}

interface ItemsService {
  readMany(
    keys: Key[],
    query: { fields: string[]; limit: number },
    opts: { emitEvents: boolean },
  ): Promise<Row[]>
}

export interface Services {
  ItemsService: new (
    collection: string,
    options: { schema: Schema; knex: unknown; accountability: Accountability | null },
  ) => ItemsService
}

export interface Register {
  filter(
    event: string,
    handler: (payload: unknown, meta: Row, context: HookContext) => Promise<unknown>,
  ): void
}

export interface Extension {
  services: Services
  logger: { warn(message: string): void; error(message: string): void }
}

export interface DirectusModules {
  ForbiddenError: new () => Error
  /** whether a user has admin access through their role (and its parents) or their own policies */
  isAdmin(user: string, knex: unknown): Promise<boolean>
}

/** The dealers' collection: its items are guarded against callers who cannot read them. */
export const leadCollection = 'quote_requests'

interface Knex {
  (table: string): {
    select(column: string): { where(filter: Row): { first(): Promise<Row | undefined> } }
  }
}

/** Directus' own modules, from the installation whose CLI runs this process. */
async function directusModules(): Promise<DirectusModules> {
  const resolve = createRequire(process.argv[1] ?? import.meta.url).resolve
  const load = (name: string) => import(pathToFileURL(resolve(name)).href)
  const [{ ForbiddenError }, { fetchRolesTree, fetchGlobalAccess }] = await Promise.all([
    load('@directus/errors'),
    load('@directus/utils/node'),
  ])
  return {
    ForbiddenError,
    async isAdmin(user, knex) {
      const row = await (knex as Knex)('directus_users').select('role').where({ id: user }).first()
      if (!row) return false
      const roles = await fetchRolesTree(row.role, { knex })
      const access = await fetchGlobalAccess({ user, roles, ip: null }, { knex })
      return access.admin === true
    },
  }
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Someone signed in who is not an admin; null stands for Directus itself. */
const isRestricted = (accountability: Accountability | null): accountability is Accountability =>
  accountability !== null && accountability.admin !== true

export function registerDealerGuard(
  { filter }: Register,
  { services, logger }: Extension,
  modules: Promise<DirectusModules> = directusModules(),
): void {
  modules.catch((error: Error) => logger.error(`dealer-guard: ${error.message}`))

  const ownPreset = async (payload: unknown, { accountability }: HookContext) => {
    if (!isRestricted(accountability) || !isRow(payload)) return payload
    if (!accountability.user) throw new (await modules).ForbiddenError()
    return { ...payload, user: accountability.user, role: null }
  }
  filter('presets.create', (payload, _meta, context) => ownPreset(payload, context))
  filter('presets.update', (payload, _meta, context) => ownPreset(payload, context))

  /** Throws Directus' answer to a missing key unless the caller can read every key. */
  async function mustRead(keys: readonly Key[], context: HookContext): Promise<void> {
    const { accountability, schema, database } = context
    if (!isRestricted(accountability) || !schema || keys.length === 0) return
    const { ForbiddenError } = await modules
    const primary = schema.collections[leadCollection]?.primary ?? 'id'
    const reader = new services.ItemsService(leadCollection, {
      schema,
      knex: database,
      accountability,
    })
    let rows: Row[]
    try {
      rows = await reader.readMany(
        [...keys],
        { fields: [primary], limit: -1 },
        { emitEvents: false },
      )
    } catch (error) {
      // no read permission on the collection at all: the same answer
      if ((error as { code?: string }).code === 'FORBIDDEN') throw new ForbiddenError()
      throw error
    }
    const readable = new Set(rows.map((row) => String(row[primary])))
    if (!keys.every((key) => readable.has(String(key)))) throw new ForbiddenError()
  }

  filter('items.update', async (payload, meta, context) => {
    if (meta.collection === leadCollection && Array.isArray(meta.keys))
      await mustRead(meta.keys as Key[], context)
    return payload
  })
  filter('items.delete', async (keys, meta, context) => {
    if (meta.collection === leadCollection && Array.isArray(keys))
      await mustRead(keys as Key[], context)
    return keys
  })

  filter('notifications.create', async (payload, _meta, { database }) => {
    const sender = isRow(payload) ? payload.sender : null
    if (typeof sender !== 'string' || sender === '') return payload
    const { ForbiddenError, isAdmin } = await modules
    if (await isAdmin(sender, database)) return payload
    logger.warn(`dealer-guard: no notification in the name of ${sender}, who is not an admin`)
    throw new ForbiddenError()
  })
}

export default (register: Register, extension: Extension) =>
  registerDealerGuard(register, extension)
