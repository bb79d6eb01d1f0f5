/**
 * No lead is left waiting: the office's promise to the visitor, kept by the CMS.
 *
 * - **The promise is the CMS's.** The filter `quote_requests.items.create` sets `accept_by`
 *   (schema/lead-deadline.ts: 18:00 Brussels on the last promised working day) on every new
 *   request; a client's `accept_by`, `offered_dealers` and `rerouted_at` are dropped on create and
 *   update, unless an admin sends them (an admin's `accept_by` on create is kept). Filters run
 *   before Directus checks permissions, so the form writer's create permission names `accept_by`
 *   for this filter's value only.
 * - **The routing run** (schema/lead-routing-run.ts) reminds, re-routes and tells the office, on
 *   `LEAD_ROUTING_CRON` (every ten minutes by default, at minutes 5, 15, ..., 55: beside the
 *   other schedules' full hours) and at `POST /lead-routing/run`, for admins
 *   only, with an optional `{ "now": "<ISO 8601>" }` as the clock. It answers
 *   `{ "data": { "reminded", "rerouted", "toOffice", "officeReminded" } }`.
 *
 * The run and the date rules are the CMS's own modules, which Directus' Node loads by type
 * stripping as the setup does: this file is copied alone into Directus' extensions folder, so it
 * finds them beside the Directus installation running it (apps/cms/runtime).
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

type Row = Record<string, unknown>

export const leadCollection = 'quote_requests'
/** The fields only the CMS (and admins) write. */
export const routingFields = ['accept_by', 'offered_dealers', 'rerouted_at']
export const defaultCron = '5-55/10 * * * *'
export const runPath = '/lead-routing/run'

interface Accountability {
  admin?: boolean
}

export interface HookContext {
  database: unknown
  schema: unknown
  accountability: Accountability | null
}

interface Request {
  accountability?: Accountability | null
  schema?: unknown
  body?: unknown
}
interface Response {
  status(code: number): Response
  json(body: unknown): void
}
interface App {
  post(path: string, handler: (req: Request, res: Response) => Promise<void>): void
}

export interface Register {
  filter(
    event: string,
    handler: (payload: unknown, meta: Row, context: HookContext) => Promise<unknown>,
  ): void
  schedule(cron: string, handler: () => Promise<void>): void
  init(event: string, handler: (meta: { app: App }) => void): void
}

export interface Extension {
  services: unknown
  database: unknown
  getSchema(): Promise<unknown>
  env: Record<string, unknown>
  logger: { error(message: string): void }
}

export interface Summary {
  reminded: number
  rerouted: number
  toOffice: number
  officeReminded: number
}

/** What this extension needs of the CMS's modules. */
export interface Routing {
  acceptByOf(request: Row, settings: Row, now: number): number
  run(
    context: { database: unknown; schema: unknown; services: unknown; env: Row; logger: unknown },
    now: number,
  ): Promise<Summary>
}

/** apps/cms/schema, found upwards of the Directus installation that runs this file. */
export function schemaFolder(start: string = process.argv[1] ?? ''): string {
  for (let folder = dirname(start); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'schema/lead-routing-run.ts'))) return join(folder, 'schema')
    if (dirname(folder) === folder) throw new Error(`no apps/cms/schema above ${start}`)
  }
}

async function loadRouting(): Promise<Routing> {
  const folder = schemaFolder()
  const module = (path: string) => import(pathToFileURL(join(folder, path)).href)
  const [{ acceptBy }, { runLeadRouting }] = await Promise.all([
    module('lead-deadline.ts'),
    module('lead-routing-run.ts'),
  ])
  return { acceptByOf: acceptBy, run: runLeadRouting }
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The payload without the CMS's fields, unless an admin or Directus itself sends it. */
export function withoutRoutingFields(payload: unknown, accountability: Accountability | null) {
  if (!isRow(payload) || accountability === null || accountability.admin === true) return payload
  const kept = { ...payload }
  for (const field of routingFields) delete kept[field]
  return kept
}

/** `{ now }` of the endpoint's body as epoch ms: the clock of a test; null when it is no moment. */
export function clockOf(body: unknown, fallback: number): number | null {
  if (!isRow(body) || body.now === undefined || body.now === null) return fallback
  if (typeof body.now !== 'string') return null
  const time = Date.parse(body.now)
  return Number.isNaN(time) ? null : time
}

type Knex = (table: string) => { first(...columns: string[]): Promise<Row | undefined> }

export function registerLeadRouting(
  { filter, schedule, init }: Register,
  { services, database, getSchema, env, logger }: Extension,
  routing: () => Promise<Routing> = loadRouting,
): void {
  let loaded: Promise<Routing> | null = null
  const modules = () => (loaded ??= routing())

  filter(`${leadCollection}.items.create`, async (payload, _meta, context) => {
    const request = withoutRoutingFields(payload, context.accountability)
    if (!isRow(request) || request.accept_by) return request
    const settings =
      (await (context.database as Knex)('global_settings').first(
        'accept_working_days',
        'office_answer_working_days',
      )) ?? {}
    let acceptByOf: Routing['acceptByOf']
    try {
      ;({ acceptByOf } = await modules())
    } catch (error) {
      // a request is stored without a promise rather than refused
      logger.error(`lead-routing: ${(error as Error).message}`)
      return request
    }
    return {
      ...request,
      accept_by: new Date(acceptByOf(request, settings, Date.now())).toISOString(),
    }
  })

  filter(`${leadCollection}.items.update`, async (payload, _meta, context) =>
    withoutRoutingFields(payload, context.accountability),
  )

  const run = async (now: number) =>
    (await modules()).run({ database, schema: await getSchema(), services, env, logger }, now)

  const cron = typeof env.LEAD_ROUTING_CRON === 'string' && env.LEAD_ROUTING_CRON.trim()
  schedule(cron || defaultCron, async () => {
    try {
      await run(Date.now())
    } catch (error) {
      logger.error(`lead-routing: ${(error as Error).message}`)
    }
  })

  init('routes.before', ({ app }) =>
    app.post(runPath, async (req, res) => {
      if (req.accountability?.admin !== true) {
        res.status(403).json({
          errors: [
            {
              message: 'Only administrators may run the lead routing.',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        })
        return
      }
      const now = clockOf(req.body, Date.now())
      if (now === null) {
        res.status(400).json({
          errors: [
            {
              message: '"now" must be an ISO 8601 moment.',
              extensions: { code: 'INVALID_PAYLOAD' },
            },
          ],
        })
        return
      }
      try {
        res.json({ data: await run(now) })
      } catch (error) {
        logger.error(`lead-routing: ${(error as Error).message}`)
        res.status(500).json({
          errors: [
            { message: 'The lead routing failed.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          ],
        })
      }
    }),
  )
}

export default (register: Register, extension: Extension) =>
  registerLeadRouting(register, extension)
