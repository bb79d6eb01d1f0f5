/**
 * The mails of a lead in its history, on a real Directus: serve.ts boots one whose SMTP server is
 * this test's, which refuses some recipients (550) like a real one refuses an unknown mailbox.
 * Each mail of the quote flow leaves a `mail` row, `sent` or `failed`; a lead whose dealer got no
 * mail shows on the office's dashboard; the visitor reads who calls them by when.
 */
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { workingDaysAfter } from '@lamella/i18n'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import { dashboardName, officeDashboard } from '../schema/dashboard.ts'
import { mailCatalogue, mailKit } from '../schema/mail-kit.ts'
import { dealerNotToldFilter } from '../schema/mail-log.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

interface Received {
  to: string[]
  html: string
}

interface Event {
  action: string
  status: string | null
  detail: string | null
  user: string | null
}

let cms: TestCms
let admin: Api
let writer: Api
let server: SMTPServer
const received: Received[] = []
/** addresses the mail server refuses */
const refused = new Set<string>()
let dealer: { id: number; name: string; email: string }
let silent: { id: number; name: string; email: string }

/** Stores a request with the form writer's token, as the site does, and answers its id. */
async function submit(request: Record<string, unknown>): Promise<number> {
  await writer.post('/items/quote_requests', {
    phone: '+32 470 12 34 56',
    address: 'Rue Neuve 1',
    postal_code: '1000',
    municipality: 'Bruxelles',
    pool_built: 'yes',
    country: 'BE',
    consent: true,
    ...request,
  })
  // the form writer may not read what it stored
  const [stored] = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
    filter: { email: { _eq: request.email } },
    fields: 'id',
    sort: '-id',
    limit: 1,
  })
  if (!stored) throw new Error('the request was not stored')
  return stored.id
}

/** The lead's mail rows, once there are `count` of them. */
async function mailRows(lead: number, count: number): Promise<Event[]> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const rows = await admin.get<Event[]>('/items/lead_events', {
      filter: { lead: { _eq: lead }, action: { _eq: 'mail' } },
      fields: 'action,status,detail,user',
      sort: 'id',
      limit: -1,
    })
    if (rows.length >= count || Date.now() > deadline) return rows
    await sleep(200)
  }
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
      else callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            html: typeof parsed.html === 'string' ? parsed.html : '',
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  // a client that hangs up mid-session is no failure of the test
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  cms = await startTestCms('mail-log', {
    EMAIL_SMTP_HOST: '127.0.0.1',
    EMAIL_SMTP_PORT: String(port),
    EMAIL_SMTP_SECURE: 'false',
    EMAIL_SMTP_IGNORE_TLS: 'true',
  })
  admin = cms.admin
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
  const dealers = await admin.get<Array<{ id: number; name: string; email: string }>>(
    '/items/dealers',
    { filter: { email: { _nnull: true } }, fields: 'id,name,email', sort: 'id', limit: 2 },
  )
  const [first, second] = dealers
  if (!first || !second) throw new Error('the seed has no dealers with e-mail addresses')
  dealer = first
  silent = second
  refused.add(silent.email.toLowerCase())
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
}, 30_000)

describe('the history of a lead’s mails', () => {
  it('records the visitor’s, the office’s and the dealer’s mail as sent, in words, by nobody', async () => {
    const email = `camille-${Date.now()}@example.test`
    const lead = await submit({
      kind: 'appointment',
      locale: 'fr-BE',
      name: 'Camille',
      email,
      dealer: dealer.id,
    })
    const rows = await mailRows(lead, 3)
    expect(rows).toEqual([
      { action: 'mail', status: 'sent', detail: 'visitor', user: null },
      { action: 'mail', status: 'sent', detail: 'office', user: null },
      { action: 'mail', status: 'sent', detail: `dealer: ${dealer.name}`, user: null },
    ])
    expect(JSON.stringify(rows)).not.toContain(email)
  }, 60_000)

  it('records a mail the server refuses as failed, and the others as sent', async () => {
    const email = `refuse-${Date.now()}@example.test`
    refused.add(email)
    const lead = await submit({ kind: 'mail', locale: 'de', name: 'Jonas', email })
    expect(await mailRows(lead, 2)).toEqual([
      {
        action: 'mail',
        status: 'failed',
        detail: 'refused by the mail server (550) — visitor',
        user: null,
      },
      { action: 'mail', status: 'sent', detail: 'office', user: null },
    ])
  }, 60_000)

  it('shows the office a lead whose dealer was never told', async () => {
    const told = await submit({
      kind: 'appointment',
      locale: 'nl',
      name: 'An',
      email: `an-${Date.now()}@example.test`,
      dealer: dealer.id,
    })
    const lost = await submit({
      kind: 'appointment',
      locale: 'nl',
      name: 'Bo',
      email: `bo-${Date.now()}@example.test`,
      dealer: silent.id,
    })
    expect((await mailRows(told, 3)).at(-1)?.status).toBe('sent')
    expect((await mailRows(lost, 3)).at(-1)).toMatchObject({
      status: 'failed',
      detail: `refused by the mail server (550) — dealer: ${silent.name}`,
    })
    // the panel's filter counts a lead ten minutes after it came in: these two are made older
    const old = new Date(Date.now() - 20 * 60_000).toISOString()
    for (const id of [told, lost])
      await admin.patch(`/items/quote_requests/${id}`, { date_created: old })
    const flagged = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
      filter: dealerNotToldFilter,
      fields: 'id',
      limit: -1,
    })
    expect(flagged.map((row) => row.id)).toContain(lost)
    expect(flagged.map((row) => row.id)).not.toContain(told)
  }, 60_000)

  it('shows mail rows in the request’s history with whom they went to', async () => {
    const field = await admin.get<{ meta: { options: { template: string } } }>(
      '/fields/quote_requests/history',
    )
    expect(field.meta.options.template).toContain('{{detail}}')
  })
})

describe('the visitor’s confirmation', () => {
  it('names the dealer and the day they call, in French for fr-BE, when the request has a deadline', async (context) => {
    const fields = await admin.get<Array<{ field: string }>>('/fields/quote_requests')
    if (!fields.some((field) => field.field === 'accept_by')) context.skip()
    const email = `claire-${Date.now()}@example.test`
    const lead = await submit({
      kind: 'appointment',
      locale: 'fr-BE',
      name: 'Claire',
      email,
      dealer: dealer.id,
    })
    await mailRows(lead, 3)
    const stored = await admin.get<{ accept_by: string | null }>(`/items/quote_requests/${lead}`, {
      fields: 'accept_by',
    })
    if (!stored.accept_by) context.skip()
    const kit = mailKit(mailCatalogue())
    const day = kit.day(
      Date.parse(`${workingDaysAfter(Date.parse(stored.accept_by ?? ''), 1)}T12:00:00Z`),
      'fr',
    )
    const mail = received.find((item) => item.to.includes(email))
    expect(mail?.html).toContain(`${dealer.name} vous contactera au plus tard le ${day}.`)
  }, 60_000)
})

describe('the office’s dashboard', () => {
  it('has every panel of the definition, titled in the office’s language', async () => {
    const settings = await admin.get<{ office_language: 'nl' | 'fr' | 'de' | 'en' }>(
      '/items/global_settings',
      { fields: 'office_language' },
    )
    const [dashboard] = await admin.get<Array<{ id: string }>>('/dashboards', {
      filter: { name: { _eq: dashboardName } },
      fields: 'id',
    })
    const panels = await admin.get<Array<{ name: string }>>('/panels', {
      filter: { dashboard: { _eq: dashboard?.id } },
      fields: 'name',
      limit: -1,
    })
    expect(panels.map((panel) => panel.name).sort()).toEqual(
      officeDashboard(settings.office_language)
        .panels.map((panel) => panel.name)
        .sort(),
    )
  })

  it('answers the queries of its new panels', async () => {
    for (const panel of officeDashboard().panels.filter((item) => item.type === 'metric')) {
      const {
        collection,
        field,
        function: fn,
        filter,
      } = panel.options as {
        collection: string
        field: string
        function: string
        filter: object
      }
      const [result] = await admin
        .get<Array<Record<string, Record<string, unknown>>>>(`/items/${collection}`, {
          aggregate: { [fn]: [field] },
          filter,
        })
        .catch((error: Error) => {
          // a panel over a field another part of the schema has not added yet answers nothing
          if (/accept_by/.test(error.message)) return [{ [fn]: { [field]: 0 } }]
          throw error
        })
      expect(Number(result?.[fn]?.[field])).not.toBeNaN()
    }
  })
})
