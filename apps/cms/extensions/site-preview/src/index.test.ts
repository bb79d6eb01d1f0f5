import { jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import extension, {
  readsDrafts,
  signPreviewToken,
  type PreviewRequest,
  type PreviewResponse,
} from './index.ts'

const secret = 'the-preview-secret'
const site = 'https://www.lamella.example'

type Handler = (req: PreviewRequest, res: PreviewResponse) => Promise<void>

const previewable = ['pages', 'posts', 'covers', 'projects', 'pools']
type Rule = Record<string, unknown> | null

/**
 * Directus' services as the endpoint uses them: an item store the editor may or may not read, and
 * the policies of users and roles with their read permissions. `editor-1` and the role `editors`
 * read everything; `writer` reads nothing; `dealer` reads published pools only.
 */
function fakeServices(
  items: Record<string, Record<string, unknown>>,
  policies: Record<string, { ip_access?: string[] | null; read: Record<string, Rule> }> = {
    editing: { read: Object.fromEntries(previewable.map((name) => [name, {}])) },
    writing: { read: {} },
    dealing: { read: { pools: { status: { _eq: 'published' } } } },
  },
  access: Array<{ user?: string; role?: string; policy: string }> = [
    { user: 'editor-1', policy: 'editing' },
    { role: 'editors', policy: 'editing' },
    { user: 'writer', policy: 'writing' },
    { role: 'dealers', policy: 'dealing' },
  ],
) {
  type Filter = { _or?: Filter[]; _and?: Filter[]; [field: string]: unknown }
  const matches = (row: Record<string, unknown>, filter: Filter): boolean =>
    Object.entries(filter).every(([key, condition]) => {
      if (key === '_or') return (condition as Filter[]).some((item) => matches(row, item))
      if (key === '_and') return (condition as Filter[]).every((item) => matches(row, item))
      const { _eq, _in } = condition as { _eq?: unknown; _in?: unknown[] }
      return _in ? _in.includes(row[key]) : row[key] === _eq
    })
  return {
    ItemsService: class {
      constructor(readonly collection: string) {}
      async readOne(key: string) {
        const item = items[`${this.collection}/${key}`]
        if (!item) throw new Error('FORBIDDEN')
        return item
      }
    },
    AccessService: class {
      async readByQuery({ filter }: { filter: Filter }) {
        return access
          .filter((row) => matches(row, filter))
          .map((row) => ({
            policy: { id: row.policy, ip_access: policies[row.policy]?.ip_access ?? null },
          }))
      }
    },
    PermissionsService: class {
      async readByQuery({ filter }: { filter: Filter }) {
        return Object.entries(policies)
          .flatMap(([policy, { read }]) =>
            Object.entries(read).map(([collection, permissions]) => ({
              policy,
              collection,
              action: 'read',
              permissions,
            })),
          )
          .filter((row) => matches(row, filter))
      }
    },
  }
}

/** The endpoint with Directus' parts replaced. */
function endpoint(items: Record<string, Record<string, unknown>>, editorLanguage = 'de-DE') {
  const routes = new Map<string, Handler>()
  extension.handler(
    { get: (path: string, handler: Handler) => void routes.set(path, handler) },
    {
      services: fakeServices(items),
      env: { PREVIEW_SECRET: secret, SITE_PUBLIC_URL: site },
      database: () => ({
        select: () => ({ where: () => ({ first: async () => ({ language: editorLanguage }) }) }),
      }),
      logger: { warn() {} },
    },
  )
  return async (
    path: string,
    params: Record<string, string>,
    query = {},
    user?: string,
    roles: string[] = [],
  ) => {
    const answer = { status: 200, headers: {} as Record<string, string>, body: '' }
    const res: PreviewResponse = {
      status(code: number) {
        answer.status = code
        return res
      },
      set(headers: Record<string, string>) {
        Object.assign(answer.headers, headers)
        return res
      },
      send(body: string) {
        answer.body = body
      },
    }
    await routes.get(path)!(
      { params, query, accountability: user ? { user, roles } : null, schema: {} },
      res,
    )
    return answer
  }
}

const translations = ['nl-BE', 'en-US', 'de-DE'].map((languages_code) => ({ languages_code }))
const items = { 'pages/6': { id: 6, translations } }

async function tokenOf(body: string) {
  const token = /name="token" value="([^"]+)"/.exec(body)?.[1]
  const { payload } = await jwtVerify(token ?? '', new TextEncoder().encode(secret), {
    audience: 'lamella-preview',
  })
  return payload
}

describe('the preview endpoint', () => {
  it('answers a signed-in editor with a page that posts a 60 s token to the site', async () => {
    const answer = await endpoint(items)(
      '/:collection/:id',
      { collection: 'pages', id: '6' },
      {},
      'editor-1',
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toContain(`<form method="post" action="${site}/api/preview">`)
    expect(answer.headers['Cache-Control']).toBe('no-store')
    expect(answer.headers['Content-Security-Policy']).toContain(`form-action ${site}`)
    const claims = await tokenOf(answer.body)
    expect(claims).toMatchObject({ sub: 'editor-1', collection: 'pages', id: '6', tag: 'de-DE' })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60)
  })

  it('signs every token with its own jti, a random UUID the site accepts once', async () => {
    const call = endpoint(items)
    const tokens = await Promise.all(
      [1, 2, 3].map(async () =>
        tokenOf(
          (await call('/:collection/:id', { collection: 'pages', id: '6' }, {}, 'editor-1')).body,
        ),
      ),
    )
    const path = await tokenOf((await call('/path', {}, { to: '/' }, 'editor-1')).body)
    const ids = [...tokens, path].map((claims) => claims.jti)
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('refuses a user whose role may not read every draft: the form writer, a dealer', async () => {
    const call = endpoint(items)
    for (const [user, roles] of [
      ['writer', []],
      ['dealer-staff', ['dealers']],
      ['nobody', []],
    ] as const) {
      for (const answer of [
        await call('/:collection/:id', { collection: 'pages', id: '6' }, {}, user, [...roles]),
        await call('/:collection/:id', { collection: 'pools', id: '6' }, {}, user, [...roles]),
        await call('/path', {}, { to: '/' }, user, [...roles]),
      ]) {
        expect(answer.status, user).toBe(403)
        expect(answer.body).toContain('ask an administrator')
        expect(answer.body).not.toContain('token')
      }
    }
    // a role inherited from a parent role counts, as Directus counts it
    const editor = await call('/path', {}, { to: '/' }, 'someone', ['team', 'editors'])
    expect(editor.status).toBe(200)
  })

  it('takes the language Directus asks for when the item has it', async () => {
    const answer = await endpoint(items)(
      '/:collection/:id',
      { collection: 'pages', id: '6' },
      { lang: 'en-US' },
      'editor-1',
    )
    expect((await tokenOf(answer.body)).tag).toBe('en-US')
  })

  it('gives no token without a Directus session, for an item the editor may not read, or for another collection', async () => {
    const call = endpoint(items)
    const anonymous = await call('/:collection/:id', { collection: 'pages', id: '6' })
    const unreadable = await call(
      '/:collection/:id',
      { collection: 'pages', id: '7' },
      {},
      'editor-1',
    )
    const other = await call(
      '/:collection/:id',
      { collection: 'quote_requests', id: '1' },
      {},
      'editor-1',
    )
    expect([anonymous.status, unreadable.status, other.status]).toEqual([401, 403, 404])
    for (const answer of [anonymous, unreadable, other]) expect(answer.body).not.toContain('token')
  })

  it('leads to paths of the site only', async () => {
    const call = endpoint(items)
    const path = await call('/path', {}, { to: '/nl/blog' }, 'editor-1')
    expect(await tokenOf(path.body)).toMatchObject({ path: '/nl/blog' })
    expect((await call('/path', {}, { to: '//evil.example/' }, 'editor-1')).status).toBe(400)
  })

  it('signs what the site verifies, and nothing else does', async () => {
    const token = signPreviewToken({ aud: 'lamella-preview', path: '/' }, secret)
    await expect(jwtVerify(token, new TextEncoder().encode('another secret'))).rejects.toThrow()
  })
})

describe('who may read drafts', () => {
  const services = fakeServices({})
  const all = Object.fromEntries(previewable.map((name) => [name, {}]))

  it('admins, and users whose policies read each previewable collection without a row filter', async () => {
    expect(await readsDrafts(services, { user: 'u', admin: true }, {})).toBe(true)
    expect(await readsDrafts(services, { user: 'editor-1', roles: [] }, {})).toBe(true)
    expect(await readsDrafts(services, { user: 'u', roles: ['editors'] }, {})).toBe(true)
  })

  it('no one else: a filtered read, a missing collection, no user, a policy bound to addresses', async () => {
    expect(await readsDrafts(services, { user: 'writer', roles: [] }, {})).toBe(false)
    expect(await readsDrafts(services, { user: 'x', roles: ['dealers'] }, {})).toBe(false)
    expect(await readsDrafts(services, null, {})).toBe(false)
    const partial = fakeServices(
      {},
      {
        some: { read: { ...all, posts: { status: { _eq: 'published' } } } },
        most: { read: { pages: {}, posts: {}, covers: {}, projects: {} } },
        office: { ip_access: ['10.0.0.0/8'], read: all },
      },
      [
        { user: 'a', policy: 'some' },
        { user: 'b', policy: 'most' },
        { user: 'c', policy: 'office' },
      ],
    )
    for (const user of ['a', 'b', 'c'])
      expect(await readsDrafts(partial, { user, roles: [] }, {}), user).toBe(false)
  })
})
