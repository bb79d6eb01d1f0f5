/**
 * One run of the lead routing, inside Directus (extensions/lead-routing loads this module):
 *
 * - a lead still new with a dealer is reminded once from `reminderAt` until its `accept_by`;
 * - past `accept_by` it goes to the next nearest dealer (lead-routing.ts), or to the office when
 *   none is left, with a fresh promise, a `rerouted` history row and four mails;
 * - a request the office answers (no dealer), still new past `accept_by`, reminds the office once.
 *
 * Every change is one conditional UPDATE that names the state it was read in, so when two runs
 * (two processes, or a restart mid-run) meet the same lead only one changes it, and only that one
 * writes its history and sends its mails. A mark is written before its mail is sent: a mail
 * server that refuses one loses that mail, never sends it twice.
 */
import type { Mail, Row } from './mail-kit.ts'
import { mailCatalogue, mailKit } from './mail-kit.ts'
import {
  acceptDays,
  brusselsDay,
  contactDay,
  officeDay,
  officeDays,
  promiseEnd,
  reminderAt,
} from './lead-deadline.ts'
import type { RoutingDealer } from './lead-routing.ts'
import { leadAddress, nextDealer, offeredIds } from './lead-routing.ts'
import type { RoutingContext } from './lead-routing-mail.ts'
import { overdueMail, reminderMail, reroutedMails } from './lead-routing-mail.ts'
import { scoreDealers, scoredColumns, scoresCollection } from './dealer-scores.ts'

interface Query extends PromiseLike<Row[]> {
  where(column: string, value: unknown): Query
  delete(): PromiseLike<number>
  insert(rows: Row[]): PromiseLike<unknown>
  whereNotNull(column: string): Query
  whereNull(column: string): Query
  select(...columns: string[]): Query
  first(...columns: string[]): PromiseLike<Row | undefined>
  update(values: Row): PromiseLike<number>
}
export type Knex = ((table: string) => Query) & {
  transaction<T>(work: (trx: (table: string) => Query) => Promise<T>): Promise<T>
}

interface ServiceOptions {
  schema: unknown
  knex: unknown
  accountability: null
}

export interface RunServices {
  ItemsService: new (
    collection: string,
    options: ServiceOptions,
  ) => {
    readOne(key: unknown, query: { fields: string[] }): Promise<Row>
    createOne(row: Row, opts: { emitEvents: boolean }): Promise<unknown>
  }
  PayloadService: new (
    collection: string,
    options: ServiceOptions,
  ) => { processValues(action: 'update', payload: Row): Promise<Row> }
  MailService: new (options: { schema: unknown; knex: unknown }) => {
    send(mail: Row): Promise<unknown>
  }
}

export interface RunContext {
  database: Knex
  schema: unknown
  services: RunServices
  env: Record<string, unknown>
  logger: { error(message: string): void }
}

export interface RunSummary {
  /** dealers reminded before their promise ended */
  reminded: number
  /** leads passed to another dealer */
  rerouted: number
  /** leads no dealer was left for, passed to the office */
  toOffice: number
  /** requests the office answers, reminded to the office past their promise */
  officeReminded: number
}

const leads = 'quote_requests'
const leadColumns = [
  'id',
  'kind',
  'status',
  'dealer',
  'accept_by',
  'reminded_at',
  'date_created',
  'rerouted_at',
  'offered_dealers',
  'latitude',
  'longitude',
  'country',
  'postal_code',
]
const dealerColumns = [
  'id',
  'name',
  'status',
  'email',
  'lead_email',
  'language',
  'country',
  'latitude',
  'longitude',
  'postal_code',
  'paused_until',
]
/** What the mails write out of a request (the new request's mail reads the same). */
const mailFields = ['*', 'pool.translations.languages_code', 'pool.translations.title']
const settingsColumns = [
  'brand',
  'email',
  'quote_email',
  'office_language',
  'accept_working_days',
  'office_answer_working_days',
]

/**
 * A stored moment as epoch ms, however the database answers it: a Date, epoch ms, or text
 * (SQLite keeps Directus' timestamps as UTC text without a zone).
 */
export function storedTime(value: unknown): number | null {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || value === '') return null
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`
  const time = Date.parse(zoned)
  return Number.isNaN(time) ? null : time
}

/**
 * A stored date as `YYYY-MM-DD`. Directus writes a date as a Date at local midnight, which SQLite
 * keeps as epoch ms, and reads it back with the local calendar: so does this.
 */
export function storedDay(value: unknown): string | null {
  if (typeof value === 'string') return value.slice(0, 10) || null
  if (typeof value !== 'number' && !(value instanceof Date)) return null
  const date = new Date(value)
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const iso = (time: number) => new Date(time).toISOString()

export async function runLeadRouting(context: RunContext, now: number): Promise<RunSummary> {
  const { database, schema, services, env, logger } = context
  const summary: RunSummary = { reminded: 0, rerouted: 0, toOffice: 0, officeReminded: 0 }
  const settings = (await database('global_settings').first(...settingsColumns)) ?? {}
  const kit = mailKit(mailCatalogue())
  const mailing: RoutingContext = {
    kit,
    settings,
    site: typeof env.SITE_PUBLIC_URL === 'string' ? env.SITE_PUBLIC_URL : '',
  }
  const canMail = env.MAIL_TRANSPORT !== 'none'
  const options = { schema, knex: database, accountability: null }
  const payloads = new services.PayloadService(leads, options)
  const read = (id: unknown) =>
    new services.ItemsService(leads, options).readOne(id, { fields: mailFields })
  const send = async (mails: Mail[]) => {
    if (!canMail) return
    const mailer = new services.MailService({ schema, knex: database })
    for (const mail of mails) {
      if (!mail.to) continue
      try {
        await mailer.send({
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          replyTo: mail.replyTo ?? undefined,
        })
      } catch (error) {
        logger.error(`lead-routing: a mail to ${mail.to} failed: ${(error as Error).message}`)
      }
    }
  }
  /** Writes `changes` when the lead is still new and its `columns` still read as in `was`; whether it did. */
  const claim = async (
    was: Row,
    changes: Row,
    columns: readonly string[] = ['dealer', 'accept_by', 'reminded_at'],
  ): Promise<boolean> => {
    let query = database(leads).where('id', was.id).where('status', 'new')
    for (const column of columns)
      query =
        was[column] === null || was[column] === undefined
          ? query.whereNull(column)
          : query.where(column, was[column])
    return (await query.update(await payloads.processValues('update', changes))) === 1
  }

  const open = await database(leads)
    .select(...leadColumns)
    .where('status', 'new')
    .whereNotNull('accept_by')
  if (open.length === 0) return withScores(context, now, summary)
  const dealers = (await database('dealers').select(...dealerColumns)).map((row) => ({
    ...row,
    paused_until: storedDay(row.paused_until),
  })) as unknown as RoutingDealer[]
  const dealerById = new Map(dealers.map((dealer) => [Number(dealer.id), dealer]))
  const today = brusselsDay(now)

  for (const lead of open) {
    const due = storedTime(lead.accept_by)
    if (due === null) continue
    const dealer = lead.dealer === null ? null : (dealerById.get(Number(lead.dealer)) ?? null)

    if (lead.dealer === null) {
      if (now < due || lead.reminded_at !== null || !canMail) continue
      if (!(await claim(lead, { reminded_at: iso(now) }))) continue
      summary.officeReminded += 1
      await send([overdueMail(mailing, await read(lead.id), due)])
      continue
    }
    if (!dealer) continue

    if (now < due) {
      const start = storedTime(lead.rerouted_at) ?? storedTime(lead.date_created) ?? due
      if (lead.reminded_at !== null || now < reminderAt(start, due) || !canMail) continue
      if (!leadAddress(dealer)) continue
      if (!(await claim(lead, { reminded_at: iso(now) }))) continue
      summary.reminded += 1
      await send([reminderMail(mailing, await read(lead.id), dealer, due)])
      continue
    }

    const offered = offeredIds(lead.offered_dealers)
    const excluded = new Set([...offered, dealer.id])
    const next = nextDealer(lead, dealers, excluded, today)
    const fresh = promiseEnd(now, next ? acceptDays(settings) : officeDays(settings))
    const won = await claim(
      lead,
      {
        dealer: next?.id ?? null,
        offered_dealers: [...excluded, ...(next ? [next.id] : [])],
        rerouted_at: iso(now),
        accept_by: iso(fresh),
        reminded_at: null,
      },
      ['dealer', 'accept_by'],
    )
    if (!won) continue
    if (next) summary.rerouted += 1
    else summary.toOffice += 1
    try {
      await new services.ItemsService('lead_events', options).createOne(
        {
          lead: lead.id,
          user: null,
          action: 'rerouted',
          status: null,
          detail: `${dealer.name} → ${next?.name ?? kit.text(settings.brand)}`,
        },
        { emitEvents: false },
      )
    } catch (error) {
      logger.error(`lead-routing: ${(error as Error).message}`)
    }
    await send(
      reroutedMails(mailing, {
        request: await read(lead.id),
        previous: dealer,
        next,
        passed: due,
        due: fresh,
        contactBy: next
          ? contactDay(now, acceptDays(settings))
          : officeDay(now, officeDays(settings)),
      }),
    )
  }
  return withScores(context, now, summary)
}

/**
 * Works out each dealer's figures from every appointment request (dealer-scores.ts) and puts them
 * in place of the last run's, in one transaction, so the dashboard never reads half a run. A
 * failure is logged: the routing itself is done by then.
 */
async function withScores(
  { database, schema, services, logger }: RunContext,
  now: number,
  summary: RunSummary,
): Promise<RunSummary> {
  try {
    const rows = await database(leads).select(...scoredColumns)
    // stored as Directus stores a timestamp in this database
    const payloads = new services.PayloadService(scoresCollection, {
      schema,
      knex: database,
      accountability: null,
    })
    const scores = await Promise.all(
      scoreDealers(rows, now, storedTime).map((score) =>
        payloads.processValues('update', { ...score, updated_at: iso(now) }),
      ),
    )
    await database.transaction(async (trx) => {
      await trx(scoresCollection).delete()
      if (scores.length > 0) await trx(scoresCollection).insert(scores)
    })
  } catch (error) {
    logger.error(`lead-routing: the dealers' figures were not written: ${(error as Error).message}`)
  }
  return summary
}
