/**
 * The Directus side of the site's dealer workspace, on a real Directus that serve.ts boots from
 * the seed: the gate the site signs dealers' staff in through (extensions/dealer-access), what a
 * staff member's token then reads and changes, the history of a request
 * (extensions/lead-history), the dealers' lost Data Studio, and the link in the dealer's mail.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi, DirectusError, login } from '../schema/api.ts'
import { readEnvFile } from './env-file.ts'
import type { SmtpSink } from './smtp-sink.ts'
import { startSmtpSink } from './smtp-sink.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

const site = 'https://www.lamella.test'

let cms: TestCms
let sink: SmtpSink
let admin: Api
let writer: Api
let gate: Api

interface Dealer {
  id: number
  name: string
  email: string
}
let flemish: Dealer
let eupen: Dealer

interface Person {
  id: string
  email: string
  password: string
}
let ofFlemish: Person
let ofEupen: Person
let dealerRole: string

/** An answer as the client gets it, byte for byte: the status and the body. */
async function answer(api: Api, method: string, path: string, body?: unknown) {
  try {
    const data = await api.request(method, path, body)
    return { status: data === undefined ? 204 : 200, body: JSON.stringify(data ?? null) }
  } catch (error) {
    if (error instanceof DirectusError) return { status: error.status, body: error.body }
    throw error
  }
}

async function person(email: string, role: string, fields: Record<string, unknown> = {}) {
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1!`
  const { id } = await admin.post<{ id: string }>('/users', { email, password, role, ...fields })
  return { id, email, password }
}

/** A quote request as the site stores it; answers its id. */
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

interface Minted {
  token: string
  expires: number
  user: {
    id: string
    email: string
    language: string | null
    dealer: { id: number; name: string; latitude: number | null; country: string | null }
  }
}

/** The site's call for a staff member's token: the minted token as a client. */
async function tokenOf(email: string): Promise<{ api: Api; minted: Minted }> {
  const minted = await gate.post<Minted>('/dealer-access/token', { email })
  return { api: createApi(cms.url, minted.token), minted }
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

beforeAll(async () => {
  sink = await startSmtpSink()
  cms = await startTestCms('workspace-test', {
    EMAIL_SMTP_HOST: sink.host,
    EMAIL_SMTP_PORT: String(sink.port),
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'quotes@lamella.test',
    SITE_PUBLIC_URL: site,
  })
  admin = cms.admin
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
  gate = createApi(cms.url, cms.tokens.DIRECTUS_DEALER_TOKEN)

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
  dealerRole = role.id
  ofFlemish = await person('An.Gent@dealers.lamella.example.com', dealerRole, {
    dealer: flemish.id,
    first_name: 'An',
    last_name: 'Gent',
  })
  ofEupen = await person('eupen@dealers.lamella.example.com', dealerRole, {
    dealer: eupen.id,
    first_name: 'Eva',
    last_name: 'Eupen',
  })
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  await sink?.close()
}, 30_000)

describe('the dealer gate', () => {
  const mail = (email: string, subject: string) => ({
    email,
    subject,
    text: 'Your code: 123456',
    html: '<p>Your code: <b>123456</b></p>',
  })

  it('writes its token to tokens.env, which only it may use on the gate', async () => {
    expect(readEnvFile(join(cms.dataDir, 'tokens.env')).DIRECTUS_DEALER_TOKEN).toBe(
      cms.tokens.DIRECTUS_DEALER_TOKEN,
    )
    expect(await gate.status('GET', '/items/quote_requests')).toBe(403)
    const callers = [
      createApi(cms.url),
      createApi(cms.url, cms.tokens.DIRECTUS_TOKEN),
      writer,
      createApi(cms.url, cms.tokens.DIRECTUS_PREVIEW_TOKEN),
      admin,
    ]
    for (const caller of callers) {
      for (const [path, body] of [
        ['/dealer-access/sign-in-mail', mail(ofFlemish.email, 'Refused')],
        ['/dealer-access/token', { email: ofFlemish.email }],
      ] as const) {
        const refused = await answer(caller, 'POST', path, body)
        expect(refused.status, path).toBe(403)
        expect(JSON.parse(refused.body).errors[0].message).toBe(
          "You don't have permission to access this.",
        )
      }
    }
    expect(sink.messages.filter((item) => item.subject === 'Refused')).toEqual([])
  })

  it('answers 204 for a known and an unknown address alike, and mails the known one only', async () => {
    const known = await answer(
      gate,
      'POST',
      '/dealer-access/sign-in-mail',
      mail(ofFlemish.email.toUpperCase(), 'Sign in (known)'),
    )
    const unknown = await answer(
      gate,
      'POST',
      '/dealer-access/sign-in-mail',
      mail('nobody@dealers.lamella.example.com', 'Sign in (unknown)'),
    )
    expect(known).toEqual({ status: 204, body: 'null' })
    expect(unknown).toEqual(known)
    const [received] = await sink.waitFor((item) => item.subject === 'Sign in (known)')
    expect(received?.to.map((to) => to.toLowerCase())).toEqual([ofFlemish.email.toLowerCase()])
    expect(received?.html).toContain('<b>123456</b>')
    await sleep(1_500)
    expect(sink.messages.filter((item) => item.subject === 'Sign in (unknown)')).toEqual([])
  })

  it('mails nobody who is not a dealer’s active staff, and refuses oversized mails', async () => {
    const secrets = readEnvFile(join(cms.dataDir, 'secrets.env'))
    expect(
      await gate.status(
        'POST',
        '/dealer-access/sign-in-mail',
        mail(secrets.ADMIN_EMAIL ?? '', 'Sign in (admin)'),
      ),
    ).toBe(204)
    for (const body of [
      mail(ofFlemish.email, 'x'.repeat(201)),
      { ...mail(ofFlemish.email, 'Too long'), html: 'x'.repeat(20 * 1024 + 1) },
      { ...mail(ofFlemish.email, 'Too long'), text: 'x'.repeat(20 * 1024 + 1) },
      { ...mail('not an address', 'Bad') },
    ])
      expect(await gate.status('POST', '/dealer-access/sign-in-mail', body)).toBe(400)
    await sleep(1_500)
    expect(sink.messages.filter((item) => /Sign in \(admin\)|Too long/.test(item.subject))).toEqual(
      [],
    )
  })

  it('gives a staff member’s token, with which Directus lists their dealer’s requests only', async () => {
    const own = await submit({ dealer: flemish.id, name: 'Own' })
    const others = await submit({ dealer: eupen.id, name: 'Others' })
    const { api, minted } = await tokenOf(ofFlemish.email.toUpperCase())
    expect(minted.user.email.toLowerCase()).toBe(ofFlemish.email.toLowerCase())
    expect(minted.user).toMatchObject({
      id: ofFlemish.id,
      first_name: 'An',
      last_name: 'Gent',
      language: null,
      dealer: { id: flemish.id, name: flemish.name, country: 'BE' },
    })
    expect(Object.keys(minted.user.dealer).sort()).toEqual(
      [
        'country',
        'id',
        'language',
        'latitude',
        'longitude',
        'municipality',
        'name',
        'postal_code',
      ].sort(),
    )
    const claims = claimsOf(minted.token)
    expect(claims).toMatchObject({
      id: ofFlemish.id,
      role: dealerRole,
      app_access: false,
      admin_access: false,
      iss: 'directus',
    })
    expect(minted.expires).toBe(Number(claims.exp) * 1000)
    expect(minted.expires - Date.now()).toBeGreaterThan(10 * 60_000)
    expect(minted.expires - Date.now()).toBeLessThanOrEqual(15 * 60_000)

    expect((await api.get<{ id: string }>('/users/me', { fields: 'id' })).id).toBe(ofFlemish.id)
    const listed = await api.get<Array<{ id: number; dealer: number }>>('/items/quote_requests', {
      fields: 'id,dealer',
      limit: -1,
    })
    expect(listed.map((item) => item.id)).toContain(own)
    expect(listed.map((item) => item.id)).not.toContain(others)
    expect(listed.every((item) => item.dealer === flemish.id)).toBe(true)
  })

  it('gives no token for an admin, an editor, an unknown address or a suspended dealer user', async () => {
    const secrets = readEnvFile(join(cms.dataDir, 'secrets.env'))
    const editorRole = await admin.post<{ id: string }>('/roles', { name: 'Editors (gate test)' })
    const editor = await person('editor@lamella.example.com', editorRole.id)
    const suspended = await person('suspended@dealers.lamella.example.com', dealerRole, {
      dealer: eupen.id,
      status: 'suspended',
    })
    const inactive = await person('inactive@dealers.lamella.example.com', dealerRole, {
      dealer: eupen.id,
      status: 'inactive',
    })
    const withoutDealer = await person('nodealer@dealers.lamella.example.com', dealerRole)
    for (const email of [
      secrets.ADMIN_EMAIL ?? '',
      editor.email,
      'nobody@dealers.lamella.example.com',
      suspended.email,
      inactive.email,
      withoutDealer.email,
    ]) {
      const refused = await answer(gate, 'POST', '/dealer-access/token', { email })
      expect(refused.status, email).toBe(404)
      expect(JSON.parse(refused.body).errors[0].message).toBe('No such dealer account.')
    }
  })
})

describe('a staff member’s token', () => {
  let api: Api
  let others: number
  let unknown: number
  let othersEvent: number

  beforeAll(async () => {
    api = (await tokenOf(ofFlemish.email)).api
    others = await submit({ dealer: eupen.id, name: 'Eupen’s lead' })
    const eupenApi = (await tokenOf(ofEupen.email)).api
    await eupenApi.patch(`/items/quote_requests/${others}`, { status: 'accepted' })
    const [event] = await admin.get<Array<{ id: number }>>('/items/lead_events', {
      filter: { lead: { _eq: others } },
      fields: 'id',
    })
    othersEvent = event?.id ?? 0
    const [last] = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
      fields: 'id',
      sort: '-id',
      limit: 1,
    })
    unknown = (last?.id ?? 0) + 100_000
  })

  const both = async (method: string, path: (id: number) => string, body?: unknown) => [
    await answer(api, method, path(others), body),
    await answer(api, method, path(unknown), body),
  ]

  it('answers another dealer’s request like one that does not exist', async () => {
    const item = (id: number) => `/items/quote_requests/${id}`
    for (const change of [
      { status: 'accepted' },
      { status: 'declined', decline_reason: 'Too far' },
      { status: 'declined' },
      { dealer_note: 'Mine now' },
      { decline_reason: 'x' },
      { appointment_at: '2030-01-01T10:00:00.000Z' },
    ]) {
      const [forOthers, forUnknown] = await both('PATCH', item, change)
      expect(forOthers?.status).toBe(403)
      expect(forOthers).toEqual(forUnknown)
    }
    for (const method of ['GET', 'DELETE']) {
      const [forOthers, forUnknown] = await both(method, item)
      expect(forOthers?.status).toBe(403)
      expect(forOthers).toEqual(forUnknown)
    }
    const [events, noEvents] = await both(
      'GET',
      (id) => `/items/lead_events?filter[lead][_eq]=${id}`,
    )
    expect(events).toEqual({ status: 200, body: '[]' })
    expect(events).toEqual(noEvents)
    expect(await api.status('GET', `/items/lead_events/${othersEvent}`)).toBe(403)
    expect(await admin.get(`/items/quote_requests/${others}`, { fields: 'status' })).toEqual({
      status: 'accepted',
    })
  })

  it('reads the names of their own dealer’s staff, nothing else of them and nobody else', async () => {
    const users = await api.get<Array<Record<string, unknown>>>('/users', { limit: -1 })
    expect(users.map((item) => item.id)).toEqual([ofFlemish.id])
    expect(Object.keys(users[0] ?? {}).sort()).toEqual(['first_name', 'id', 'last_name'])
    const [ofOthers, ofNobody] = [
      await answer(api, 'GET', `/users/${ofEupen.id}`),
      await answer(api, 'GET', '/users/00000000-0000-4000-8000-000000000000'),
    ]
    expect(ofOthers.status).toBe(403)
    expect(ofOthers).toEqual(ofNobody)
    expect(await api.status('POST', '/items/lead_events', { lead: others, action: 'note' })).toBe(
      403,
    )
  })

  it('cannot write the history of its own requests', async () => {
    const own = await submit({ dealer: flemish.id })
    await api.patch(`/items/quote_requests/${own}`, { dealer_note: 'Called' })
    const [event] = await api.get<Array<{ id: number }>>('/items/lead_events', {
      filter: { lead: { _eq: own } },
    })
    expect(event).toBeDefined()
    expect(await api.status('POST', '/items/lead_events', { lead: own, action: 'note' })).toBe(403)
    expect(await api.status('PATCH', `/items/lead_events/${event?.id}`, { detail: 'x' })).toBe(403)
    expect(await api.status('DELETE', `/items/lead_events/${event?.id}`)).toBe(403)
  })
})

describe('the workflow of a request', () => {
  let api: Api
  let officeId: string

  beforeAll(async () => {
    api = (await tokenOf(ofFlemish.email)).api
    officeId = (await admin.get<{ id: string }>('/users/me', { fields: 'id' })).id
  })

  interface Event {
    action: string
    status: string | null
    detail: string | null
    user: string | null
    date_created: string
  }
  // what people did to the lead: the rows of the mails the CMS sent are another test's
  const history = (id: number) =>
    api.get<Event[]>('/items/lead_events', {
      filter: { lead: { _eq: id }, action: { _neq: 'mail' } },
      fields: 'action,status,detail,user,date_created',
      sort: 'id',
    })

  it('refuses a decline without a reason, for the dealer and the office alike', async () => {
    const id = await submit({ dealer: flemish.id })
    for (const body of [{ status: 'declined' }, { status: 'declined', decline_reason: '  ' }]) {
      expect(await api.status('PATCH', `/items/quote_requests/${id}`, body)).toBe(400)
      expect(await admin.status('PATCH', `/items/quote_requests/${id}`, body)).toBe(400)
    }
    expect(await history(id)).toEqual([])
    await api.patch(`/items/quote_requests/${id}`, {
      status: 'declined',
      decline_reason: 'We do not work in this area.',
    })
    expect(await history(id)).toMatchObject([
      {
        action: 'status',
        status: 'declined',
        detail: 'We do not work in this area.',
        user: ofFlemish.id,
      },
    ])
  })

  it('records each change with who made it, and stamps the first acceptance once', async () => {
    const id = await submit({ dealer: flemish.id })
    await api.patch(`/items/quote_requests/${id}`, { status: 'accepted' })
    const first = await admin.get<{ accepted_at: string | null }>(`/items/quote_requests/${id}`, {
      fields: 'accepted_at',
    })
    expect(Date.now() - Date.parse(first.accepted_at ?? '')).toBeLessThan(60_000)
    await sleep(1_100)
    await api.patch(`/items/quote_requests/${id}`, {
      status: 'appointment_set',
      appointment_at: '2030-05-02T08:30:00Z',
      accepted_at: '2001-01-01T00:00:00.000Z',
    })
    await api.patch(`/items/quote_requests/${id}`, { dealer_note: 'Bring samples' })
    await admin.patch(`/items/quote_requests/${id}`, { status: 'accepted' })
    const after = await admin.get<{ accepted_at: string | null; status: string }>(
      `/items/quote_requests/${id}`,
      { fields: 'accepted_at,status' },
    )
    expect(after).toEqual({ status: 'accepted', accepted_at: first.accepted_at })
    expect(
      (await history(id)).map(({ action, status, detail, user }) => ({
        action,
        status,
        detail,
        user,
      })),
    ).toEqual([
      { action: 'status', status: 'accepted', detail: null, user: ofFlemish.id },
      { action: 'status', status: 'appointment_set', detail: null, user: ofFlemish.id },
      {
        action: 'appointment',
        status: null,
        detail: '2030-05-02T08:30:00.000Z',
        user: ofFlemish.id,
      },
      { action: 'note', status: null, detail: null, user: ofFlemish.id },
      { action: 'status', status: 'accepted', detail: null, user: officeId },
    ])
    // the office's name is not theirs to read: the history shows who by id only
    const named = await api.get<Array<{ user: unknown }>>('/items/lead_events', {
      filter: { lead: { _eq: id } },
      fields: 'user.first_name',
      sort: 'id',
    })
    expect(named[0]?.user).toEqual({ first_name: 'An' })
    expect(named.at(-1)?.user).toBeNull()
  })

  it('goes with its request when the request is deleted', async () => {
    const id = await submit({ dealer: flemish.id })
    await api.patch(`/items/quote_requests/${id}`, { status: 'accepted' })
    await admin.delete(`/items/quote_requests/${id}`)
    expect(
      await admin.get('/items/lead_events', { filter: { lead: { _eq: id } }, fields: 'id' }),
    ).toEqual([])
  })
})

describe('the dealers’ Data Studio', () => {
  it('is closed: their policy has no app access, and a password sign-in gives an API token without it', async () => {
    const [policy] = await admin.get<Array<{ app_access: boolean; admin_access: boolean }>>(
      '/policies',
      { filter: { name: { _eq: 'Dealer' } }, fields: 'app_access,admin_access' },
    )
    expect(policy).toEqual({ app_access: false, admin_access: false })
    const { access_token } = await createApi(cms.url).post<{ access_token: string }>(
      '/auth/login',
      { email: ofFlemish.email, password: ofFlemish.password },
    )
    expect(claimsOf(access_token)).toMatchObject({ app_access: false, admin_access: false })
    const staff = await login(cms.url, ofFlemish.email, ofFlemish.password)
    expect(await staff.status('GET', '/items/quote_requests')).toBe(200)
    // what the Data Studio loads first for a user with app access
    expect(await staff.status('GET', '/settings')).toBe(403)
  })
})

describe('the dealer’s mail of a new request', () => {
  it('links to the request in the workspace, in the dealer’s language', async () => {
    const id = await submit({ dealer: flemish.id, name: 'Linked' })
    const link = `${site}/nl/dealer/leads/${id}`
    const [toDealer] = await sink.waitFor(
      (item) => item.to.includes(flemish.email) && item.html.includes(`href="${link}"`),
    )
    expect(toDealer?.html).toContain('lang="nl-BE"')
  })
})
