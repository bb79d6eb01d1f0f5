/**
 * What an attacker's probe of the running stack found, held on a real Directus that serve.ts
 * boots from the seed (scripts/test-cms.ts): the files and the drafts the site's tokens read,
 * who may enter the site's preview, what the form token may store, and how sign-ins are limited.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import { buildSchema } from '../schema/build.ts'
import { readerCollections } from '../schema/permissions.ts'
import { fileRelations, publicFolderName } from '../schema/visibility.ts'
import { readEnvFile } from './env-file.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
let admin: Api
let reader: Api
let previewer: Api
let writer: Api

const previewable = ['pages', 'posts', 'covers', 'projects', 'pools']

/** Uploads a file as an editor would, into a folder or none; answers its id. */
async function upload(name: string, type: string, body: string, folder?: string) {
  const form = new FormData()
  if (folder) form.append('folder', folder)
  form.append('file', new Blob([body], { type }), name)
  return (await admin.upload<{ id: string }>(form)).id
}

const asset = (api: Api, id: string) => api.status('GET', `/assets/${id}`)

/** A user of a role, with a password. */
async function person(email: string, role: string, fields: Record<string, unknown> = {}) {
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1!`
  await admin.post('/users', { email, password, role, ...fields })
  return { email, password }
}

/** The access token of a sign-in, as the Data Studio gets it. */
const signedIn = async ({ email, password }: { email: string; password: string }) =>
  (await createApi(cms.url).post<{ access_token: string }>('/auth/login', { email, password }))
    .access_token

beforeAll(async () => {
  cms = await startTestCms('hardening')
  admin = cms.admin
  reader = createApi(cms.url, cms.tokens.DIRECTUS_TOKEN)
  previewer = createApi(cms.url, cms.tokens.DIRECTUS_PREVIEW_TOKEN)
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
}, 180_000)

afterAll(async () => {
  await cms?.stop()
}, 30_000)

describe('the files the site’s tokens read', () => {
  it('are every file a row the reader sees points at: every seeded picture on the site', async () => {
    const schema = buildSchema()
    const seen = new Set<string>()
    for (const { collection, field } of fileRelations(schema, new Set(readerCollections(schema)))) {
      const rows = await reader.get<Array<Record<string, string | null>>>(`/items/${collection}`, {
        fields: field,
        filter: { [field]: { _nnull: true } },
        limit: -1,
      })
      for (const row of rows) if (row[field]) seen.add(row[field])
    }
    expect(seen.size).toBeGreaterThan(50)
    for (const id of seen)
      expect(await reader.status('GET', `/files/${id}?fields=id`), id).toBe(200)
    const [cover] = await admin.get<Array<{ image: string }>>('/items/covers', {
      fields: 'image',
      filter: { status: { _eq: 'published' } },
      limit: 1,
    })
    expect(await asset(reader, cover?.image ?? '')).toBe(200)
  })

  it('are not a file no content points at: an editor’s HTML, an SVG with a script', async () => {
    const html = await upload('notes.html', 'text/html', '<script>alert(document.cookie)</script>')
    const svg = await upload(
      'logo.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    for (const id of [html, svg]) {
      expect(await asset(reader, id)).toBe(403)
      expect(await reader.status('GET', `/files/${id}`)).toBe(403)
      expect(await asset(previewer, id)).toBe(403)
    }
    const listed = await reader.get<Array<{ id: string }>>('/files', {
      fields: 'id',
      filter: { id: { _in: [html, svg] } },
    })
    expect(listed).toEqual([])
  })

  it('are not the picture of a draft post, until it is published; the previewer’s are', async () => {
    const picture = await upload('draft-cover.jpg', 'image/jpeg', 'not really a jpeg')
    const post = await admin.post<{ id: number }>('/items/posts', {
      status: 'draft',
      image: picture,
      translations: [{ languages_code: 'en-US', slug: 'draft-picture', title: 'Draft' }],
    })
    expect(await asset(reader, picture)).toBe(403)
    expect(await asset(previewer, picture)).toBe(200)
    await admin.patch(`/items/posts/${post.id}`, { status: 'published' })
    expect(await asset(reader, picture)).toBe(200)
    await admin.delete(`/items/posts/${post.id}`)
    expect(await asset(reader, picture)).toBe(403)
  })

  it('are the files of the public folder', async () => {
    const [folder] = await admin.get<Array<{ id: string }>>('/folders', {
      filter: { name: { _eq: publicFolderName } },
      fields: 'id',
    })
    expect(folder).toBeDefined()
    const leaflet = await upload('leaflet.pdf', 'application/pdf', '%PDF-1.4', folder?.id)
    expect(await asset(reader, leaflet)).toBe(200)
    await admin.patch(`/files/${leaflet}`, { folder: null })
    expect(await asset(reader, leaflet)).toBe(403)
  })
})

describe('the drafts’ translations and blocks', () => {
  it('are not a draft post’s translations, until it is published', async () => {
    const post = await admin.post<{ id: number }>('/items/posts', {
      status: 'draft',
      translations: [{ languages_code: 'en-US', slug: 'secret-plans', title: 'Secret plans' }],
    })
    const [translation] = await admin.get<Array<{ id: number }>>('/items/posts_translations', {
      filter: { posts_id: { _eq: post.id } },
      fields: 'id',
    })
    const byParent = { filter: { posts_id: { _eq: post.id } }, fields: 'title' }
    expect(await reader.status('GET', `/items/posts_translations/${translation?.id}`)).toBe(403)
    expect(await reader.get('/items/posts_translations', byParent)).toEqual([])
    expect(await previewer.get('/items/posts_translations', byParent)).toEqual([
      { title: 'Secret plans' },
    ])
    await admin.patch(`/items/posts/${post.id}`, { status: 'published' })
    expect(await reader.get('/items/posts_translations', byParent)).toEqual([
      { title: 'Secret plans' },
    ])
    await admin.delete(`/items/posts/${post.id}`)
  })

  it('are not a draft page’s blocks, their texts, rows and pictures, until it is published', async () => {
    const hero = await upload('draft-hero.jpg', 'image/jpeg', 'hero')
    const slide = await upload('draft-slide.jpg', 'image/jpeg', 'slide')
    const page = await admin.post<{ id: number }>('/items/pages', {
      status: 'draft',
      translations: [{ languages_code: 'en-US', slug: 'coming-soon', title: 'Coming soon' }],
      blocks: [
        {
          collection: 'block_hero',
          item: { image: hero, translations: [{ languages_code: 'en-US', headline: 'Secret' }] },
        },
        {
          collection: 'block_vertical_slider',
          item: {
            translations: [{ languages_code: 'en-US', heading: 'Slides' }],
            slides: [{ image: slide, translations: [{ languages_code: 'en-US', title: 'One' }] }],
          },
        },
      ],
    })
    const junction = await admin.get<Array<{ id: number; collection: string; item: string }>>(
      '/items/pages_blocks',
      { filter: { pages_id: { _eq: page.id } }, fields: 'id,collection,item' },
    )
    const heroRow = junction.find((row) => row.collection === 'block_hero')
    const sliderRow = junction.find((row) => row.collection === 'block_vertical_slider')
    const [slideRow] = await admin.get<Array<{ id: number }>>(
      '/items/block_vertical_slider_slides',
      {
        filter: { block: { _eq: sliderRow?.item } },
        fields: 'id',
      },
    )
    const reads = [
      ...junction.map((row) => `/items/pages_blocks/${row.id}`),
      `/items/block_hero/${heroRow?.item}`,
      `/items/block_vertical_slider/${sliderRow?.item}`,
      `/items/block_vertical_slider_slides/${slideRow?.id}`,
    ]
    const texts = [
      ['block_hero_translations', { block_hero_id: { _eq: heroRow?.item } }],
      [
        'block_vertical_slider_slides_translations',
        { block_vertical_slider_slides_id: { _eq: slideRow?.id } },
      ],
      ['pages_translations', { pages_id: { _eq: page.id } }],
    ] as const
    const statuses = async (api: Api) => ({
      reads: await Promise.all(reads.map((path) => api.status('GET', path))),
      texts: await Promise.all(
        texts.map(
          async ([collection, filter]) =>
            (await api.get<unknown[]>(`/items/${collection}`, { filter })).length,
        ),
      ),
      pictures: [await asset(api, hero), await asset(api, slide)],
    })

    expect(await statuses(reader)).toEqual({
      reads: [403, 403, 403, 403, 403],
      texts: [0, 0, 0],
      pictures: [403, 403],
    })
    expect(await statuses(previewer)).toEqual({
      reads: [200, 200, 200, 200, 200],
      texts: [1, 1, 1],
      pictures: [200, 200],
    })
    await admin.patch(`/items/pages/${page.id}`, { status: 'published' })
    expect(await statuses(reader)).toEqual({
      reads: [200, 200, 200, 200, 200],
      texts: [1, 1, 1],
      pictures: [200, 200],
    })
    await admin.delete(`/items/pages/${page.id}`)
  })
})

describe('the site’s preview', () => {
  let pageId: number

  beforeAll(async () => {
    const [page] = await admin.get<Array<{ id: number }>>('/items/pages', {
      fields: 'id',
      limit: 1,
    })
    pageId = page?.id ?? 0
  })

  /** The preview endpoint as a token's holder calls it: its status and any token it posts. */
  async function enter(token: string, path: string) {
    const response = await fetch(`${cms.url}/site-preview${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const body = await response.text()
    const jwt = /name="token" value="([^"]+)"/.exec(body)?.[1]
    const claims = jwt
      ? (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
          jti?: string
        })
      : undefined
    return { status: response.status, body, claims }
  }

  it('is refused to the form writer’s token and to a dealer’s staff', async () => {
    const [dealerRole] = await admin.get<Array<{ id: string }>>('/roles', {
      filter: { name: { _eq: 'Dealer' } },
      fields: 'id',
    })
    const [dealer] = await admin.get<Array<{ id: number }>>('/items/dealers', {
      fields: 'id',
      limit: 1,
    })
    const staff = await person('staff@dealers.lamella.example.com', dealerRole?.id ?? '', {
      dealer: dealer?.id,
    })
    const staffToken = await signedIn(staff)
    const [pool] = await admin.get<Array<{ id: number }>>('/items/pools', {
      fields: 'id',
      limit: 1,
    })
    for (const token of [cms.tokens.DIRECTUS_FORM_TOKEN ?? '', staffToken]) {
      for (const path of [`/pages/${pageId}`, `/pools/${pool?.id}`, '/path?to=/']) {
        const answer = await enter(token, path)
        expect(answer.status, path).toBe(403)
        expect(answer.body).toContain('ask an administrator')
        expect(answer.claims).toBeUndefined()
      }
    }
  })

  it('is given to an admin and to an editor whose role reads every draft, with a token of its own', async () => {
    const policy = await admin.post<{ id: string }>('/policies', {
      name: 'Editors (test)',
      icon: 'edit',
      app_access: true,
      admin_access: false,
    })
    await admin.post(
      '/permissions',
      previewable.map((collection) => ({
        policy: policy.id,
        collection,
        action: 'read',
        fields: ['*'],
        permissions: {},
      })),
    )
    const role = await admin.post<{ id: string }>('/roles', { name: 'Editors (test)' })
    await admin.post('/access', { role: role.id, policy: policy.id })
    const editor = await person('editor@lamella.example.com', role.id)
    const editorToken = await signedIn(editor)
    const secrets = readEnvFile(join(cms.dataDir, 'secrets.env'))
    const adminToken = await signedIn({
      email: secrets.ADMIN_EMAIL ?? '',
      password: secrets.ADMIN_PASSWORD ?? '',
    })
    const ids = []
    for (const token of [adminToken, editorToken]) {
      for (const path of [`/pages/${pageId}`, '/path?to=/']) {
        const answer = await enter(token, path)
        expect(answer.status, path).toBe(200)
        expect(answer.claims?.jti).toMatch(/^[0-9a-f-]{36}$/)
        ids.push(answer.claims?.jti)
      }
    }
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('a quote request the form token stores', () => {
  const complete = {
    kind: 'mail',
    locale: 'en-US',
    name: 'Sam Visitor',
    email: 'sam@example.test',
    address: 'Grote Markt 1',
    postal_code: '8000',
    municipality: 'Brugge',
    country: 'BE',
    pool_built: 'no',
    consent: true,
  }

  it('is refused empty, without consent, or incomplete (400)', async () => {
    const before = await admin.get<unknown[]>('/items/quote_requests', { fields: 'id', limit: -1 })
    for (const payload of [
      {},
      { consent: false },
      { ...complete, consent: false },
      { ...complete, address: ' ' },
      { ...complete, country: 'US' },
    ])
      expect(
        await writer.status('POST', '/items/quote_requests', payload),
        JSON.stringify(payload),
      ).toBe(400)
    const after = await admin.get<unknown[]>('/items/quote_requests', { fields: 'id', limit: -1 })
    expect(after).toHaveLength(before.length)
  })

  it('is stored complete (204)', async () => {
    const email = `complete-${Date.now()}@example.test`
    expect(await writer.status('POST', '/items/quote_requests', { ...complete, email })).toBe(204)
    const [dealer] = await admin.get<Array<{ id: number }>>('/items/dealers', {
      fields: 'id',
      limit: 1,
    })
    expect(
      await writer.status('POST', '/items/quote_requests', {
        ...complete,
        email,
        kind: 'appointment',
        dealer: dealer?.id,
      }),
    ).toBe(204)
    // While no dealer serves the visitor's area, the office assigns one by hand.
    expect(
      await writer.status('POST', '/items/quote_requests', {
        ...complete,
        email,
        kind: 'appointment',
      }),
    ).toBe(204)
    const stored = await admin.get<unknown[]>('/items/quote_requests', {
      filter: { email: { _eq: email } },
      fields: 'id',
    })
    expect(stored).toHaveLength(3)
  })
})

describe('sign-ins', () => {
  const signIn = (email: string, password: string, ip: string) =>
    fetch(`${cms.url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email, password }),
    }).then(async (response) => {
      await response.body?.cancel()
      return response.status
    })

  it('meet 429 from a stranger’s address long before the account is suspended', async () => {
    const [role] = await admin.get<Array<{ id: string }>>('/roles', {
      filter: { name: { _eq: 'Dealer' } },
      fields: 'id',
    })
    const victim = await person('victim@dealers.lamella.example.com', role?.id ?? '')
    const stranger = '203.0.113.7'
    const statuses = []
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push(await signIn(victim.email, `guess-${attempt}`, stranger))
    const first429 = statuses.indexOf(429)
    expect(first429).toBeGreaterThanOrEqual(0)
    expect(first429).toBeLessThan(25)
    expect(statuses.slice(0, first429).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(first429).every((status) => status === 429)).toBe(true)

    const [account] = await admin.get<Array<{ status: string }>>('/users', {
      filter: { email: { _eq: victim.email } },
      fields: 'status',
    })
    expect(account?.status).toBe('active')
    // the owner signs in from their own address; the stranger's stays blocked for the window
    expect(await signIn(victim.email, victim.password, '198.51.100.2')).toBe(200)
    expect(await signIn(victim.email, victim.password, stranger)).toBe(429)
  })

  it('never hold up the site’s reader token, many requests at once from one address', async () => {
    const statuses = new Map<number, number>()
    const paths = ['/items/pages?fields=id', '/items/global_settings', '/items/posts?fields=id']
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, index) => reader.status('GET', paths[index % 3] ?? '/')),
      )
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 300 })
    // 300 reads: on a machine the whole suite shares they take longer than vitest's default
  }, 60_000)
})
