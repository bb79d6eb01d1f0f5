import { describe, expect, it } from 'vitest'
import type {
  AccessRequest,
  AccessResponse,
  Context,
  DirectusModules,
  Knex,
  Mail,
  Router,
} from './index.ts'
import { findStaff, gateEmail, limits, mailProblem, registerDealerAccess } from './index.ts'

// Directus' own jsonwebtoken, from the installed runtime
const { default: jwt } = (await import(
  new URL('../../../runtime/node_modules/jsonwebtoken/index.js', import.meta.url).href
)) as { default: DirectusModules['jwt'] & { verify(token: string, secret: string): unknown } }

const secret = 'the-directus-secret'
const gate = '11111111-1111-4111-8111-111111111111'
const staffId = '22222222-2222-4222-8222-222222222222'
const dealerRole = 'role-dealer'

type Row = Record<string, unknown>

/** The tables the endpoint reads, joined as it joins them. */
const users: Row[] = [
  { id: gate, email: gateEmail, status: 'active', role: 'role-gate', dealer: null },
  {
    id: staffId,
    email: 'An@Dealer.example',
    first_name: 'An',
    last_name: 'Peeters',
    language: 'nl-BE',
    status: 'active',
    role: dealerRole,
    dealer: 4,
  },
  { id: 'u3', email: 'gone@dealer.example', status: 'suspended', role: dealerRole, dealer: 4 },
  { id: 'u4', email: 'editor@lamella.example', status: 'active', role: 'role-editor', dealer: 4 },
  { id: 'u5', email: 'new@dealer.example', status: 'active', role: dealerRole, dealer: null },
]
const roles: Row[] = [
  { id: dealerRole, name: 'Dealer' },
  { id: 'role-gate', name: 'Site Dealer Gate' },
  { id: 'role-editor', name: 'Editors' },
]
const dealers: Row[] = [
  {
    id: 4,
    name: 'Leie Pools',
    language: 'nl',
    latitude: 51.05,
    longitude: 3.72,
    postal_code: '9000',
    municipality: 'Gent',
    country: 'BE',
  },
]

/** A knex of the calls the endpoint makes: conditions on the columns' last name part. */
const fakeKnex =
  (dealerRows: Row[]): Knex =>
  (table) => {
    const conditions: Array<(row: Row) => boolean> = []
    const column = (name: string) => name.split('.').at(-1) ?? name
    let rows = table === 'directus_users' ? users : table === 'dealers' ? dealerRows : ([] as Row[])
    const query = {
      select: () => query,
      join: () => {
        rows = rows.map((row) => ({
          ...row,
          name: roles.find((role) => role.id === row.role)?.name,
        }))
        return query
      },
      where: (name: string, value: unknown) => {
        conditions.push((row) => row[column(name)] === value)
        return query
      },
      whereRaw: (_sql: string, [name, value]: unknown[]) => {
        conditions.push((row) => String(row[column(String(name))]).toLowerCase() === value)
        return query
      },
      whereNotNull: (name: string) => {
        conditions.push((row) => row[column(name)] !== null && row[column(name)] !== undefined)
        return query
      },
      first: async () => rows.find((row) => conditions.every((matches) => matches(row))),
    }
    return query
  }
const knex = fakeKnex(dealers)

type Handler = (req: AccessRequest, res: AccessResponse) => void

function endpoint() {
  const routes = new Map<string, Handler>()
  const sent: Mail[] = []
  const warnings: string[] = []
  const router: Router = { post: (path, handler) => routes.set(path, handler) }
  const context: Context = {
    database: knex,
    env: { ACCESS_TOKEN_TTL: '15m' },
    emitter: { emitFilter: async (_event, payload) => payload },
    services: {
      MailService: class {
        async send(mail: Mail) {
          sent.push(mail)
        }
      },
    },
    logger: { warn: (message) => warnings.push(message) },
  }
  const modules: DirectusModules = {
    fetchRolesTree: async (role) => [role],
    fetchGlobalAccess: async () => ({ app: false, admin: false }),
    getSecret: () => secret,
    jwt,
  }
  registerDealerAccess(router, context, Promise.resolve(modules))

  /** Calls a route as `user` and resolves with the answer once it is given. */
  const call = (path: string, body: unknown, user: string | null = gate) =>
    new Promise<{ status: number; body: unknown }>((resolve) => {
      let status = 200
      const res: AccessResponse = {
        status: (code) => ((status = code), res),
        set: () => res,
        json: (data) => resolve({ status, body: data }),
        end: () => resolve({ status, body: undefined }),
      }
      routes.get(path)?.({ body, accountability: { user, ip: '127.0.0.1' }, schema: {} }, res)
    })
  return { call, sent, warnings }
}

const signInMail = (email: string) => ({
  email,
  subject: 'Your sign-in code',
  text: 'Code: 123456',
  html: '<p>Code: 123456</p>',
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('the dealer gate', () => {
  it('answers only the gate’s account, with Directus’ 403 to anyone else', async () => {
    const { call, sent } = endpoint()
    for (const user of [null, staffId, 'u4'])
      for (const [path, body] of [
        ['/sign-in-mail', signInMail('an@dealer.example')],
        ['/token', { email: 'an@dealer.example' }],
      ] as const)
        expect(await call(path, body, user)).toEqual({
          status: 403,
          body: {
            errors: [
              {
                message: "You don't have permission to access this.",
                extensions: { code: 'FORBIDDEN' },
              },
            ],
          },
        })
    await settle()
    expect(sent).toEqual([])
  })
})

describe('the sign-in mail', () => {
  it('goes, exactly as given, to an active dealer user, found in any case; 204 either way', async () => {
    const { call, sent } = endpoint()
    expect(await call('/sign-in-mail', signInMail(' AN@dealer.EXAMPLE '))).toEqual({
      status: 204,
      body: undefined,
    })
    for (const email of [
      'nobody@dealer.example',
      'gone@dealer.example',
      'editor@lamella.example',
      'new@dealer.example',
      gateEmail,
    ])
      expect(await call('/sign-in-mail', signInMail(email))).toEqual({
        status: 204,
        body: undefined,
      })
    await settle()
    const { email: _email, ...mail } = signInMail('')
    expect(sent).toEqual([{ to: 'An@Dealer.example', ...mail }])
  })

  it('is refused when a part is missing or too long', () => {
    const ok = signInMail('an@dealer.example')
    expect(mailProblem(ok)).toBeNull()
    expect(mailProblem({ ...ok, subject: 'x'.repeat(limits.subject) })).toBeNull()
    for (const wrong of [
      { ...ok, email: 'no address' },
      { ...ok, subject: '' },
      { ...ok, subject: 'x'.repeat(limits.subject + 1) },
      { ...ok, subject: 'Two\nlines' },
      { ...ok, text: 'x'.repeat(limits.bodyBytes + 1) },
      { ...ok, html: 'é'.repeat(limits.bodyBytes / 2 + 1) },
      { ...ok, html: undefined },
      null,
    ])
      expect(mailProblem(wrong)).toEqual(expect.any(String))
  })

  it('logs a failed delivery without the address', async () => {
    const { call, warnings } = endpoint()
    expect((await call('/sign-in-mail', { ...signInMail('x@y.z'), subject: '' })).status).toBe(400)
    expect(warnings.join()).not.toContain('x@y.z')
  })
})

describe('the token', () => {
  it('is Directus’ access token of the staff member, with who they are and their dealer', async () => {
    const { call } = endpoint()
    const before = Date.now()
    const answer = await call('/token', { email: 'an@dealer.example' })
    expect(answer.status).toBe(200)
    const { data } = answer.body as {
      data: { token: string; expires: number; user: Record<string, unknown> }
    }
    expect(data.user).toEqual({
      id: staffId,
      email: 'An@Dealer.example',
      first_name: 'An',
      last_name: 'Peeters',
      language: 'nl-BE',
      dealer: dealers[0],
    })
    const claims = jwt.verify(data.token, secret) as Record<string, unknown>
    expect(claims).toMatchObject({
      id: staffId,
      role: dealerRole,
      app_access: false,
      admin_access: false,
      iss: 'directus',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60)
    expect(data.expires).toBe(Number(claims.exp) * 1000)
    expect(data.expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1_000)
  })

  it('is 404 for anyone who is not an active dealer user with a dealer', async () => {
    const { call } = endpoint()
    for (const email of [
      'nobody@dealer.example',
      'gone@dealer.example',
      'editor@lamella.example',
      'new@dealer.example',
      gateEmail,
    ])
      expect(await call('/token', { email })).toEqual({
        status: 404,
        body: {
          errors: [{ message: 'No such dealer account.', extensions: { code: 'NOT_FOUND' } }],
        },
      })
    expect((await call('/token', { email: 42 })).status).toBe(400)
  })

  it('finds nobody without a dealer row', async () => {
    expect(await findStaff(fakeKnex([]), 'an@dealer.example')).toBeUndefined()
  })
})
