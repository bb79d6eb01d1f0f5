/**
 * Publishing on a date (rules in schema/scheduling.ts, loaded from the CMS's folder like
 * extensions/lead-routing loads its own):
 *
 * - every minute (`PUBLISH_SCHEDULE_CRON`, default `* * * * *`), what is due is published or
 *   archived, and the promo banner switched on or off; with several Directus processes on Redis,
 *   Directus' synchronisation lets one of them run each time;
 * - `POST /scheduled-publishing/run`, for admins, with an optional `{ "now": "<ISO 8601>" }` as
 *   the clock (a test's), answers `{ "data": { "published", "unpublished", "banner" } }`.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

type Row = Record<string, unknown>

export const defaultCron = '* * * * *'
export const runPath = '/scheduled-publishing/run'

interface Accountability {
  admin?: boolean
}
interface Request {
  accountability?: Accountability | null
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

type Run = (
  context: { database: unknown; schema: unknown; services: unknown },
  now: number,
) => Promise<Row>

/** apps/cms/schema, found upwards of the Directus installation that runs this file. */
export function schemaFolder(start: string = process.argv[1] ?? ''): string {
  for (let folder = dirname(start); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'schema/scheduling.ts'))) return join(folder, 'schema')
    if (dirname(folder) === folder) throw new Error(`no apps/cms/schema above ${start}`)
  }
}

async function loadRun(): Promise<Run> {
  const { runSchedule } = await import(pathToFileURL(join(schemaFolder(), 'scheduling.ts')).href)
  return runSchedule as Run
}

/** `{ now }` of a body as epoch ms, the fallback without one, null when it is no moment. */
export function clockOf(body: unknown, fallback: number): number | null {
  const now = typeof body === 'object' && body !== null ? (body as Row).now : undefined
  if (now === undefined || now === null) return fallback
  const time = typeof now === 'string' ? Date.parse(now) : Number.NaN
  return Number.isNaN(time) ? null : time
}

export function registerScheduledPublishing(
  { schedule, init }: Register,
  { services, database, getSchema, env, logger }: Extension,
  load: () => Promise<Run> = loadRun,
): void {
  let loaded: Promise<Run> | null = null
  const run = async (now: number) =>
    (await (loaded ??= load()))({ database, schema: await getSchema(), services }, now)

  const cron = typeof env.PUBLISH_SCHEDULE_CRON === 'string' && env.PUBLISH_SCHEDULE_CRON.trim()
  schedule(cron || defaultCron, async () => {
    try {
      await run(Date.now())
    } catch (error) {
      logger.error(`scheduled-publishing: ${(error as Error).message}`)
    }
  })

  init('routes.before', ({ app }) =>
    app.post(runPath, async (req, res) => {
      if (req.accountability?.admin !== true) {
        res.status(403).json({
          errors: [
            {
              message: 'Only administrators may run the schedule.',
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
        logger.error(`scheduled-publishing: ${(error as Error).message}`)
        res.status(500).json({
          errors: [
            { message: 'The schedule failed.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          ],
        })
      }
    }),
  )
}

export default (register: Register, extension: Extension) =>
  registerScheduledPublishing(register, extension)
