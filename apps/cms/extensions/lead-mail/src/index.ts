/**
 * The flow operation "Send a lead's mail" (`lead-mail`): sends one mail of a quote request and
 * writes a row of the request's history (`lead_events`): `action` `mail`, `status` `sent` or
 * `failed`, `detail` who it went to in words (`visitor`, `office`, `dealer: <name>`), after the
 * reason when it failed (`no mail server — office`), and no `user`. A sent mail's detail starts
 * with its reader, so that one condition finds the leads whose dealer got none (Directus' `_none`
 * on a relation applies only one condition of its filter correctly).
 *
 * Directus' own mail operation sends in the background and only logs a failure, so a refused
 * mail was lost without a trace. This one waits for the mail server's answer. It resolves either
 * way, so that one refused mail does not keep the others of the flow from going out; the history
 * row is the record. Without a mail server (`MAIL_TRANSPORT` `none`, scripts/directus.ts) it
 * tries nothing and records the mail as failed.
 *
 * One module serves as both halves of the operation: the Data Studio reads its name, options and
 * overview, the API its handler. It imports nothing (the Studio bundles it for the browser);
 * Directus hands the handler its services.
 */

type Row = Record<string, unknown>

export const operationId = 'lead-mail'
export const eventsCollection = 'lead_events'
export const mailAction = 'mail'
export const noMailServer = 'no mail server'

export interface LeadMailOptions {
  to?: unknown
  subject?: unknown
  body?: unknown
  replyTo?: unknown
  /** the quote request's id; without one the mail is sent and nothing is recorded */
  lead?: unknown
  /** who the mail is for, in words: never the visitor's address */
  who?: unknown
}

interface Service {
  send?(mail: Row): Promise<unknown>
  createOne?(row: Row, opts: { emitEvents: boolean }): Promise<unknown>
}

type ServiceClass = new (options: {
  schema: unknown
  knex: unknown
  accountability: null
}) => Service

export interface OperationContext {
  services: {
    MailService: ServiceClass
    ItemsService: new (
      collection: string,
      options: { schema: unknown; knex: unknown; accountability: null },
    ) => Service
  }
  env: Row
  database: unknown
  getSchema(options?: { database?: unknown }): Promise<unknown>
  logger: { warn(message: string): void; error(message: string): void }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/** A lead's id as stored: an integer where the template rendered one as text. */
const leadKey = (value: unknown): string | number | null => {
  const key = text(value)
  if (!key) return null
  return /^\d+$/.test(key) ? Number(key) : key
}

const connectionCodes = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED'])

/**
 * Why a send failed, in words fit for the history: never the server's own message, which may
 * repeat the recipient's address.
 */
export function failureReason(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Row
  const code = text(failure.code)
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null
  if (status !== null) return `refused by the mail server (${status})`
  if (connectionCodes.has(code)) return 'mail server unreachable'
  if (code === 'EENVELOPE') return 'no valid recipient'
  if (code === 'EAUTH') return 'mail server refused the sign-in'
  return code ? `not sent (${code})` : 'not sent'
}

/** The history row of one mail. */
export function mailEvent(lead: string | number, who: string, failure: string | null): Row {
  return {
    lead,
    user: null,
    action: mailAction,
    status: failure === null ? 'sent' : 'failed',
    detail: failure === null ? who : `${failure} — ${who}`,
  }
}

export async function sendLeadMail(
  options: LeadMailOptions,
  { services, env, database, getSchema, logger }: OperationContext,
): Promise<{ status: 'sent' | 'failed'; who: string; reason: string | null }> {
  const schema = await getSchema({ database })
  const who = text(options.who) || 'someone'
  let reason: string | null = null
  if (text(env.MAIL_TRANSPORT) === 'none') reason = noMailServer
  else {
    try {
      await new services.MailService({ schema, knex: database, accountability: null }).send?.({
        to: text(options.to),
        subject: text(options.subject),
        html: typeof options.body === 'string' ? options.body : '',
        ...(text(options.replyTo) ? { replyTo: text(options.replyTo) } : {}),
      })
    } catch (error) {
      reason = failureReason(error)
      logger.warn(`lead-mail: the mail to the ${who.split(':')[0]} was not sent: ${reason}`)
    }
  }
  const lead = leadKey(options.lead)
  if (lead !== null) {
    try {
      await new services.ItemsService(eventsCollection, {
        schema,
        knex: database,
        accountability: null,
      }).createOne?.(mailEvent(lead, who, reason), { emitEvents: false })
    } catch (error) {
      logger.error(`lead-mail: the history row was not written: ${(error as Error).message}`)
    }
  }
  return { status: reason === null ? 'sent' : 'failed', who, reason }
}

const field = (name: string, label: string, note: string) => ({
  field: name,
  name: label,
  type: 'string',
  meta: { width: 'full', interface: 'input', note },
})

export default {
  id: operationId,
  name: 'Send a lead’s mail',
  icon: 'outgoing_mail',
  description: 'Sends a mail of a quote request and records in its history whether it went out.',
  overview: (options: LeadMailOptions) => [
    { label: 'To', text: text(options.who) },
    { label: 'Subject', text: text(options.subject) },
  ],
  options: [
    field('to', 'To', 'The address, or a template that gives it.'),
    field('subject', 'Subject', ''),
    {
      field: 'body',
      name: 'Body (HTML)',
      type: 'text',
      meta: { width: 'full', interface: 'input-multiline' },
    },
    field('replyTo', 'Reply to', ''),
    field('lead', 'Quote request', 'The id of the request whose history records the mail.'),
    field('who', 'Recipient in words', 'visitor, office or dealer: <name>; never an address.'),
  ],
  handler: (options: LeadMailOptions, context: OperationContext) => sendLeadMail(options, context),
}
