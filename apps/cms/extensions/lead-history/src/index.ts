/**
 * The history of a quote request, and the one rule of the workflow Directus' validation cannot
 * say:
 *
 * - **A decline says why.** The filter `quote_requests.items.update` refuses (400, Directus'
 *   InvalidPayloadError) a payload that sets the status `declined` without a `decline_reason`
 *   that is more than white space in the same payload, whoever saves. A permission's validation
 *   checks each field on its own and binds dealers only. It runs after the `items.update` filters,
 *   so extensions/dealer-guard has already answered a request the caller cannot read like a
 *   missing one.
 * - **Each change is a row of `lead_events`.** The action `quote_requests.items.update` (after the
 *   save) writes, for each key, one row per change: `status` when the status changed (the status
 *   stamp flow then put `status_changed_at` into the payload; the decline reason as `detail`),
 *   `note` when the dealer's note was saved, `appointment` when the appointment was (its time as
 *   `detail`, empty when cleared). `user` is who saved, none for Directus itself. Rows are written
 *   with full rights and without events: nobody but an admin may write the collection.
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies of its own: Directus' modules are loaded from the Directus installation running it.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

type Key = string | number
type Row = Record<string, unknown>

export const leadCollection = 'quote_requests'
export const eventsCollection = 'lead_events'
export const declined = 'declined'

interface Accountability {
  user?: string | null
}

export interface HookContext {
  database: unknown
  schema: unknown
  accountability: Accountability | null
}

export interface Register {
  filter(
    event: string,
    handler: (payload: unknown, meta: Row, context: HookContext) => Promise<unknown>,
  ): void
  action(event: string, handler: (meta: Row, context: HookContext) => Promise<void>): void
}

export interface Extension {
  services: {
    ItemsService: new (
      collection: string,
      options: { schema: unknown; knex: unknown; accountability: null },
    ) => { createMany(rows: Row[], opts: { emitEvents: boolean }): Promise<unknown> }
  }
  logger: { error(message: string): void }
}

export interface DirectusModules {
  InvalidPayloadError: new (extensions: { reason: string }) => Error
}

async function directusModules(): Promise<DirectusModules> {
  const resolve = createRequire(process.argv[1] ?? import.meta.url).resolve
  const { InvalidPayloadError } = await import(pathToFileURL(resolve('@directus/errors')).href)
  return { InvalidPayloadError }
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const missingReason = 'A declined request needs a decline_reason.'

/** Whether a payload declines without saying why. */
export const declinesWithoutReason = (payload: unknown): boolean =>
  isRow(payload) &&
  payload.status === declined &&
  !(typeof payload.decline_reason === 'string' && /\S/.test(payload.decline_reason))

/** A key as the request's integer id where it is one (keys from a URL are strings). */
const leadKey = (key: Key): Key =>
  typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : key

const timeOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : new Date(time).toISOString()
}

/** The history rows of one saved update. */
export function eventsOf(payload: unknown, keys: readonly Key[], user: string | null): Row[] {
  if (!isRow(payload)) return []
  const changes: Row[] = []
  if ('status' in payload && 'status_changed_at' in payload) {
    const reason = payload.status === declined ? payload.decline_reason : null
    changes.push({
      action: 'status',
      status: typeof payload.status === 'string' ? payload.status : null,
      detail: typeof reason === 'string' ? reason.trim() : null,
    })
  }
  if ('dealer_note' in payload) changes.push({ action: 'note', status: null, detail: null })
  if ('appointment_at' in payload)
    changes.push({ action: 'appointment', status: null, detail: timeOf(payload.appointment_at) })
  return keys.flatMap((key) => changes.map((change) => ({ lead: leadKey(key), user, ...change })))
}

export function registerLeadHistory(
  { filter, action }: Register,
  { services, logger }: Extension,
  modules: Promise<DirectusModules> = directusModules(),
): void {
  modules.catch((error: Error) => logger.error(`lead-history: ${error.message}`))

  filter(`${leadCollection}.items.update`, async (payload) => {
    if (!declinesWithoutReason(payload)) return payload
    const { InvalidPayloadError } = await modules
    throw new InvalidPayloadError({ reason: missingReason })
  })

  action(`${leadCollection}.items.update`, async (meta, { database, schema, accountability }) => {
    const keys = Array.isArray(meta.keys) ? (meta.keys as Key[]) : []
    const rows = eventsOf(meta.payload, keys, accountability?.user ?? null)
    if (rows.length === 0) return
    try {
      await new services.ItemsService(eventsCollection, {
        schema,
        knex: database,
        accountability: null,
      }).createMany(rows, { emitEvents: false })
    } catch (error) {
      // the change is saved; only its history row is missing
      logger.error(`lead-history: ${(error as Error).message}`)
    }
  })
}

export default (register: Register, extension: Extension) =>
  registerLeadHistory(register, extension)
