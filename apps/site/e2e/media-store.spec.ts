import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFaultProxy, type FaultProxy } from '@lamella/tools/faults'
import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { cmsUrl } from './fixtures'
import { adminOf } from './quote-helpers'
import { e2eCmsDataDir, e2eCmsEnv, freePort } from './stack-env'

// The picture store (ADR 047) on a site of its own that reads the shared CMS through the fault
// proxy, which counts every request reaching Directus and can slow or refuse them. One picture
// request to Directus at a time and none waiting, so that "too many at once" is two.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let proxy: FaultProxy
let site: SiteHandle
let mediaDir: string
/** Pictures published content shows, so the reader may read them. */
let pictures: string[] = []

const startOwnSite = async (port?: number) =>
  startSite({
    port: port ?? (await freePort()),
    cms: { url: proxy.url, tokens: e2eCmsEnv('tokens.env') },
    stdio: 'ignore',
    env: {
      MEDIA_DIR: mediaDir,
      MEDIA_TRANSFORMS: '1',
      MEDIA_TRANSFORM_QUEUE: '0',
      CMS_TIMEOUT_MS: '10000',
    },
  })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const admin = await adminOf(cmsUrl, e2eCmsDataDir)
  const rows = await admin.get<{ image: string | null }[]>(
    '/items/covers?fields=image&filter[status][_eq]=published&limit=-1',
  )
  pictures = [...new Set(rows.flatMap((row) => (row.image ? [row.image] : [])))]
  mediaDir = mkdtempSync(join(tmpdir(), 'lamella-e2e-media-'))
  proxy = await startFaultProxy(cmsUrl)
  site = await startOwnSite()
})

test.afterAll(async () => {
  await site?.stop()
  await proxy?.close()
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
})

/** Requests for pictures that reached Directus since the proxy was last reset. */
const assetRequests = () =>
  Object.entries(proxy.attempts())
    .filter(([key]) => key.startsWith('GET /assets/'))
    .reduce((sum, [, n]) => sum + n, 0)

async function picture(request: APIRequestContext, path: string) {
  const answer = await request.get(`${site.url}${path}`)
  return {
    status: answer.status(),
    headers: answer.headers(),
    body: answer.ok() ? await answer.body() : Buffer.alloc(0),
  }
}

test('a picture is made once: then served without Directus, after a restart from the store on disk', async ({
  request,
}) => {
  expect(pictures.length, 'published covers with pictures').toBeGreaterThan(0)
  const path = `/media/${pictures[0]}?w=320&f=webp`
  proxy.reset()
  const first = await picture(request, path)
  expect(first.status).toBe(200)
  expect(first.headers['x-cache']).toBe('MISS')
  expect(first.headers['server-timing']).toContain('desc="cms"')
  expect(assetRequests()).toBe(1)

  const second = await picture(request, path)
  expect(second.status).toBe(200)
  expect(second.headers['x-cache']).toBe('HIT')
  expect(assetRequests()).toBe(1)

  // A new site process (nothing in memory) on the same store, with Directus unreachable: the
  // picture can only come from the disk.
  await site.stop()
  site = await startOwnSite(site.port)
  proxy.reset()
  await proxy.setFault({ kind: 'refuse' })
  try {
    const stored = await picture(request, path)
    expect(stored.status).toBe(200)
    expect(stored.headers['x-cache']).toBe('HIT')
    expect(stored.headers['server-timing']).toContain('desc="store"')
    expect(stored.headers['etag']).toBe(first.headers['etag'])
    expect(stored.body.equals(first.body)).toBe(true)
    const revalidated = await request.get(`${site.url}${path}`, {
      headers: { 'if-none-match': first.headers['etag']! },
    })
    expect(revalidated.status()).toBe(304)
  } finally {
    await proxy.setFault({ kind: 'none' })
  }
  expect(assetRequests()).toBe(0)
})

test('beyond its places a picture answers 503 with Retry-After, while pages answer as usual', async ({
  request,
}) => {
  // a page in the page cache, as a visitor finds it
  expect((await request.get(`${site.url}/en`)).status()).toBe(200)
  // Every CMS request now takes 1.5 s: the first picture holds the only place for that long.
  await proxy.setFault({ kind: 'delay', ms: 1_500 })
  try {
    const id = pictures.at(-1)!
    const variants = ['?w=640&f=webp', '?w=800&f=jpg', '?w=1024&f=webp', '?w=480&f=jpg']
    const [page, ...answers] = await Promise.all([
      request.get(`${site.url}/en`),
      ...variants.map((variant) => request.get(`${site.url}/media/${id}${variant}`)),
    ])
    expect(page!.status()).toBe(200)
    const statuses = answers.map((answer) => answer.status())
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 503)).toHaveLength(variants.length - 1)
    for (const answer of answers.filter((a) => a.status() === 503)) {
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0)
      expect(answer.headers()['cache-control']).toBe('no-store')
    }
  } finally {
    await proxy.setFault({ kind: 'none' })
  }
})
