/**
 * Runs the real thing: serve.ts bootstraps, sets up and seeds a Directus in a temp dir on a free
 * port; the tests talk to it over HTTP like the site does. A stub on another free port plays the
 * site and records the cache purges the publish flow sends it.
 */
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingHttpHeaders, Server } from 'node:http'
import { createServer as createHttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { JWTPayload } from 'jose'
import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi, login } from '../schema/api.ts'
import { buildSchema } from '../schema/build.ts'
import { previewCollections } from '../schema/editor.ts'
import { quoteMailFlowName } from '../schema/flows.ts'
import {
  quoteRequestValidation,
  readerPermissions,
  writerCreateFields,
} from '../schema/permissions.ts'
import { purgeFlow, purgeFlowName } from '../schema/purge-flow.ts'
import { schemaUpgrades } from '../schema/upgrades.ts'
import { publicFolderName } from '../schema/visibility.ts'
import { readEnvFile } from './env-file.ts'
import { freePort, killGroup, serveScript } from './test-cms.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'lamella-cms-test-'))
const running = new Set<ChildProcess>()

interface Purge {
  url: string
  headers: IncomingHttpHeaders
  body: unknown
  /** the JWT of the Authorization header, verified with PURGE_SECRET, or why it is not valid */
  verified: Promise<JWTPayload | Error>
}

/** The site as far as purges go: records every request and answers 204. */
const purges: Purge[] = []
let siteUrl = ''
const site: Server = createHttpServer((request, response) => {
  let text = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => (text += chunk))
  request.on('end', () => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const secret = readEnvFile(join(dataDir, 'secrets.env')).PURGE_SECRET ?? ''
    purges.push({
      url: `${request.method} ${request.url}`,
      headers: request.headers,
      body: JSON.parse(text || 'null'),
      verified: jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] })
        .then((result) => result.payload)
        .catch((error: Error) => error),
    })
    response.writeHead(204).end()
  })
})

/** Waits for the purge that names this event, collection and keys, and checks how it came. */
async function purgeFor(event: string, collection: string, keys: unknown[]): Promise<JWTPayload> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    for (const purge of purges) {
      const payload = await purge.verified
      if (payload instanceof Error) throw new Error(`a purge did not verify: ${payload.message}`)
      if (payload.event !== event || payload.collection !== collection) continue
      if (JSON.stringify(payload.keys) !== JSON.stringify(keys)) continue
      expect(purge.url).toBe('POST /api/cache/purge')
      expect(purge.headers['content-type']).toBe('application/json')
      expect(purge.body).toEqual({ event, collection, keys })
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300)
      // each purge carries its own id, which the site accepts once
      expect(payload.jti).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
      const ids = (await Promise.all(purges.map((item) => item.verified))).map((item) =>
        item instanceof Error ? undefined : item.jti,
      )
      expect(ids.filter((id) => id === payload.jti)).toHaveLength(1)
      return payload
    }
    await sleep(100)
  }
  const seen = (await Promise.all(purges.map((purge) => purge.verified))).map((payload) =>
    JSON.stringify(payload),
  )
  throw new Error(`no purge for ${event} ${JSON.stringify(keys)}; got:\n${seen.join('\n')}`)
}

process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')))

/** Starts serve.ts and resolves with its output once it exits or prints `until`. */
function serve(
  port: number,
  args: string[],
  until?: string,
): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(process.execPath, [serveScript, ...args], {
    env: {
      ...process.env,
      CMS_DATA_DIR: dataDir,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      SITE_INTERNAL_URL: siteUrl,
      // a mail server of the developer's shell must not get test requests: no transport here
      EMAIL_TRANSPORT: '',
      EMAIL_SMTP_HOST: '',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (until && output.includes(until)) resolve({ child, output })
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code) => {
      running.delete(child)
      if (until) reject(new Error(`serve.ts exited with ${code} before "${until}":\n${output}`))
      else if (code === 0) resolve({ child, output })
      else reject(new Error(`serve.ts exited with ${code}:\n${output}`))
    })
  })
}

async function shutDown(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/** Everything setup or seed could add twice: item counts of every table, schema and access. */
async function snapshot(api: Api): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  const collections = await api.get<Array<{ collection: string; schema: unknown }>>('/collections')
  const tables = collections.filter(
    (item) => item.schema && !item.collection.startsWith('directus_'),
  )
  for (const { collection } of tables) {
    type Count = { count: number | string }
    // a singleton answers with one object, other collections with a list
    const data = await api.get<Count[] | Count>(`/items/${collection}`, {
      aggregate: { count: '*' },
    })
    counts[collection] = Number((Array.isArray(data) ? data[0] : data)?.count)
  }
  for (const system of [
    'collections',
    'fields',
    'relations',
    'permissions',
    'policies',
    'roles',
    'users',
    'files',
    'flows',
    'operations',
    'dashboards',
    'panels',
  ]) {
    counts[system] = (await api.get<unknown[]>(`/${system}`, { limit: -1 })).length
  }
  return counts
}

describe('serve.ts with a fresh data directory', () => {
  let port: number
  let url: string
  let server: ChildProcess
  let admin: Api
  let reader: Api
  let writer: Api
  let startOutput = ''

  beforeAll(async () => {
    const sitePort = await freePort()
    await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${sitePort}`
    port = await freePort()
    url = `http://127.0.0.1:${port}`
    const started = await serve(port, [], 'CMS ready on')
    server = started.child
    startOutput = started.output
    const secrets = readEnvFile(join(dataDir, 'secrets.env'))
    const tokens = readEnvFile(join(dataDir, 'tokens.env'))
    admin = await login(url, secrets.ADMIN_EMAIL ?? '', secrets.ADMIN_PASSWORD ?? '')
    reader = createApi(url, tokens.DIRECTUS_TOKEN)
    writer = createApi(url, tokens.DIRECTUS_FORM_TOKEN)
  }, 240_000)

  afterAll(async () => {
    await Promise.all([...running].map(shutDown))
    await new Promise((resolve) => site.close(resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)

  it('is healthy without a mail server, and its log names where the admin password is kept', async () => {
    const response = await fetch(`${url}/server/health`)
    expect(response.status).toBe(200)
    const health = (await response.json()) as { status: string; checks: Record<string, unknown> }
    expect(health.status).not.toBe('error')
    expect(startOutput).toContain('password in ')
    const { ADMIN_PASSWORD } = readEnvFile(join(dataDir, 'secrets.env'))
    expect(ADMIN_PASSWORD?.length).toBeGreaterThan(8)
    expect(startOutput).not.toContain(ADMIN_PASSWORD)
  })

  it('writes the ready marker, both tokens and the purge secret', () => {
    expect(readFileSync(join(dataDir, '.ready'), 'utf8')).toMatch(/^\d{4}-/)
    const tokens = readEnvFile(join(dataDir, 'tokens.env'))
    expect(tokens.DIRECTUS_TOKEN).toMatch(/^[\w-]{32}$/)
    expect(tokens.DIRECTUS_FORM_TOKEN).toMatch(/^[\w-]{32}$/)
    expect(tokens.PURGE_SECRET).toMatch(/^[\w-]{43}$/)
    expect(tokens.PURGE_SECRET).toBe(readEnvFile(join(dataDir, 'secrets.env')).PURGE_SECRET)
    expect(tokens.DIRECTUS_PREVIEW_TOKEN).toMatch(/^[\w-]{32}$/)
    expect(tokens.PREVIEW_SECRET).toBe(readEnvFile(join(dataDir, 'secrets.env')).PREVIEW_SECRET)
  })

  it('points Live Preview and the Visual Editor at the site, through the preview endpoint', async () => {
    for (const collection of previewCollections) {
      const { meta } = await admin.get<{ meta: { preview_url: string } }>(
        `/collections/${collection}`,
      )
      expect(meta.preview_url).toBe(`${url}/site-preview/${collection}/{{id}}`)
    }
    const settings = await admin.get<{
      visual_editor_urls: Array<{ url: string }>
      module_bar: Array<{ id: string; enabled: boolean }>
    }>('/settings', { fields: 'visual_editor_urls,module_bar' })
    expect(settings.visual_editor_urls).toEqual([{ url: `${siteUrl}/api/preview/start` }])
    expect(settings.module_bar).toContainEqual(
      expect.objectContaining({ id: 'visual', enabled: true }),
    )

    // the extension is loaded: no session, no token; an editor gets a page posting one
    const endpoint = `${url}/site-preview/pages/1`
    expect((await fetch(endpoint)).status).toBe(401)
    const secrets = readEnvFile(join(dataDir, 'secrets.env'))
    const signIn = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD }),
    })
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token
    const page = await fetch(endpoint, { headers: { Authorization: `Bearer ${token}` } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`<form method="post" action="${siteUrl}/api/preview">`)
  })

  it('lets the previewer read drafts, and write nothing', async () => {
    const previewer = createApi(
      url,
      readEnvFile(join(dataDir, 'tokens.env')).DIRECTUS_PREVIEW_TOKEN,
    )
    const draft = await admin.post<{ id: number }>('/items/pages', { status: 'draft' })
    try {
      expect(await previewer.status('GET', `/items/pages/${draft.id}`)).toBe(200)
      expect(await reader.status('GET', `/items/pages/${draft.id}`)).toBe(403)
      expect(
        await previewer.status('PATCH', `/items/pages/${draft.id}`, { status: 'published' }),
      ).toBe(403)
    } finally {
      await admin.delete(`/items/pages/${draft.id}`)
    }
  })

  it('purges the site when an editor edits a translation, creates or deletes an item', async () => {
    const [translation] = await admin.get<Array<{ id: number }>>('/items/posts_translations', {
      filter: { languages_code: { _eq: 'fr-FR' } },
      fields: 'id',
      limit: 1,
    })
    await admin.patch(`/items/posts_translations/${translation?.id}`, { title: 'Purge me' })
    // Directus hands on the key of the URL as it came: a string
    await purgeFor('posts_translations.items.update', 'posts_translations', [
      String(translation?.id),
    ])

    const quote = await admin.post<{ id: number }>('/items/quote_requests', {
      kind: 'mail',
      name: 'Not for the site',
      email: 'purge-test@example.com',
      consent: true,
    })
    const dealer = await admin.post<{ id: number }>('/items/dealers', {
      status: 'published',
      name: 'Purge test dealer',
    })
    await purgeFor('dealers.items.create', 'dealers', [dealer.id])
    await admin.delete(`/items/dealers/${dealer.id}`)
    await purgeFor('dealers.items.delete', 'dealers', [String(dealer.id)])
    await admin.delete(`/items/quote_requests/${quote.id}`)
    await sleep(500)
    const collections = await Promise.all(
      purges.map(async (purge) => ((await purge.verified) as JWTPayload).collection),
    )
    expect(collections).not.toContain('quote_requests')
  })

  it('purges the site when a file is uploaded, edited or deleted', async () => {
    const form = new FormData()
    form.append('title', 'Purge test')
    form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'purge.svg')
    const file = await admin.upload<{ id: string }>(form)
    await purgeFor('files.upload', 'directus_files', [file.id])
    await admin.patch(`/files/${file.id}`, { title: 'Purge test, renamed' })
    await purgeFor('files.update', 'directus_files', [file.id])
    await admin.delete(`/files/${file.id}`)
    await purgeFor('files.delete', 'directus_files', [file.id])
  })

  it('refuses anonymous reads', async () => {
    expect(await createApi(url).status('GET', '/items/pages')).toBe(403)
    expect(await createApi(url).status('GET', '/items/global_settings')).toBe(403)
  })

  it('lets the reader read published pages in every language, but not a draft', async () => {
    const pages = await reader.get<
      Array<{ status: string; translations: Array<{ languages_code: string }> }>
    >('/items/pages', { fields: 'status,translations.languages_code', limit: -1 })
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.every((page) => page.status === 'published')).toBe(true)
    expect(pages[0]?.translations.map((row) => row.languages_code).sort()).toEqual([
      'de-DE',
      'en-US',
      'es-ES',
      'fr-FR',
      'nl-BE',
    ])

    const draft = await admin.post<{ id: number }>('/items/pages', {
      status: 'draft',
      translations: [{ languages_code: 'en-US', slug: 'test-draft', title: 'Draft' }],
    })
    try {
      expect(await reader.status('GET', `/items/pages/${draft.id}`)).toBe(403)
      const visible = await reader.get<Array<{ id: number }>>('/items/pages', {
        fields: 'id',
        limit: -1,
      })
      expect(visible.map((page) => page.id)).not.toContain(draft.id)
    } finally {
      await admin.delete(`/items/pages/${draft.id}`)
    }
  })

  it('lets the reader read the global settings with home and terms pages', async () => {
    const settings = await reader.get<{ brand: string; home_page: number; terms_page: number }>(
      '/items/global_settings',
      { fields: 'brand,home_page,terms_page' },
    )
    expect(settings.brand).toBe('Lamella')
    expect(settings.home_page).toEqual(expect.any(Number))
    expect(settings.terms_page).toEqual(expect.any(Number))
  })

  it('lets the reader follow menu links to pages in every language', async () => {
    type Slugs = { translations: Array<{ languages_code: string; slug: string }> } | null
    type Link = { url: string | null; page: Slugs }
    const settings = await reader.get<{
      main_nav_right: Array<{ collection: string; item: Link }>
      footer_links: Array<{ links: Link[] }>
      top_nav_left: Array<{ nav_links_id: Link }>
      main_nav_left: Array<{ collection: string; item: { items?: Link[] } }>
    }>('/items/global_settings', {
      fields: [
        'main_nav_right.collection',
        ...['main_nav_right.item:nav_links', 'footer_links.links', 'top_nav_left.nav_links_id']
          .concat('main_nav_left.item:main_nav_groups.items')
          .flatMap((path) => [`${path}.url`, `${path}.page.translations.*`]),
      ].join(','),
    })
    const slugs = (link: Link | undefined) =>
      Object.fromEntries(
        (link?.page?.translations ?? []).map((row) => [row.languages_code, row.slug]),
      )
    const about = settings.main_nav_right.find((entry) => entry.item.page)?.item
    expect(about?.url).toBeNull()
    expect(slugs(about)).toEqual({
      'nl-BE': 'over-ons',
      'en-US': 'about',
      'fr-FR': 'a-propos',
      'de-DE': 'ueber-uns',
      'es-ES': 'sobre-nosotros',
    })
    const footer = settings.footer_links.flatMap((group) => group.links)
    expect(footer.map((link) => slugs(link)['de-DE'])).toEqual(
      expect.arrayContaining(['ueber-uns', 'agb']),
    )
    expect(settings.top_nav_left.map((entry) => entry.nav_links_id.url)).toContain('/dealers')
    const items = settings.main_nav_left.flatMap((entry) => entry.item.items ?? [])
    expect(items.map((item) => item.url)).toContain('/covers')
  })

  it('lets the reader read the contact point, the promo banner and the share images', async () => {
    const settings = await reader.get<{
      phone: string
      email: string
      banner_active: boolean
      banner_url: string | null
      banner_page: { translations: Array<{ languages_code: string; slug: string }> }
      translations: Array<{ languages_code: string; banner_text: string }>
      seo: { image: string }
      home_page: { seo: { image: { id: string; type: string } } }
    }>('/items/global_settings', {
      fields: [
        'phone',
        'email',
        'banner_active',
        'banner_url',
        'banner_page.translations.languages_code',
        'banner_page.translations.slug',
        'translations.languages_code',
        'translations.banner_text',
        'seo.image',
        'home_page.seo.image.id',
        'home_page.seo.image.type',
      ].join(','),
    })
    expect(settings).toMatchObject({
      phone: '+32 50 44 18 20',
      email: 'info@lamella.example.com',
      banner_active: true,
      banner_url: null,
    })
    expect(settings.banner_page.translations).toContainEqual({
      languages_code: 'fr-FR',
      slug: 'offre-de-printemps',
    })
    expect(settings.translations).toHaveLength(5)
    for (const row of settings.translations) expect(row.banner_text.length).toBeGreaterThan(20)
    expect(settings.home_page.seo.image.type).toBe('image/jpeg')
    expect(settings.seo.image).not.toBe(settings.home_page.seo.image.id)
    for (const id of [settings.seo.image, settings.home_page.seo.image.id]) {
      expect(await reader.status('GET', `/assets/${id}`)).toBe(200)
    }
  })

  it('hides a link’s page from the reader while the page is a draft', async () => {
    const draft = await admin.post<{ id: number }>('/items/pages', {
      status: 'draft',
      translations: [{ languages_code: 'en-US', slug: 'draft-target', title: 'Draft' }],
    })
    const link = await admin.post<{ id: number }>('/items/nav_links', {
      page: draft.id,
      url: '/covers',
      translations: [{ languages_code: 'en-US', label: 'To a draft' }],
    })
    try {
      const read = await reader.get<{ url: string; page: unknown }>(`/items/nav_links/${link.id}`, {
        fields: 'url,page.id,page.translations.slug',
      })
      expect(read).toEqual({ url: '/covers', page: null })
      // the bare key is no proof that the page is readable
      const raw = await reader.get<{ page: unknown }>(`/items/nav_links/${link.id}`, {
        fields: 'page',
      })
      expect(raw.page).toBe(draft.id)
    } finally {
      await admin.delete(`/items/nav_links/${link.id}`)
      await admin.delete(`/items/pages/${draft.id}`)
    }
  })

  it('lets the form writer create a quote request and nothing else', async () => {
    const email = `integration-${Date.now()}@example.com`
    expect(
      await writer.status('POST', '/items/quote_requests', {
        kind: 'mail',
        name: 'Test',
        email,
        address: 'Grote Markt 1',
        postal_code: '8000',
        municipality: 'Brugge',
        country: 'BE',
        pool_built: 'no',
        consent: true,
      }),
    ).toBe(204)
    expect(await writer.status('GET', '/items/quote_requests')).toBe(403)
    expect(await writer.status('GET', '/items/pages')).toBe(403)
    expect(await reader.status('GET', '/items/quote_requests')).toBe(403)

    const stored = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
      filter: { email: { _eq: email } },
      fields: 'id',
    })
    expect(stored).toHaveLength(1)
    expect(
      await writer.status('PATCH', `/items/quote_requests/${stored[0]?.id}`, { name: 'Changed' }),
    ).toBe(403)

    // no SMTP host here: the mail flow stops at once; its run is on record, without its data
    const [mailFlow] = await admin.get<Array<{ id: string }>>('/flows', {
      filter: { name: { _eq: quoteMailFlowName } },
      fields: 'id',
    })
    const deadline = Date.now() + 15_000
    let runs: unknown[] = []
    while (runs.length === 0 && Date.now() < deadline) {
      runs = await admin.get<unknown[]>('/activity', {
        filter: {
          collection: { _eq: 'directus_flows' },
          item: { _eq: mailFlow?.id },
          action: { _eq: 'run' },
        },
        fields: 'id',
        limit: -1,
      })
      if (runs.length === 0) await sleep(200)
    }
    expect(runs.length).toBeGreaterThan(0)
    const revisions = await admin.get<unknown[]>('/revisions', { fields: 'data,delta', limit: -1 })
    expect(JSON.stringify(revisions)).not.toContain(email)
    await admin.delete(
      '/items/quote_requests',
      stored.map((row) => row.id),
    )
  })

  it('changes nothing when set up again, and keeps an editor’s edit', async () => {
    const [post] = await admin.get<Array<{ id: number }>>('/items/posts_translations', {
      filter: { languages_code: { _eq: 'en-US' } },
      fields: 'id',
      limit: 1,
    })
    await admin.patch(`/items/posts_translations/${post?.id}`, { title: 'Edited by an editor' })
    const before = await snapshot(admin)
    const tokensBefore = readFileSync(join(dataDir, 'tokens.env'), 'utf8')

    // an admin meddles with the flow; the setup puts it back
    const [flow] = await admin.get<Array<{ id: string; options: object }>>('/flows', {
      filter: { name: { _eq: purgeFlowName } },
      fields: 'id,options',
    })
    const operationsOf = (flowId: string) =>
      admin.get<
        Array<{
          id: string
          key: string
          type: string
          options: unknown
          resolve: string | null
          reject: string | null
        }>
      >('/operations', {
        filter: { flow: { _eq: flowId } },
        fields: 'id,key,type,options,resolve,reject',
        limit: -1,
      })
    const meddled = new Map((await operationsOf(flow?.id ?? '')).map((item) => [item.key, item]))
    await admin.patch(`/flows/${flow?.id}`, {
      options: { ...flow?.options, collections: ['posts'] },
    })
    await admin.patch(`/operations/${meddled.get('purge_keys')?.id}`, {
      options: { method: 'POST', url: 'http://example.invalid/' },
    })
    await admin.patch(`/operations/${meddled.get('has_keys')?.id}`, { reject: null })
    await admin.delete(`/operations/${meddled.get('sign_key')?.id}`)
    await admin.post('/flows', { name: purgeFlowName, trigger: 'manual', status: 'inactive' })

    // a database from before links could point at pages: its settings are upgraded, and a note
    // an editor wrote is kept
    // (English only, as it wrote its names, notes and labels; a collection's fields at once)
    const legacy = schemaUpgrades()
    for (const collection of new Set(legacy.map((upgrade) => upgrade.collection))) {
      const own = legacy.filter((upgrade) => upgrade.collection === collection)
      const settings = own.find((upgrade) => upgrade.field === undefined)
      if (settings) await admin.patch(`/collections/${collection}`, { meta: settings.from })
      const fields = own.filter((upgrade) => upgrade.field !== undefined)
      if (fields.length > 0)
        await admin.patch(
          `/fields/${collection}`,
          fields.map((upgrade) => ({ field: upgrade.field, meta: upgrade.from })),
        )
    }
    await admin.patch('/fields/footer_links/url', { meta: { note: 'Written by an editor' } })
    // a database from before the form writer was kept to a visitor's fields
    const writerCreate = () =>
      admin.get<Array<{ id: number; fields: string[] }>>('/permissions', {
        filter: {
          collection: { _eq: 'quote_requests' },
          action: { _eq: 'create' },
          policy: { name: { _eq: 'Form Writer' } },
        },
        fields: 'id,fields',
      })
    const [legacyCreate] = await writerCreate()
    // ... and from before Directus validated a request
    await admin.patch(`/permissions/${legacyCreate?.id}`, { fields: ['*'], validation: {} })
    // a database from before the reader's rows followed their owner and its files the content;
    // a rule an admin wrote is kept
    const readRule = async (policy: string, collection: string) => {
      const [row] = await admin.get<Array<{ id: number; permissions: unknown }>>('/permissions', {
        filter: {
          collection: { _eq: collection },
          action: { _eq: 'read' },
          policy: { name: { _eq: policy } },
        },
        fields: 'id,permissions',
      })
      return row
    }
    const opened = [
      ['Content Reader', 'posts_translations'],
      ['Content Reader', 'pages_blocks'],
      ['Content Reader', 'block_hero'],
      ['Content Reader', 'block_vertical_slider_slides_translations'],
      ['Content Reader', 'directus_files'],
      ['Content Previewer', 'directus_files'],
    ] as const
    for (const [policy, collection] of opened)
      await admin.patch(`/permissions/${(await readRule(policy, collection))?.id}`, {
        permissions: {},
      })
    const adminsRule = { languages_code: { _neq: 'es-ES' } }
    await admin.patch(
      `/permissions/${(await readRule('Content Reader', 'block_cta_translations'))?.id}`,
      { permissions: adminsRule },
    )

    await shutDown(server)
    const again = await serve(port, ['--setup-only'])
    expect(again.output).toContain('CMS set up in')
    const started = await serve(port, [], 'CMS ready on')
    server = started.child
    startOutput = started.output

    const secrets = readEnvFile(join(dataDir, 'secrets.env'))
    admin = await login(url, secrets.ADMIN_EMAIL ?? '', secrets.ADMIN_PASSWORD ?? '')
    expect(await snapshot(admin)).toEqual(before)
    expect(readFileSync(join(dataDir, 'tokens.env'), 'utf8')).toBe(tokensBefore)
    const { visual_editor_urls: urls } = await admin.get<{ visual_editor_urls: unknown[] }>(
      '/settings',
      { fields: 'visual_editor_urls' },
    )
    expect(urls).toHaveLength(1)
    const edited = await admin.get<{ title: string }>(`/items/posts_translations/${post?.id}`)
    expect(edited.title).toBe('Edited by an editor')
    for (const upgrade of legacy) {
      const { meta } = upgrade.field
        ? await admin.get<{ meta: object }>(`/fields/${upgrade.collection}/${upgrade.field}`)
        : await admin.get<{ meta: object }>(`/collections/${upgrade.collection}`)
      const expected =
        upgrade.collection === 'footer_links' && upgrade.field === 'url'
          ? { ...upgrade.to, note: 'Written by an editor' }
          : upgrade.to
      expect(meta).toMatchObject(expected)
    }
    expect(await reader.status('GET', '/items/global_settings')).toBe(200)
    expect((await writerCreate())[0]?.fields).toEqual(writerCreateFields)
    expect(
      (
        await admin.get<Array<{ validation: unknown }>>('/permissions', {
          filter: { id: { _eq: legacyCreate?.id } },
          fields: 'validation',
        })
      )[0]?.validation,
    ).toEqual(quoteRequestValidation())
    const [folder] = await admin.get<Array<{ id: string }>>('/folders', {
      filter: { name: { _eq: publicFolderName } },
      fields: 'id',
    })
    const wanted = (drafts: boolean, collection: string) =>
      readerPermissions(buildSchema(), { drafts, publicFolder: folder?.id ?? '' }).find(
        (permission) => permission.collection === collection,
      )?.permissions
    for (const [policy, collection] of opened)
      expect((await readRule(policy, collection))?.permissions, `${policy} ${collection}`).toEqual(
        wanted(policy === 'Content Previewer', collection),
      )
    expect((await readRule('Content Reader', 'block_cta_translations'))?.permissions).toEqual(
      adminsRule,
    )

    const expected = purgeFlow(buildSchema())
    const flows = await admin.get<Array<{ id: string; options: unknown; operation: string }>>(
      '/flows',
      { filter: { name: { _eq: purgeFlowName } }, fields: 'id,options,operation' },
    )
    expect(flows).toHaveLength(1)
    expect(flows[0]?.options).toEqual(expected.flow.options)
    const operations = await operationsOf(flows[0]?.id ?? '')
    const keyOf = new Map(operations.map((item) => [item.id, item.key]))
    expect(keyOf.get(flows[0]?.operation ?? '')).toBe('token_id')
    expect(
      operations
        .map((item) => ({
          key: item.key,
          type: item.type,
          options: item.options,
          resolve: item.resolve && keyOf.get(item.resolve),
          reject: item.reject && keyOf.get(item.reject),
        }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual(
      expected.operations
        .map(({ key, type, options, resolve, reject }) => ({ key, type, options, resolve, reject }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    )

    // the restored flow runs after a restart, on both branches
    purges.length = 0
    await admin.patch(`/items/posts_translations/${post?.id}`, { title: 'Edited by an editor' })
    await purgeFor('posts_translations.items.update', 'posts_translations', [String(post?.id)])
    const dealer = await admin.post<{ id: number }>('/items/dealers', { name: 'After restart' })
    await purgeFor('dealers.items.create', 'dealers', [dealer.id])
    await admin.delete(`/items/dealers/${dealer.id}`)
  }, 240_000)
})
