/**
 * The dealers' leads end to end, on a real Directus that serve.ts boots from the seed: what a
 * dealer's user may see and change, the stamp of a status change, the reminder of a request left
 * new (on a schedule of every two seconds, mailed to an SMTP sink), and the office's dashboard.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { catalogues } from '@lamella/i18n/catalogues'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { globalSettings } from '../seed/content/global.ts'
import type { Api } from '../schema/api.ts'
import { createApi, login } from '../schema/api.ts'
import { dashboardName, officeDashboard } from '../schema/dashboard.ts'
import { workingDaysBefore } from '../schema/working-days.ts'
import type { SinkMail, SmtpSink } from './smtp-sink.ts'
import { startSmtpSink } from './smtp-sink.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

const studio = 'https://cms.lamella.test'
const office = globalSettings.quote_email

let cms: TestCms
let sink: SmtpSink
let admin: Api
let writer: Api

interface Dealer {
  id: number
  name: string
  email: string
}
/** a Flemish dealer (Dutch mails) and the one in Eupen (German mails) */
let flemish: Dealer
let eupen: Dealer

interface DealerUser {
  id: string
  api: Api
}
let ofFlemish: DealerUser
let ofEupen: DealerUser

/** A quote request as the site stores it, read back as admin; answers its id. */
async function submit(fields: Record<string, unknown>): Promise<number> {
  const email = `lead-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`
  await writer.post('/items/quote_requests', {
    kind: 'appointment',
    locale: 'nl',
    name: 'Lead',
    email,
    address: 'Korenmarkt 1',
    postal_code: '9000',
    municipality: 'Gent',
    country: 'BE',
    pool_built: 'no',
    consent: true,
    ...fields,
  })
  const [stored] = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
    filter: { email: { _eq: email } },
    fields: 'id',
  })
  if (!stored) throw new Error('the request was not stored')
  return stored.id
}

interface Stamped {
  status: string
  status_changed_at: string | null
  status_changed_by: string | null
  dealer_note: string | null
  reminded_at: string | null
}
const read = (id: number) =>
  admin.get<Stamped>(`/items/quote_requests/${id}`, {
    fields: 'status,status_changed_at,status_changed_by,dealer_note,reminded_at',
  })

async function dealerUser(role: string, dealer: number | null, name: string): Promise<DealerUser> {
  const email = `${name}@dealers.lamella.example.com`
  const password = `pw-${name}-${Date.now()}`
  const { id } = await admin.post<{ id: string }>('/users', { email, password, role, dealer })
  return { id, api: await login(cms.url, email, password) }
}

beforeAll(async () => {
  sink = await startSmtpSink()
  cms = await startTestCms('leads-test', {
    EMAIL_SMTP_HOST: sink.host,
    EMAIL_SMTP_PORT: String(sink.port),
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'quotes@lamella.test',
    CMS_PUBLIC_URL: studio,
    // with seconds: the reminder runs every two seconds instead of weekday mornings
    QUOTE_REMINDER_CRON: '*/2 * * * * *',
  })
  admin = cms.admin
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)

  const dealers = await admin.get<Array<Dealer & { municipality: string }>>('/items/dealers', {
    fields: 'id,name,email,municipality',
    sort: 'id',
    limit: -1,
  })
  const inGent = dealers.find((item) => item.municipality === 'Gent')
  const inEupen = dealers.find((item) => item.municipality === 'Eupen')
  if (!inGent || !inEupen) throw new Error('the seed has no dealers in Gent and Eupen')
  flemish = inGent
  eupen = inEupen
  const [role] = await admin.get<Array<{ id: string }>>('/roles', {
    filter: { name: { _eq: 'Dealer' } },
    fields: 'id',
  })
  if (!role) throw new Error('the setup made no Dealer role')
  ofFlemish = await dealerUser(role.id, flemish.id, 'gent')
  ofEupen = await dealerUser(role.id, eupen.id, 'eupen')
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  await sink?.close()
}, 30_000)

describe('a dealer’s user in the Data Studio', () => {
  let own: number
  let others: number
  let withoutDealer: number

  beforeAll(async () => {
    own = await submit({ dealer: flemish.id, name: 'Own lead' })
    others = await submit({ dealer: eupen.id, name: 'Another dealer’s lead' })
    withoutDealer = await submit({ kind: 'mail', name: 'Quote by mail' })
  })

  it('reads only the requests addressed to their dealer', async () => {
    const listed = await ofFlemish.api.get<Array<{ id: number; dealer: number }>>(
      '/items/quote_requests',
      { fields: 'id,dealer', limit: -1 },
    )
    expect(listed.map((item) => item.id)).toContain(own)
    expect(listed.every((item) => item.dealer === flemish.id)).toBe(true)
    expect(await ofFlemish.api.status('GET', `/items/quote_requests/${others}`)).toBe(403)
    expect(await ofFlemish.api.status('GET', `/items/quote_requests/${withoutDealer}`)).toBe(403)
    for (const filter of [{ dealer: { _eq: eupen.id } }, { id: { _in: [others, withoutDealer] } }])
      expect(await ofFlemish.api.get('/items/quote_requests', { filter })).toEqual([])
    expect(
      await ofEupen.api.get('/items/quote_requests', { filter: { id: { _eq: own } } }),
    ).toEqual([])
  })

  it('updates the status and notes of their own requests, and nothing of another dealer’s', async () => {
    await ofFlemish.api.patch(`/items/quote_requests/${own}`, {
      status: 'contacted',
      dealer_note: 'Called on Monday; visit planned.',
    })
    expect(await read(own)).toMatchObject({
      status: 'contacted',
      dealer_note: 'Called on Monday; visit planned.',
    })
    const change = { status: 'lost', dealer_note: 'Taken over' }
    expect(await ofFlemish.api.status('PATCH', `/items/quote_requests/${others}`, change)).toBe(403)
    expect(
      await ofFlemish.api.status('PATCH', '/items/quote_requests', {
        keys: [others],
        data: change,
      }),
    ).toBe(403)
    expect(await read(others)).toMatchObject({ status: 'new', dealer_note: null })
  })

  it('changes no other field of their own requests, and no status outside the workflow', async () => {
    for (const change of [
      { name: 'Renamed' },
      { dealer: eupen.id },
      { reminded_at: '2026-01-01T00:00:00.000Z' },
      { status: 'won', email: 'other@example.test' },
    ])
      expect(await ofFlemish.api.status('PATCH', `/items/quote_requests/${own}`, change)).toBe(403)
    expect(
      await ofFlemish.api.status('PATCH', `/items/quote_requests/${own}`, { status: 'archived' }),
    ).toBe(400)
    expect(await ofFlemish.api.status('DELETE', `/items/quote_requests/${own}`)).toBe(403)
    expect(
      await ofFlemish.api.status('POST', '/items/quote_requests', { kind: 'mail', name: 'x' }),
    ).toBe(403)
  })

  it('reads their own dealer and no settings, drafts or other collections', async () => {
    const dealers = await ofFlemish.api.get<Array<{ id: number }>>('/items/dealers', {
      fields: 'id',
    })
    expect(dealers.map((item) => item.id)).toEqual([flemish.id])
    expect(await ofFlemish.api.status('GET', '/items/global_settings')).toBe(403)
    expect(await ofFlemish.api.status('GET', '/items/pages')).toBe(403)
    expect(await ofFlemish.api.status('GET', '/items/posts')).toBe(403)
    const pools = await ofFlemish.api.get<Array<{ status: string }>>('/items/pools', {
      fields: 'status',
      limit: -1,
    })
    expect(pools.length).toBeGreaterThan(0)
    expect(pools.every((pool) => pool.status === 'published')).toBe(true)
  })

  it('cannot move themselves to another dealer', async () => {
    expect(await ofFlemish.api.status('PATCH', '/users/me', { dealer: eupen.id })).toBe(403)
    const [me] = await admin.get<Array<{ dealer: number }>>('/users', {
      filter: { id: { _eq: ofFlemish.id } },
      fields: 'dealer',
    })
    expect(me?.dealer).toBe(flemish.id)
  })

  it('sees nothing without a dealer, not even the requests that have none', async () => {
    const [role] = await admin.get<Array<{ id: string }>>('/roles', {
      filter: { name: { _eq: 'Dealer' } },
      fields: 'id',
    })
    const newcomer = await dealerUser(role?.id ?? '', null, 'newcomer')
    expect(await newcomer.api.get('/items/quote_requests', { limit: -1 })).toEqual([])
    expect(await newcomer.api.get('/items/dealers')).toEqual([])
  })
})

describe('the stamp of a status change', () => {
  const recent = (value: string | null) => Date.now() - Date.parse(value ?? '') < 60_000

  it('records who changed the status and when, whatever the client sends for them', async () => {
    const id = await submit({ dealer: flemish.id })
    const officeUser = await admin.get<{ id: string }>('/users/me', { fields: 'id' })
    await ofFlemish.api.patch(`/items/quote_requests/${id}`, {
      status: 'quote_sent',
      status_changed_by: officeUser.id,
      status_changed_at: '2001-01-01T00:00:00.000Z',
    })
    const stamped = await read(id)
    expect(stamped.status_changed_by).toBe(ofFlemish.id)
    expect(recent(stamped.status_changed_at)).toBe(true)

    await admin.patch(`/items/quote_requests/${id}`, { status: 'won' })
    const byOffice = await read(id)
    expect(byOffice.status_changed_by).toBe(officeUser.id)
    expect(recent(byOffice.status_changed_at)).toBe(true)
  })

  it('leaves the stamp alone when only a note changes, or the same status is saved again', async () => {
    const id = await submit({ dealer: flemish.id })
    await ofFlemish.api.patch(`/items/quote_requests/${id}`, { status: 'contacted' })
    const first = await read(id)
    await sleep(1_100)
    await ofFlemish.api.patch(`/items/quote_requests/${id}`, { dealer_note: 'Left a message' })
    await ofFlemish.api.patch(`/items/quote_requests/${id}`, { status: 'contacted' })
    await admin.patch(`/items/quote_requests/${id}`, {
      status_changed_at: '2001-01-01T00:00:00.000Z',
      status_changed_by: null,
    })
    const after = await read(id)
    expect(after.status_changed_at).toBe(first.status_changed_at)
    expect(after.status_changed_by).toBe(ofFlemish.id)
    expect(after.dealer_note).toBe('Left a message')
  })
})

describe('the reminder of a request left new', () => {
  const isReminder = (id: number) => (mail: SinkMail) =>
    mail.html.includes(`${studio}/admin/content/quote_requests/${id}"`)

  it('mails the dealer in their language and the office a copy, once', async () => {
    // three working days ago, as Directus' own clock and the Brussels calendar count them
    const threeDaysAgo = new Date(workingDaysBefore(Date.now(), 3, 'Europe/Brussels')).toISOString()
    const waiting = await submit({ dealer: eupen.id, name: 'Waiting', postal_code: '4700' })
    const fresh = await submit({ dealer: eupen.id, name: 'Fresh' })
    const contacted = await submit({ dealer: eupen.id, name: 'Contacted' })
    await admin.patch(`/items/quote_requests/${contacted}`, {
      status: 'contacted',
      date_created: threeDaysAgo,
    })
    await admin.patch(`/items/quote_requests/${waiting}`, { date_created: threeDaysAgo })
    const backdated = await admin.get<{ date_created: string }>(`/items/quote_requests/${waiting}`)
    expect(Date.parse(backdated.date_created)).toBe(Date.parse(threeDaysAgo))

    const [toDealer] = await sink.waitFor(
      (mail) => mail.to.includes(eupen.email) && isReminder(waiting)(mail),
    )
    const [toOffice] = await sink.waitFor(
      (mail) => mail.to.includes(office) && isReminder(waiting)(mail),
    )
    const de = catalogues.de.email
    expect(toDealer?.subject).toBe('Erinnerung: Terminanfrage von Waiting (4700)')
    expect(toDealer?.html).toContain('lang="de-DE"')
    expect(toDealer?.html).toContain(`>${de.reminder.open}</a>`)
    expect(toOffice?.subject).toBe(
      `Herinnering verstuurd naar ${eupen.name}: aanvraag van Waiting (4700)`,
    )
    expect(toOffice?.html).toContain('lang="nl-BE"')
    expect((await read(waiting)).reminded_at).not.toBeNull()

    // three more runs of the schedule: nothing more for these requests
    await sleep(6_500)
    for (const id of [waiting, fresh, contacted])
      expect(sink.messages.filter(isReminder(id))).toHaveLength(id === waiting ? 2 : 0)
    expect((await read(fresh)).reminded_at).toBeNull()
    expect((await read(contacted)).reminded_at).toBeNull()
  }, 60_000)
})

describe('the office’s dashboard', () => {
  it('has the panels of the definition, which read the quote requests', async () => {
    const [dashboard] = await admin.get<Array<{ id: string }>>('/dashboards', {
      filter: { name: { _eq: dashboardName } },
      fields: 'id',
    })
    const panels = await admin.get<Array<{ name: string; type: string; options: object }>>(
      '/panels',
      { filter: { dashboard: { _eq: dashboard?.id } }, fields: 'name,type,options', limit: -1 },
    )
    const expected = officeDashboard().panels
    expect(panels.map(({ name, type }) => ({ name, type }))).toEqual(
      expect.arrayContaining(expected.map(({ name, type }) => ({ name, type }))),
    )
    expect(panels).toHaveLength(expected.length)
    // what the metric panel asks Directus: the count of the requests still new
    const [count] = await admin.get<Array<{ count: { id: number | string } }>>(
      '/items/quote_requests',
      { aggregate: { count: ['id'] }, filter: { status: { _eq: 'new' } } },
    )
    expect(Number(count?.count.id)).toBeGreaterThan(0)
  })
})
