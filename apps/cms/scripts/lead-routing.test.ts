/**
 * The lead routing on a real Directus (extensions/lead-routing): the promise stamped on create,
 * the reminder before it, a lead passed on once when two runs race, a paused dealer skipped, the
 * four mails in their readers' languages, an accepted lead left alone, the office reminded of a
 * request by mail, and the run's endpoint closed to anyone but admins. The clock is the
 * endpoint's `now`; the schedule is set never to fire during the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import { promiseEnd, reminderAt } from '../schema/lead-deadline.ts'
import { catalogues } from '@lamella/i18n/catalogues'
import { mailCatalogue } from '../schema/mail-kit.ts'
import type { SinkMail, SmtpSink } from './smtp-sink.ts'
import { startSmtpSink } from './smtp-sink.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
let sink: SmtpSink
let admin: Api
let writer: Api
let office: string
const tags = mailCatalogue().tags
const minute = 60_000

interface Summary {
  reminded: number
  rerouted: number
  toOffice: number
  officeReminded: number
}
interface Lead {
  id: number
  dealer: number | null
  status: string
  accept_by: string | null
  date_created: string
  offered_dealers: number[] | null
  rerouted_at: string | null
  reminded_at: string | null
}

const run = (now: number) =>
  admin.post<Summary>('/lead-routing/run', { now: new Date(now).toISOString() })
const lead = (id: number) =>
  admin.get<Lead>(`/items/quote_requests/${id}`, {
    fields: 'id,dealer,status,accept_by,date_created,offered_dealers,rerouted_at,reminded_at',
  })
const dealers: Record<'near' | 'paused' | 'next', number> = { near: 0, paused: 0, next: 0 }

async function dealer(name: string, language: string, latitude: number, extra = {}) {
  const row = await admin.post<{ id: number }>('/items/dealers', {
    name,
    status: 'published',
    email: `${name.toLowerCase()}@routing.test`,
    language,
    country: 'FR',
    postal_code: '69001',
    municipality: 'Lyon',
    latitude,
    longitude: 4.84,
    ...extra,
  })
  return row.id
}

async function submit(request: Record<string, unknown>): Promise<number> {
  const created = await writer.post<{ id: number } | undefined>('/items/quote_requests', {
    name: 'Lucía Pérez',
    email: 'lucia@routing.test',
    phone: '+33 4 00 00 00 00',
    address: 'Rue de la République 1',
    postal_code: '69001',
    municipality: 'Lyon',
    country: 'FR',
    pool_built: 'yes',
    consent: true,
    locale: 'es-ES',
    ...request,
  })
  if (created?.id) return created.id
  const [row] = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
    sort: '-id',
    limit: 1,
    fields: 'id',
  })
  return row?.id ?? 0
}

/** The mails that arrived after `from` (an index into the sink) for `address`. */
const since = (from: number, address: string) =>
  sink.messages.slice(from).filter((mail: SinkMail) => mail.to.includes(address))
const lang = (mail: SinkMail | undefined) => /<div lang="([^"]+)"/.exec(mail?.html ?? '')?.[1]

beforeAll(async () => {
  sink = await startSmtpSink()
  cms = await startTestCms('lead-routing', {
    EMAIL_SMTP_HOST: sink.host,
    EMAIL_SMTP_PORT: String(sink.port),
    EMAIL_SMTP_SECURE: 'false',
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'quotes@lamella.test',
    // 1 January at midnight: never during a test
    LEAD_ROUTING_CRON: '0 0 1 1 *',
  })
  admin = cms.admin
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
  const settings = await admin.get<{ quote_email: string }>('/items/global_settings', {
    fields: 'quote_email',
  })
  office = settings.quote_email
  // around Lyon, far from every seeded dealer
  dealers.near = await dealer('Near', 'fr', 45.76)
  dealers.paused = await dealer('Paused', 'nl', 45.77, { paused_until: '2099-01-01' })
  dealers.next = await dealer('Next', 'de', 45.8)
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  await sink?.close()
})

describe('lead routing', () => {
  let id = 0

  it('stamps the promise on create, whatever the form writer sends', async () => {
    id = await submit({
      kind: 'appointment',
      dealer: dealers.near,
      latitude: 45.76,
      longitude: 4.84,
      accept_by: '2000-01-01T00:00:00Z',
    })
    const created = await lead(id)
    expect(Date.parse(created.accept_by ?? '')).toBe(
      promiseEnd(Date.parse(created.date_created), 1),
    )
    expect(await writer.status('PATCH', `/items/quote_requests/${id}`, { accept_by: null })).toBe(
      403,
    )
  })

  it('refuses the run to anyone but an admin', async () => {
    expect(await writer.status('POST', '/lead-routing/run', {})).toBe(403)
    expect(await createApi(cms.url).status('POST', '/lead-routing/run', {})).toBe(403)
    expect(await admin.status('POST', '/lead-routing/run', { now: 'soon' })).toBe(400)
  })

  it('reminds the dealer once before the promise ends', async () => {
    const { accept_by, date_created } = await lead(id)
    const due = Date.parse(accept_by ?? '')
    const before = sink.messages.length
    expect((await run(reminderAt(Date.parse(date_created), due) - minute)).reminded).toBe(0)
    const at = reminderAt(Date.parse(date_created), due) + minute
    const [one, two] = await Promise.all([run(at), run(at)])
    expect((one?.reminded ?? 0) + (two?.reminded ?? 0)).toBe(1)
    expect((await run(at + minute)).reminded).toBe(0)
    const reminder = catalogues.fr.email.routing.reminderSubject.split(':')[0] ?? ''
    const isReminder = (mail: SinkMail) => mail.subject.startsWith(reminder)
    await sink.waitFor((mail) => mail.to.includes('near@routing.test') && isReminder(mail), 1)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const reminders = since(before, 'near@routing.test').filter(isReminder)
    expect(reminders).toHaveLength(1)
    expect(lang(reminders[0])).toBe(tags.fr)
    expect(reminders[0]?.html).toContain(`/fr/dealer/leads/${id}`)
  })

  it('passes a lead past its promise once, to the next nearest unpaused dealer', async () => {
    const due = Date.parse((await lead(id)).accept_by ?? '')
    const before = sink.messages.length
    const [one, two] = await Promise.all([run(due + minute), run(due + minute)])
    expect((one?.rerouted ?? 0) + (two?.rerouted ?? 0)).toBe(1)
    expect((one?.toOffice ?? 0) + (two?.toOffice ?? 0)).toBe(0)

    const passed = await lead(id)
    expect(passed.dealer).toBe(dealers.next)
    expect(passed.offered_dealers).toEqual([dealers.near, dealers.next])
    expect(passed.reminded_at).toBeNull()
    expect(Date.parse(passed.accept_by ?? '')).toBe(promiseEnd(due + minute, 1))
    const events = await admin.get<Array<{ action: string; detail: string; user: unknown }>>(
      '/items/lead_events',
      { filter: { lead: { _eq: id }, action: { _eq: 'rerouted' } }, fields: 'action,detail,user' },
    )
    expect(events).toEqual([{ action: 'rerouted', detail: 'Near → Next', user: null }])

    // the office's figures of each dealer, worked out by the same run
    const scores = await admin.get<
      Array<{ dealer: number; offered: number; rerouted_away: number; updated_at: string }>
    >('/items/dealer_scores', {
      filter: { dealer: { _in: [dealers.near, dealers.next] } },
      fields: 'dealer,offered,rerouted_away,updated_at',
      sort: 'dealer',
    })
    const near = scores.find((score) => score.dealer === dealers.near)
    const next = scores.find((score) => score.dealer === dealers.next)
    expect(near?.rerouted_away).toBeGreaterThanOrEqual(1)
    expect(next?.offered).toBeGreaterThanOrEqual(1)
    expect(next?.rerouted_away).toBe(0)
    expect(Date.parse(near?.updated_at ?? '')).toBe(due + minute)

    await sink.waitFor((mail) => mail.to.includes('lucia@routing.test') && mail.at > 0, 1)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const toNext = since(before, 'next@routing.test')
    const toNear = since(before, 'near@routing.test')
    const toOffice = since(before, office)
    const toVisitor = since(before, 'lucia@routing.test')
    expect([toNext.length, toNear.length, toOffice.length, toVisitor.length]).toEqual([1, 1, 1, 1])
    expect(lang(toNext[0])).toBe(tags.de)
    expect(toNext[0]?.html).toContain(`/de/dealer/leads/${id}`)
    expect(lang(toNear[0])).toBe(tags.fr)
    expect(toNear[0]?.html).toContain('Next')
    expect(lang(toOffice[0])).toBe(tags.nl)
    expect(lang(toVisitor[0])).toBe(tags.es)
    expect(toVisitor[0]?.html).toContain('Next')
    expect(since(before, 'paused@routing.test')).toHaveLength(0)
  })

  it('leaves an accepted lead alone', async () => {
    const accepted = await submit({
      kind: 'appointment',
      dealer: dealers.near,
      latitude: 45.76,
      longitude: 4.84,
    })
    await admin.patch(`/items/quote_requests/${accepted}`, { status: 'accepted' })
    const was = await lead(accepted)
    await run(Date.parse(was.accept_by ?? '') + 60 * minute)
    expect(await lead(accepted)).toEqual(was)
  })

  it('reminds the office once of a request by mail past its promise', async () => {
    const mailed = await submit({ kind: 'mail', dealer: null })
    const { accept_by } = await lead(mailed)
    const before = sink.messages.length
    const due = Date.parse(accept_by ?? '')
    expect((await run(due - minute)).officeReminded).toBe(0)
    const [one, two] = await Promise.all([run(due + minute), run(due + minute)])
    expect((one?.officeReminded ?? 0) + (two?.officeReminded ?? 0)).toBe(1)
    expect((await run(due + 2 * minute)).officeReminded).toBe(0)
    await sink.waitFor((mail) => mail.to.includes(office), 1)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const overdue = catalogues.nl.email.routing.overdueSubject.split(':')[0] ?? ''
    const reminders = since(before, office).filter((mail) => mail.subject.startsWith(overdue))
    expect(reminders).toHaveLength(1)
    expect(lang(reminders[0])).toBe(tags.nl)
    expect((await lead(mailed)).reminded_at).not.toBeNull()
  })
})
