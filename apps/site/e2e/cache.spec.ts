import {
  removeDataDir,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '@lamella/tools/stack'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SignJWT } from 'jose'
import { postsByDate } from './fixtures'

// These tests edit content and stop the CMS, so they run on a stack of their own: the other
// specs keep theirs. Serial: each step builds on the cache state the previous one left.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const cmsPort = Number(process.env.E2E_CACHE_CMS_PORT ?? 8156)
const sitePort = Number(process.env.E2E_CACHE_SITE_PORT ?? 3156)
let cms: CmsHandle
let site: SiteHandle

test.beforeAll(async () => {
  test.setTimeout(300_000)
  cms = await startCms({ port: cmsPort, siteUrl: `http://127.0.0.1:${sitePort}`, stdio: 'ignore' })
  site = await startSite({ port: sitePort, cms, stdio: 'ignore' })
})

test.afterAll(async () => {
  await site?.stop()
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
})

/** The newest post: first on the blog's list too. */
const post = postsByDate[0]!
const articlePath = () => `/en/blog/${post.t['en-US'].slug}`

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(`${site.url}${path}`, {
    headers: { cookie: `lamella_locale=${path.split('/')[1]}` },
  })
  return { status: response.status(), headers: response.headers(), html: await response.text() }
}

async function adminToken() {
  const response = await fetch(`${cms.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: cms.admin.email, password: cms.admin.password }),
  })
  return ((await response.json()) as { data: { access_token: string } }).data.access_token
}

function signPurge(secret: string) {
  return new SignJWT({ event: 'posts.items.update', collection: 'posts', keys: [1] })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret))
}

test('a cached page answers from the cache, with validators for the browser and a CDN', async ({
  request,
}) => {
  const first = await get(request, articlePath())
  expect(first.status).toBe(200)
  const second = await get(request, articlePath())
  expect(second.headers['x-cache']).toBe('HIT')
  expect(second.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  expect(second.headers['etag']).toMatch(/^W\/"/)
  const revalidated = await request.get(`${site.url}${articlePath()}`, {
    headers: { cookie: 'lamella_locale=en', 'if-none-match': second.headers['etag']! },
  })
  expect(revalidated.status()).toBe(304)
})

test('images come from the site with a validator, a week of browser cache and 304s', async ({
  request,
}) => {
  const { html } = await get(request, articlePath())
  const src = /src="(\/media\/[0-9a-f-]{36}\?w=\d+&amp;f=webp)"/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
  expect(src).toBeTruthy()
  const image = await request.get(`${site.url}${src}`)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
  expect(image.headers()['cache-control']).toMatch(/public, max-age=604800/)
  const etag = image.headers()['etag']!
  expect(etag).toMatch(/^"/)
  const again = await request.get(`${site.url}${src}`, { headers: { 'if-none-match': etag } })
  expect(again.status()).toBe(304)
})

test('the public origin comes from SITE_URL, never from the Host header', async ({ request }) => {
  const response = await request.get(`${site.url}/en/projects`, {
    headers: { host: 'evil.example', cookie: 'lamella_locale=en' },
  })
  const html = await response.text()
  expect(html).toContain(`<link rel="canonical" href="${site.url}/en/projects"/>`)
  expect(html).not.toContain('evil.example')
})

test('a wrong signature gets 401 and purges nothing', async ({ request }) => {
  await get(request, articlePath())
  for (const authorization of ['', 'Bearer nonsense', `Bearer ${await signPurge('wrong')}`]) {
    const response = await request.post(`${site.url}/api/cache/purge`, {
      headers: authorization ? { authorization } : {},
    })
    expect(response.status()).toBe(401)
  }
  expect((await get(request, articlePath())).headers['x-cache']).toBe('HIT')
})

test('publishing in Directus shows on the next request: an edited title, on the article and the list', async ({
  request,
}) => {
  const title = post.t['en-US'].title
  expect((await get(request, articlePath())).html).toContain(title)
  expect((await get(request, '/en/blog')).html).toContain(title)
  expect((await get(request, '/en/blog')).headers['x-cache']).toBe('HIT')

  const token = await adminToken()
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const rows = await fetch(
    `${cms.url}/items/posts_translations?filter[languages_code][_eq]=en-US&filter[slug][_eq]=${post.t['en-US'].slug}&fields=id`,
    { headers: auth },
  )
  const [row] = ((await rows.json()) as { data: { id: number }[] }).data
  const edited = `${title} (updated)`
  const patch = await fetch(`${cms.url}/items/posts_translations/${row!.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: edited }),
  })
  expect(patch.status).toBe(200)

  // The flow runs right after the save; the first request after its purge renders anew.
  await expect
    .poll(async () => (await get(request, articlePath())).html, { timeout: 10_000 })
    .toContain(edited)
  expect((await get(request, '/en/blog')).html).toContain(edited)
})

test('with the CMS stopped, warm pages keep answering and cold ones say 503 in the visitor’s language', async ({
  page,
  request,
}) => {
  const warm = ['/en', '/en/blog', articlePath(), '/en/covers']
  for (const path of warm) expect((await get(request, path)).status).toBe(200)

  await cms.stop()

  for (const path of warm) {
    const answer = await get(request, path)
    expect(answer.status, path).toBe(200)
  }
  // A purge while the CMS is down: pages are rendered anew from the last good content reads, or,
  // where a read has none, the last good page stays.
  const purge = await request.post(`${site.url}/api/cache/purge`, {
    headers: { authorization: `Bearer ${await signPurge(cms.tokens.PURGE_SECRET!)}` },
  })
  expect(purge.status()).toBe(200)
  const afterPurge = await get(request, '/en/blog')
  expect(afterPurge.status).toBe(200)
  expect(['REVALIDATED', 'FALLBACK']).toContain(afterPurge.headers['x-cache'])
  expect(afterPurge.html).toContain(post.t['en-US'].title)

  const cold = await get(request, `/fr/blog/${post.t['fr-FR'].slug}`)
  expect(cold.status).toBe(503)
  expect(cold.headers['retry-after']).toMatch(/^\d+$/)
  expect(cold.headers['cache-control']).toBe('no-store')

  const response = await page.goto(`${site.url}/fr/projects`)
  expect(response?.status()).toBe(503)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporairement indisponible')
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-reason', 'unavailable')
})

test('when the CMS is back, cold pages answer again without restarting the site', async ({
  request,
}) => {
  await cms.restart()
  await expect
    .poll(async () => (await get(request, '/fr/projects')).status, { timeout: 30_000 })
    .toBe(200)
  expect((await get(request, `/fr/blog/${post.t['fr-FR'].slug}`)).status).toBe(200)
})
