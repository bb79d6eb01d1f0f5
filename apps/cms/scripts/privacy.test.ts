/**
 * Personal data in quote requests on a real Directus that serve.ts boots from the seed: nothing
 * of a visitor's details in revisions or activity once the mails are composed, the nightly
 * anonymisation (on a schedule of every two seconds) of a request made to look 25 months old,
 * and the office's export and erase of one person's requests.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import { eraseFlowName, exportFlowName, personalFields } from '../schema/privacy.ts'
import { readEnvFile } from './env-file.ts'
import type { SmtpSink } from './smtp-sink.ts'
import { startSmtpSink } from './smtp-sink.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
let sink: SmtpSink
let admin: Api
let writer: Api
let adminToken: string
let dealerId: number

interface StoredRequest {
  id: number
  date_created: string
  kind: string
  name: string | null
  email: string | null
  phone: string | null
  address: string | null
  message: string | null
  dealer_note: string | null
  postal_code: string | null
  country: string | null
  dealer: number | null
  status: string
  consent_version: string | null
  anonymised_at: string | null
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** A quote request as the site stores it, with the form writer's token; answers its id. */
async function submit(fields: Record<string, unknown> = {}): Promise<number> {
  const email = (fields.email as string | undefined) ?? `visitor-${unique()}@example.test`
  await writer.post('/items/quote_requests', {
    kind: 'appointment',
    locale: 'nl',
    name: 'Visitor',
    phone: '+32 470 12 34 56',
    address: 'Korenmarkt 1',
    postal_code: '9000',
    municipality: 'Gent',
    country: 'BE',
    region: 'East Flanders',
    dealer: dealerId,
    pool_built: 'no',
    message: 'Bel me na 18 uur.',
    consent: true,
    consent_version: '2026-11',
    submission_id: unique(),
    ...fields,
    email,
  })
  const stored = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
    filter: { email: { _eq: email } },
    fields: 'id',
    sort: '-id',
    limit: 1,
  })
  if (!stored[0]) throw new Error('the request was not stored')
  return stored[0].id
}

const read = (id: number) =>
  admin.get<StoredRequest>(`/items/quote_requests/${id}`, { fields: '*' })

/** Runs a manual flow as Directus' Data Studio does; its answer is the flow's return value. */
async function trigger(name: string, body: Record<string, unknown>, token = adminToken) {
  const [flow] = await admin.get<Array<{ id: string }>>('/flows', {
    filter: { name: { _eq: name } },
    fields: 'id',
  })
  if (!flow) throw new Error(`no flow ${name}`)
  const response = await fetch(`${cms.url}/flows/trigger/${flow.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ collection: 'quote_requests', ...body }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(250)
  }
}

const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString()
}

beforeAll(async () => {
  sink = await startSmtpSink()
  cms = await startTestCms('privacy-test', {
    EMAIL_SMTP_HOST: sink.host,
    EMAIL_SMTP_PORT: String(sink.port),
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'quotes@lamella.test',
    // with seconds: the anonymisation runs every two seconds instead of every night
    QUOTE_RETENTION_CRON: '*/2 * * * * *',
  })
  admin = cms.admin
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
  const secrets = readEnvFile(join(cms.dataDir, 'secrets.env'))
  const login = await fetch(`${cms.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD }),
  })
  adminToken = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const [dealer] = await admin.get<Array<{ id: number }>>('/items/dealers', {
    filter: { email: { _nnull: true } },
    fields: 'id',
    limit: 1,
  })
  if (!dealer) throw new Error('the seed has no dealer with an e-mail address')
  dealerId = dealer.id
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  await sink?.close()
})

describe('what Directus keeps of a request besides the request', () => {
  it('has no revision or activity with the visitor’s name or e-mail once the mails are sent', async () => {
    const email = `trace-${unique()}@example.test`
    const name = `Tracé ${unique()}`
    const id = await submit({ email, name })
    await sink.waitFor((mail) => mail.to.includes(email))
    // the office and the dealer get theirs in the same run
    await sink.waitFor((mail) => mail.text.includes(name), 2)
    // a dealer's follow-up is an update of the request
    await admin.patch(`/items/quote_requests/${id}`, {
      status: 'contacted',
      dealer_note: `Called ${name}`,
    })

    const revisions = await admin.get<unknown[]>('/revisions', { limit: -1, fields: '*' })
    const activity = await admin.get<unknown[]>('/activity', { limit: -1, fields: '*' })
    for (const rows of [revisions, activity]) {
      const text = JSON.stringify(rows)
      expect(text).not.toContain(email)
      expect(text).not.toContain(name)
    }
    // the runs and the saves are still on record, without their data
    expect(activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ collection: 'quote_requests', item: String(id) }),
        expect.objectContaining({ collection: 'directus_flows', action: 'run' }),
      ]),
    )
  })
})

describe('the nightly anonymisation', () => {
  it('anonymises a request 25 months old and keeps its statistics; a recent one stays', async () => {
    const old = await submit({ message: 'Oud verzoek' })
    const recent = await submit()
    await admin.patch(`/items/quote_requests/${old}`, {
      date_created: monthsAgo(25),
      status: 'won',
      dealer_note: 'Zwembad geleverd',
    })
    await admin.patch(`/items/quote_requests/${recent}`, { date_created: monthsAgo(23) })
    const before = await read(old)

    const after = await until(async () => {
      const row = await read(old)
      return row.anonymised_at ? row : undefined
    })
    for (const field of personalFields) expect(after[field as keyof StoredRequest]).toBeNull()
    expect(after).toMatchObject({
      id: old,
      date_created: before.date_created,
      kind: 'appointment',
      postal_code: '9000',
      country: 'BE',
      dealer: dealerId,
      status: 'won',
      consent_version: '2026-11',
    })
    // two more runs later, the recent request still has its details
    await sleep(4_500)
    const kept = await read(recent)
    expect(kept.anonymised_at).toBeNull()
    expect(kept.email).toMatch(/@example\.test$/)
    expect(kept.name).toBe('Visitor')
  }, 60_000)
})

describe('the office’s export and erase of one person’s requests', () => {
  it('exports every request with that address, whatever its case, and no one else’s', async () => {
    const email = `jan-${unique()}@example.test`
    const first = await submit({ email, name: 'Jan Peeters' })
    const second = await submit({ email: email.toUpperCase(), name: 'Jan Peeters' })
    await submit({ name: 'Someone else' })

    const { status, body } = await trigger(exportFlowName, { email: ` ${email} ` })
    expect({ status, body }).toMatchObject({ status: 200 })
    const rows = body as StoredRequest[]
    expect(rows.map((row) => row.id)).toEqual([first, second])
    expect(rows[0]).toMatchObject({ name: 'Jan Peeters', address: 'Korenmarkt 1', email })
  })

  it('erases them: their details are gone, the rest stays, other people’s requests are untouched', async () => {
    const email = `an-${unique()}@example.test`
    const mine = [await submit({ email, name: 'An Claes' }), await submit({ email })]
    const other = await submit({ name: 'Other' })

    const { status, body } = await trigger(eraseFlowName, { email })
    expect({ status, body }).toMatchObject({ status: 200 })
    expect(body).toEqual(mine)
    for (const id of mine) {
      const row = await read(id)
      for (const field of personalFields) expect(row[field as keyof StoredRequest]).toBeNull()
      expect(row.anonymised_at).not.toBeNull()
      expect(row).toMatchObject({ postal_code: '9000', dealer: dealerId })
    }
    expect((await read(other)).name).toBe('Other')
    const again = await trigger(exportFlowName, { email })
    expect(again.body).toEqual([])
  })

  it('refuses anyone but an administrator, and a question without an e-mail address', async () => {
    const victim = await submit({ name: 'Not erased' })
    const { email } = await read(victim)
    const [role] = await admin.get<Array<{ id: string }>>('/roles', {
      filter: { name: { _eq: 'Dealer' } },
      fields: 'id',
    })
    const password = `pw-${unique()}`
    const dealerEmail = `staff-${unique()}@dealers.lamella.example.com`
    await admin.post('/users', { email: dealerEmail, password, role: role?.id, dealer: dealerId })
    const login = await fetch(`${cms.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: dealerEmail, password }),
    })
    const dealerToken = ((await login.json()) as { data: { access_token: string } }).data
      .access_token

    expect((await trigger(eraseFlowName, { email }, dealerToken)).status).toBe(403)
    expect((await trigger(exportFlowName, { email }, dealerToken)).status).toBe(403)
    expect((await trigger(eraseFlowName, { email }, cms.tokens.DIRECTUS_FORM_TOKEN)).status).toBe(
      403,
    )
    const empty = await trigger(eraseFlowName, { email: '' })
    expect(empty.status).toBe(400)
    expect((await read(victim)).name).toBe('Not erased')
  })
})
