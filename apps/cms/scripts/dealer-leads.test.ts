/**
 * The dealers' leads end to end, on a real Directus that serve.ts boots from the seed: what a
 * dealer's user may see and change (signed in by password: an API token without the Data Studio),
 * what they learn of another dealer's requests (extensions/dealer-guard) and cannot do to the
 * office's Data Studio (presets, mentions), the stamp of a status change,
 * the retirement of the old weekday reminder on a database that still has it, and the office's
 * dashboard.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi, DirectusError, login } from '../schema/api.ts'
import { dashboardName, officeDashboard } from '../schema/dashboard.ts'
import { retiredFlowNames } from '../schema/flows.ts'
import { officeBookmarks } from '../schema/presets.ts'
import { retireWeekdayReminder } from '../schema/upgrades.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
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
  cms = await startTestCms('leads-test')
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

/** An answer as the client gets it, byte for byte: the status and the body. */
async function answer(api: Api, method: string, path: string, body?: unknown) {
  try {
    const data = await api.request(method, path, body)
    return { status: 200, body: JSON.stringify(data ?? null) }
  } catch (error) {
    if (error instanceof DirectusError) return { status: error.status, body: error.body }
    throw error
  }
}

describe('what a dealer learns of another dealer’s requests', () => {
  let others: number
  let unknown: number

  beforeAll(async () => {
    others = await submit({ dealer: eupen.id, name: 'Eupen’s lead' })
    await admin.patch(`/items/quote_requests/${others}`, { status: 'contacted' })
    const [last] = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
      fields: 'id',
      sort: '-id',
      limit: 1,
    })
    unknown = (last?.id ?? 0) + 100_000
  })

  /** The same request for the other dealer's lead and for an id nobody has: both answers. */
  const both = async (
    method: string,
    path: (id: number) => string,
    body?: Record<string, unknown> | ((id: number) => unknown),
  ) => {
    const bodyFor = (id: number) => (typeof body === 'function' ? body(id) : body)
    return [
      await answer(ofFlemish.api, method, path(others), bodyFor(others)),
      await answer(ofFlemish.api, method, path(unknown), bodyFor(unknown)),
    ]
  }
  const item = (id: number) => `/items/quote_requests/${id}`

  it('gets the same answer for it as for an id that does not exist, whatever it sends', async () => {
    const changes = [
      { status: 'contacted' }, // the status it has
      { status: 'won' }, // another one
      { dealer_note: 'Taken over' },
      { status: 'won', status_changed_at: '2001-01-01T00:00:00.000Z' },
    ]
    for (const change of changes) {
      const [forOthers, forUnknown] = await both('PATCH', item, change)
      expect(forOthers?.status).toBe(403)
      expect(forOthers).toEqual(forUnknown)
      // several at once: by `keys`, and as a batch of items
      for (const body of [
        (id: number) => ({ keys: [id], data: change }),
        (id: number) => [{ id, ...change }],
      ]) {
        const [many, manyUnknown] = await both('PATCH', () => '/items/quote_requests', body)
        expect(many?.status).toBe(403)
        expect(many).toEqual(manyUnknown)
      }
    }
    for (const method of ['DELETE', 'GET']) {
      const [forOthers, forUnknown] = await both(method, item)
      expect(forOthers?.status).toBe(403)
      expect(forOthers).toEqual(forUnknown)
    }
    const [deleteMany, deleteManyUnknown] = await both(
      'DELETE',
      () => '/items/quote_requests',
      (id) => [id],
    )
    expect(deleteMany?.status).toBe(403)
    expect(deleteMany).toEqual(deleteManyUnknown)
    expect(await read(others)).toMatchObject({
      status: 'contacted',
      status_changed_by: (await admin.get<{ id: string }>('/users/me', { fields: 'id' })).id,
      dealer_note: null,
    })
  })

  it('gets the same answer through comments, revisions and activity', async () => {
    const on = (id: number) => ({
      collection: 'quote_requests',
      item: String(id),
      comment: 'Is this one still open?',
    })
    const [comment, commentOnUnknown] = [
      await answer(ofFlemish.api, 'POST', '/comments', on(others)),
      await answer(ofFlemish.api, 'POST', '/comments', on(unknown)),
    ]
    expect(comment?.status).toBe(403)
    expect(comment).toEqual(commentOnUnknown)
    const about = (id: number) => ({
      filter: JSON.stringify({ collection: { _eq: 'quote_requests' }, item: { _eq: String(id) } }),
    })
    for (const path of ['/comments', '/revisions', '/activity']) {
      const [forOthers, forUnknown] = [
        await answer(ofFlemish.api, 'GET', `${path}?${new URLSearchParams(about(others))}`),
        await answer(ofFlemish.api, 'GET', `${path}?${new URLSearchParams(about(unknown))}`),
      ]
      expect(forOthers).toEqual(forUnknown)
    }
  })
})

describe('a dealer’s presets and bookmarks', () => {
  let officeUser: { id: string; role: string }

  beforeAll(async () => {
    officeUser = await admin.get<{ id: string; role: string }>('/users/me', { fields: 'id,role' })
  })

  /** What the Data Studio shows the office: its own presets, its role's and the global ones. */
  const officePresets = () =>
    admin.get<Array<{ id: number; bookmark: string | null }>>('/presets', {
      filter: {
        _or: [
          { user: { _eq: officeUser.id } },
          { _and: [{ user: { _null: true } }, { role: { _eq: officeUser.role } }] },
          { _and: [{ user: { _null: true } }, { role: { _null: true } }] },
        ],
      },
      fields: 'id,bookmark',
      limit: -1,
    })
  const stored = (id: number) =>
    admin.get<{ user: string | null; role: string | null }>(`/presets/${id}`, {
      fields: 'user,role',
    })

  // Presets came with the Data Studio, which dealers no longer have: extensions/dealer-guard
  // still makes a Studio user's presets their own (extensions/dealer-guard/src/index.test.ts).
  it('cannot be made at all without the Data Studio', async () => {
    const before = await officePresets()
    for (const preset of [
      { collection: 'quote_requests', bookmark: 'Urgent: re-enter your password' },
      { collection: 'quote_requests', bookmark: 'For the office', role: officeUser.role },
    ])
      expect(await ofFlemish.api.status('POST', '/presets', preset)).toBe(403)
    expect(await officePresets()).toEqual(before)
  })

  it('cannot change or delete the office’s presets', async () => {
    const own = await admin.post<{ id: number }>('/presets', {
      collection: 'quote_requests',
      bookmark: 'Office: new requests',
      user: officeUser.id,
    })
    const global = await admin.post<{ id: number }>('/presets', {
      collection: 'dealers',
      layout: 'tabular',
      user: null,
      role: null,
    })
    for (const { id } of [own, global]) {
      expect(
        await ofFlemish.api.status('PATCH', `/presets/${id}`, { bookmark: 'Hijacked', user: null }),
      ).toBe(403)
      expect(await ofFlemish.api.status('DELETE', `/presets/${id}`)).toBe(403)
    }
    expect(await stored(own.id)).toEqual({ user: officeUser.id, role: null })
    expect(await stored(global.id)).toEqual({ user: null, role: null })
  })
})

describe('a dealer’s mentions', () => {
  // Directus notifies only users with the Data Studio of a mention: the office's mention of a
  // dealer reaches nobody either, and the office writes to them instead.
  it('cannot be written without the Data Studio, and the office’s mentions notify no dealer', async () => {
    const own = await submit({ dealer: flemish.id })
    const office = await admin.get<{ id: string }>('/users/me', { fields: 'id' })
    const notifications = (recipient: string) =>
      admin.get<Array<{ id: number }>>('/notifications', {
        filter: { recipient: { _eq: recipient } },
        fields: 'id',
        limit: -1,
      })
    const before = await notifications(office.id)
    expect(
      await ofFlemish.api.status('POST', '/comments', {
        collection: 'quote_requests',
        item: String(own),
        comment: `@${office.id} [Urgent: re-enter your password](https://evil.example/login)`,
      }),
    ).toBe(403)
    await admin.post('/comments', {
      collection: 'quote_requests',
      item: String(own),
      comment: `@${ofFlemish.id} please call this one back`,
    })
    expect(await notifications(office.id)).toEqual(before)
    expect(await notifications(ofFlemish.id)).toEqual([])
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

describe('the weekday reminder of an earlier version', () => {
  it('is retired, and the requests it waited on get a promise the routing keeps', async () => {
    // what an earlier setup left: the two flows, the office's setting, a request without a promise
    for (const name of retiredFlowNames)
      await admin.post('/flows', { name, status: 'active', trigger: 'manual', options: {} })
    await admin.post('/fields/global_settings', {
      field: 'reminder_working_days',
      type: 'integer',
      schema: { default_value: 2 },
    })
    const waiting = await submit({ dealer: eupen.id, name: 'Waiting' })
    await admin.patch(`/items/quote_requests/${waiting}`, { accept_by: null })
    const before = Date.now()

    expect(await retireWeekdayReminder(admin, retiredFlowNames)).toEqual({
      flows: retiredFlowNames.length,
      promised: 1,
    })
    const flows = await admin.get<unknown[]>('/flows', {
      filter: { name: { _in: retiredFlowNames } },
      fields: 'id',
    })
    expect(flows).toEqual([])
    const settings = await admin.get<{ field: string }[]>('/fields/global_settings')
    expect(settings.map((item) => item.field)).not.toContain('reminder_working_days')
    const { accept_by } = await admin.get<{ accept_by: string }>(
      `/items/quote_requests/${waiting}`,
      { fields: 'accept_by' },
    )
    expect(Date.parse(accept_by)).toBeGreaterThan(before)
    // a second run finds nothing to do
    expect(await retireWeekdayReminder(admin, retiredFlowNames)).toEqual({ flows: 0, promised: 0 })
  })
})

describe('the office’s bookmarks', () => {
  it('list the requests the office answers itself, and those past their promise', async () => {
    const { office_language: language } = await admin.get<{
      office_language: 'nl' | 'fr' | 'de' | 'en'
    }>('/items/global_settings', { fields: 'office_language' })
    const presets = await admin.get<Array<{ bookmark: string; filter: object }>>('/presets', {
      filter: { collection: { _eq: 'quote_requests' }, user: { _null: true } },
      fields: 'bookmark,filter',
    })
    const [forOffice, pastPromise] = officeBookmarks(language).map((spec) =>
      presets.find((preset) => preset.bookmark === spec.bookmark),
    )
    expect(forOffice, 'the office’s own requests').toBeTruthy()
    expect(pastPromise, 'the requests past their promise').toBeTruthy()

    // what each list shows, by its own filter
    const byMail = await submit({ kind: 'mail', name: 'By mail' })
    const late = await submit({ dealer: eupen.id, name: 'Late' })
    await admin.patch(`/items/quote_requests/${late}`, { accept_by: '2020-01-01T17:00:00Z' })
    const listed = async (filter: object) =>
      (
        await admin.get<Array<{ id: number }>>('/items/quote_requests', {
          filter,
          fields: 'id',
          limit: -1,
        })
      ).map((row) => row.id)
    expect(await listed(forOffice!.filter)).toContain(byMail)
    expect(await listed(forOffice!.filter)).not.toContain(late)
    expect(await listed(pastPromise!.filter)).toContain(late)
    expect(await listed(pastPromise!.filter)).not.toContain(byMail)
  })
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
    const { office_language: language } = await admin.get<{
      office_language: 'nl' | 'fr' | 'de' | 'en'
    }>('/items/global_settings', { fields: 'office_language' })
    // titled in the office's language
    const expected = officeDashboard(language).panels
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
