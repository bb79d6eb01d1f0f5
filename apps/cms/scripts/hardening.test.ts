/**
 * What an attacker's probe of the running stack found, held on a real Directus that serve.ts
 * boots from the seed (scripts/test-cms.ts): the files and the drafts the site's tokens read,
 * who may enter the site's preview, what the form token may store, how sign-ins are limited,
 * what anyone may ask of the API, and the headers it answers with. Two Directus processes share
 * one database: one as a server the internet reaches directly (no proxy declared, http) and one
 * behind a declared proxy on this machine, reached over https, where each test's client sends
 * its own address.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi, login } from '../schema/api.ts'
import { buildSchema } from '../schema/build.ts'
import { applyAccess, previewerEmail, readerEmail, writerEmail } from '../schema/access.ts'
import { readerCollections } from '../schema/permissions.ts'
import { tokenOnlyProvider } from '../schema/upgrades.ts'
import { fileRelations, publicFolderName } from '../schema/visibility.ts'
import { readEnvFile } from './env-file.ts'
import type { TestCms } from './test-cms.ts'
import { freePort, killGroup, serveScript, startTestCms } from './test-cms.ts'

let cms: TestCms
/** behind a declared proxy (`IP_TRUST_PROXY=loopback`), its Data Studio on https */
let proxied: TestCms
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
async function person(
  email: string,
  role: string,
  fields: Record<string, unknown> = {},
  api: Api = admin,
) {
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1!`
  await api.post('/users', { email, password, role, ...fields })
  return { email, password }
}

/** The access token of a sign-in, as the Data Studio gets it. */
const signedIn = async ({ email, password }: { email: string; password: string }) =>
  (await createApi(cms.url).post<{ access_token: string }>('/auth/login', { email, password }))
    .access_token

/** How to stop each Directus `joinTestCms` started. */
const joined: Array<() => Promise<void>> = []

/**
 * A second Directus process on the first one's database and data directory (`serve.ts --join`:
 * no setup of its own), with `env` over the first one's environment; its sign-in limits are its
 * own (memory store). Stopping it leaves the data directory to the first.
 */
async function joinTestCms(first: TestCms, env: NodeJS.ProcessEnv): Promise<TestCms> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [serveScript, '--join'], {
    env: {
      ...process.env,
      CMS_DATA_DIR: first.dataDir,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise((resolve) => child.once('exit', resolve))
    killGroup(child, 'SIGTERM')
    await gone
  }
  // stopped by afterAll even when the start outlasts beforeAll
  joined.push(stop)
  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const collect = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('CMS joined on')) resolve()
      }
      child.stdout?.on('data', collect)
      child.stderr?.on('data', collect)
      child.once('exit', (code) =>
        reject(new Error(`serve.ts --join exited with ${code}:\n${output}`)),
      )
    })
    const secrets = readEnvFile(join(first.dataDir, 'secrets.env'))
    const admin = await login(url, secrets.ADMIN_EMAIL ?? '', secrets.ADMIN_PASSWORD ?? '')
    return { url, dataDir: first.dataDir, admin, tokens: first.tokens, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

beforeAll(async () => {
  cms = await startTestCms('hardening')
  proxied = await joinTestCms(cms, {
    IP_TRUST_PROXY: 'loopback',
    CMS_PUBLIC_URL: 'https://cms.lamella.example.com',
  })
  admin = cms.admin
  reader = createApi(cms.url, cms.tokens.DIRECTUS_TOKEN)
  previewer = createApi(cms.url, cms.tokens.DIRECTUS_PREVIEW_TOKEN)
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
}, 300_000)

afterAll(async () => {
  await Promise.all(joined.map((stop) => stop()))
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
    // a read of every seeded file: on a machine the whole suite shares, longer than 5 s
  }, 30_000)

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

describe('a dealer’s lead e-mail', () => {
  it('is not read by the site’s tokens, which read the rest of a published dealer', async () => {
    const [dealer] = await admin.get<Array<{ id: number }>>('/items/dealers', {
      filter: { status: { _eq: 'published' } },
      fields: 'id',
      limit: 1,
    })
    await admin.patch(`/items/dealers/${dealer?.id}`, { lead_email: 'leads@dealer.example' })
    for (const token of [reader, previewer]) {
      const row = await token.get<Record<string, unknown>>(`/items/dealers/${dealer?.id}`)
      expect(row.name).toEqual(expect.any(String))
      expect(row).not.toHaveProperty('lead_email')
      // asked by name, Directus refuses the field rather than leave it out
      expect(await token.status('GET', `/items/dealers/${dealer?.id}?fields=lead_email`)).toBe(403)
    }
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
  }, 30_000)
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
  }, 30_000)

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
  }, 30_000)
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

interface Answer {
  status: number
  body: string
  /** milliseconds from sending to the whole answer */
  took: number
}

/** A password sign-in as a browser sends it, from `client` when given (`X-Forwarded-For`). */
async function signIn(
  target: TestCms,
  email: string,
  password: string,
  client?: string,
  extra: Record<string, unknown> = {},
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now()
    const response = await fetch(`${target.url}/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(client !== undefined && { 'X-Forwarded-For': client }),
      },
      body: JSON.stringify({ email, password, ...extra }),
    })
    const body = await response.text()
    // Directus' pressure limiter, on a machine the whole suite shares, answers before any sign-in
    // is counted: a client tries again after the second it asks for
    if (response.status === 503 && attempt < 10) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      continue
    }
    return { status: response.status, body, took: performance.now() - started }
  }
}

/** A 429's body with the time its window ends left out, and that time. */
function withoutReset(body: string) {
  const parsed = JSON.parse(body) as { errors: Array<{ extensions: { reset?: string } }> }
  const reset = Date.parse(parsed.errors[0]?.extensions.reset ?? '')
  for (const error of parsed.errors) delete error.extensions.reset
  return { body: parsed, reset }
}

/** The stall login-limit holds every failed sign-in to (scripts/directus.ts). */
const failureStall = 2000

describe('sign-ins', () => {
  let proxiedAdmin: Api
  let dealerRole: string

  beforeAll(async () => {
    proxiedAdmin = proxied.admin
    const [role] = await proxiedAdmin.get<Array<{ id: string }>>('/roles', {
      filter: { name: { _eq: 'Dealer' } },
      fields: 'id',
    })
    dealerRole = role?.id ?? ''
  })

  it('meet 429 from a stranger’s address long before the account is suspended', async () => {
    const victim = await person('victim@dealers.lamella.example.com', dealerRole, {}, proxiedAdmin)
    const stranger = '203.0.113.7'
    const statuses = []
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push((await signIn(proxied, victim.email, `guess-${attempt}`, stranger)).status)
    const first429 = statuses.indexOf(429)
    expect(first429).toBeGreaterThanOrEqual(0)
    expect(first429).toBeLessThan(25)
    expect(statuses.slice(0, first429).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(first429).every((status) => status === 429)).toBe(true)

    const [account] = await proxiedAdmin.get<Array<{ status: string }>>('/users', {
      filter: { email: { _eq: victim.email } },
      fields: 'status',
    })
    expect(account?.status).toBe('active')
    // the owner signs in from their own address; the stranger's stays blocked for the window
    expect((await signIn(proxied, victim.email, victim.password, '198.51.100.2')).status).toBe(200)
    expect((await signIn(proxied, victim.email, victim.password, stranger)).status).toBe(429)
  }, 60_000)

  it('of the site’s token-only accounts are refused, never counted: 100 wrong ones from 100 addresses and the token still reads', async () => {
    const statuses = new Map<number, number>()
    for (let batch = 0; batch < 4; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          signIn(proxied, readerEmail, `guess-${batch}-${index}`, `198.18.${batch}.${index + 1}`),
        ),
      )
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 100 })
    const accounts = await proxiedAdmin.get<
      Array<{ email: string; status: string; provider: string; password: string | null }>
    >('/users', {
      filter: { email: { _in: [readerEmail, writerEmail, previewerEmail] } },
      fields: 'email,status,provider,password',
      sort: 'email',
    })
    expect(accounts).toEqual(
      [previewerEmail, readerEmail, writerEmail].map((email) => ({
        email,
        status: 'active',
        provider: tokenOnlyProvider,
        password: null,
      })),
    )
    const reader = createApi(proxied.url, proxied.tokens.DIRECTUS_TOKEN)
    expect(await reader.status('GET', '/items/global_settings')).toBe(200)
  }, 120_000)

  it('answer a known and an unknown e-mail alike past the limit, by REST and by GraphQL', async () => {
    const known = await person('known@dealers.lamella.example.com', dealerRole, {}, proxiedAdmin)
    const stranger = '203.0.113.77'
    for (let attempt = 0; attempt < 5; attempt++) {
      const email = attempt % 2 ? known.email : `nobody-${attempt}@lamella.example.com`
      expect((await signIn(proxied, email, 'guess', stranger)).status).toBe(401)
    }
    const [ofKnown, ofUnknown] = await Promise.all([
      signIn(proxied, known.email, 'guess', stranger),
      signIn(proxied, 'nobody@lamella.example.com', 'guess', stranger),
    ])
    expect([ofKnown.status, ofUnknown.status]).toEqual([429, 429])
    const [knownBody, unknownBody] = [withoutReset(ofKnown.body), withoutReset(ofUnknown.body)]
    expect(unknownBody.body).toEqual(knownBody.body)
    // the window's end, read from the clock at each answer
    expect(Math.abs(unknownBody.reset - knownBody.reset)).toBeLessThan(1000)

    const graphql = (email: string) =>
      fetch(`${proxied.url}/graphql/system`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.78' },
        body: JSON.stringify({
          query: `mutation { auth_login(email: "${email}", password: "guess") { access_token } }`,
        }),
      }).then(async (response) => ({ status: response.status, body: await response.text() }))
    const [graphqlKnown, graphqlUnknown] = [
      await graphql(known.email),
      await graphql('nobody@lamella.example.com'),
    ]
    expect(graphqlKnown.status).toBe(403)
    expect(graphqlUnknown).toEqual(graphqlKnown)
    // with a token too: GraphQL never tries a password
    const signedInGraphql = await fetch(`${proxied.url}/graphql/system`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${proxied.tokens.DIRECTUS_TOKEN}`,
      },
      body: JSON.stringify({
        query: `mutation { auth_login(email: "${known.email}", password: "${known.password}") { access_token } }`,
      }),
    })
    expect(signedInGraphql.status).toBe(403)
  }, 60_000)

  it('fail for a known and an unknown e-mail with the same answer, each held to the same stall', async () => {
    const known = await person('timed@dealers.lamella.example.com', dealerRole, {}, proxiedAdmin)
    const took: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    const bodies = new Set<string>()
    for (let round = 0; round < 3; round++) {
      const [ofKnown, ofUnknown] = await Promise.all([
        signIn(proxied, known.email, 'wrong', `192.0.2.${10 + round}`),
        signIn(proxied, `nobody-${round}@lamella.example.com`, 'wrong', `192.0.2.${20 + round}`),
      ])
      expect([ofKnown.status, ofUnknown.status]).toEqual([401, 401])
      bodies.add(ofKnown.body).add(ofUnknown.body)
      took.known.push(ofKnown.took)
      took.unknown.push(ofUnknown.took)
    }
    const right = await signIn(proxied, known.email, known.password, '192.0.2.30')
    const ms = (times: number[]) => times.map((time) => Math.round(time)).join(', ')
    console.info(
      `[sign-in failures] known: ${ms(took.known)} ms; unknown: ${ms(took.unknown)} ms; a success: ${Math.round(right.took)} ms`,
    )
    expect(bodies.size).toBe(1)
    for (const time of [...took.known, ...took.unknown])
      expect(time).toBeGreaterThanOrEqual(failureStall)
    expect(right.status).toBe(200)
  }, 60_000)

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

  it('count a non-address X-Forwarded-For against the proxy, even from the declared proxy', async () => {
    // the proxy's own address (this machine) has its five attempts; made-up values share them
    const made = ['junk', 'localhost', '203.0.113.9:80', 'unknown', '[::1]', 'a, b', 'x']
    const statuses = []
    for (const value of made)
      statuses.push((await signIn(proxied, 'nobody@lamella.example.com', 'guess', value)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    // a proxy's address entry after a made-up one is the client's: a budget of its own
    const real = await signIn(proxied, 'nobody@lamella.example.com', 'guess', 'junk, 203.0.113.99')
    expect(real.status).toBe(401)
  }, 60_000)
})

describe('the hash utilities', () => {
  // a hash whose own parameters ask argon2 for 4 GiB and a hundred passes
  const costly = '$argon2id$v=19$m=4194304,t=100,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA'

  it('are refused to anyone but an administrator (403), before argon2 runs', async () => {
    const anonymous = createApi(cms.url)
    for (const api of [anonymous, reader, writer]) {
      expect(await api.status('POST', '/utils/hash/generate', { string: 'secret' })).toBe(403)
      expect(
        await api.status('POST', '/utils/hash/verify', { string: 'secret', hash: costly }),
      ).toBe(403)
    }
  })

  it('still work for an administrator', async () => {
    const hash = await admin.post<string>('/utils/hash/generate', { string: 'secret' })
    expect(hash).toMatch(/^\$argon2/)
    expect(await admin.post('/utils/hash/verify', { string: 'secret', hash })).toBe(true)
  }, 30_000)
})

describe('GraphQL and the API’s descriptions', () => {
  const graphql = (api: Api | null, path: string, query: string) =>
    fetch(`${cms.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(api && { Authorization: `Bearer ${cms.tokens.DIRECTUS_TOKEN}` }),
      },
      body: JSON.stringify({ query }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
    }))
  const aliased = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`

  it('are refused to anonymous callers: system GraphQL and the OAS and GraphQL specs', async () => {
    const anonymous = createApi(cms.url)
    for (const path of [
      '/server/specs/oas',
      '/server/specs/graphql',
      '/server/specs/graphql/system',
    ])
      expect(await anonymous.status('GET', path), path).toBe(403)
    expect((await graphql(null, '/graphql/system', '{ server_ping }')).status).toBe(403)
    expect(
      await anonymous.status(
        'GET',
        `/graphql/system?query=${encodeURIComponent('{ server_ping }')}`,
      ),
    ).toBe(403)
    // what the site and the Data Studio read stays open to them
    expect(await reader.status('GET', '/server/specs/oas')).toBe(200)
    expect((await graphql(reader, '/graphql/system', '{ server_ping }')).status).toBe(200)
  })

  it('answer a normal query, and refuse an over-long or over-aliased one, to a token', async () => {
    const normal = await graphql(reader, '/graphql', '{ pages(limit: 2) { id } }')
    expect(normal.status).toBe(200)
    expect(normal.body.errors).toBeUndefined()
    expect(normal.body.data?.pages).toHaveLength(2)
    // the probe's query: 1,600 aliases of the OAS spec, 35 kB
    const probe = aliased(1600, 'server_specs_oas')
    expect(probe.length).toBeGreaterThan(30_000)
    expect((await graphql(reader, '/graphql/system', probe)).status).toBe(400)
    // few tokens, too many aliases
    expect((await graphql(reader, '/graphql/system', aliased(101, 'server_ping'))).status).toBe(400)
    const fragments =
      '{ ...A ...B } fragment A on Query { ' +
      Array.from({ length: 60 }, (_, index) => `a${index}: server_ping`).join(' ') +
      ' } fragment B on Query { b: server_info { ...C } c: server_info { ...C } } fragment C on server_info { ' +
      Array.from({ length: 30 }, (_, index) => `p${index}: project { project_name }`).join(' ') +
      ' }'
    expect((await graphql(reader, '/graphql/system', fragments)).status).toBe(400)
    const atTheLimit = await graphql(reader, '/graphql/system', aliased(100, 'server_ping'))
    expect(atTheLimit.status).toBe(200)
    expect(Object.keys(atTheLimit.body.data ?? {})).toHaveLength(100)
  })

  it('keeps the Insights panels’ query for an administrator', async () => {
    const response = await fetch(`${cms.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${(await adminSession()).access_token}`,
      },
      body: JSON.stringify({
        query: `query {
          query_new: quote_requests_aggregated(filter: { status: { _eq: "new" } }) { count { id } }
          query_status: quote_requests_aggregated(groupBy: ["status"]) { group count { id } }
          query_list: quote_requests(limit: 10, sort: ["-date_created"]) { id name status }
        }`,
      }),
    })
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown }
    expect(response.status).toBe(200)
    expect(body.errors).toBeUndefined()
    expect(Object.keys(body.data ?? {})).toEqual(['query_new', 'query_status', 'query_list'])
  }, 30_000)
})

/** An administrator's sign-in as the Data Studio makes it; `mode: 'session'` sets the cookie. */
async function adminSession(target: TestCms = cms, mode = 'json') {
  const secrets = readEnvFile(join(target.dataDir, 'secrets.env'))
  const response = await fetch(`${target.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.250' },
    body: JSON.stringify({
      email: secrets.ADMIN_EMAIL,
      password: secrets.ADMIN_PASSWORD,
      mode,
    }),
  })
  const cookie = response.headers.get('set-cookie') ?? ''
  const body = (await response.json()) as { data: { access_token?: string } }
  return { status: response.status, cookie, access_token: body.data.access_token }
}

// The tests that sign an administrator in wait for argon2, seconds on a loaded machine.
describe('the answers’ headers', () => {
  it('name no software, forbid sniffing, keep the referrer on the site, and let the Studio connect to itself only', async () => {
    for (const path of ['/server/ping', '/admin/', '/items/pages', '/not-a-route']) {
      const response = await fetch(`${cms.url}${path}`)
      await response.body?.cancel()
      expect(response.headers.get('x-powered-by'), path).toBeNull()
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1]
      expect(connect, path).toBe("'self'")
    }
  })

  it('make the session cookie Secure where the Data Studio is reached over https', async () => {
    const plain = await adminSession(cms, 'session')
    expect(plain.status).toBe(200)
    expect(plain.cookie).toMatch(/directus_session_token=/)
    expect(plain.cookie).not.toMatch(/;\s*Secure/i)
    const https = await adminSession(proxied, 'session')
    expect(https.status).toBe(200)
    expect(https.cookie).toMatch(/directus_session_token=[^;]+;.*\bSecure\b/i)
  }, 30_000)
})

describe('the site’s accounts of an earlier version', () => {
  it('are made token-only by the setup, and their tokens still read', async () => {
    const find = async () =>
      (
        await admin.get<Array<{ id: string; provider: string; password: string | null }>>(
          '/users',
          { filter: { email: { _eq: readerEmail } }, fields: 'id,provider,password' },
        )
      )[0]
    const before = await find()
    // as the setup made it before: a local account, and an administrator gave it a password
    await admin.patch(`/users/${before?.id}`, { provider: 'default', password: 'an-old-Passw0rd' })
    expect(await find()).toMatchObject({ provider: 'default', password: '**********' })
    const tokens = {
      reader: cms.tokens.DIRECTUS_TOKEN ?? '',
      writer: cms.tokens.DIRECTUS_FORM_TOKEN ?? '',
      previewer: cms.tokens.DIRECTUS_PREVIEW_TOKEN ?? '',
      dealerGate: cms.tokens.DIRECTUS_DEALER_TOKEN ?? '',
    }
    expect(await applyAccess(admin, buildSchema(), tokens)).toEqual(tokens)
    expect(await find()).toEqual({ id: before?.id, provider: tokenOnlyProvider, password: null })
    expect(await reader.status('GET', '/items/global_settings')).toBe(200)
  }, 60_000)
})

// Last: it spends the sign-in attempts of this machine's address on the first Directus.
describe('X-Forwarded-For without a declared proxy', () => {
  it('changes nothing: every made-up address shares the connection’s five attempts', async () => {
    const statuses = []
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push(
        (await signIn(cms, 'nobody@lamella.example.com', 'guess', `198.51.100.${attempt + 1}`))
          .status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect((await signIn(cms, 'nobody@lamella.example.com', 'guess')).status).toBe(429)
    // and the same with a value that is no address
    expect((await signIn(cms, 'nobody@lamella.example.com', 'guess', 'junk')).status).toBe(429)
  }, 60_000)
})
