import { setTimeout as sleep } from 'node:timers/promises'
import {
  removeDataDir,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '@lamella/tools/stack'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { loginAdmin, type CmsAdmin } from './cms-admin'
import { content, page as seededPage, postsByDate } from './fixtures'
import { startSink, type Sink } from './http-sink'
import { freePort } from './stack-env'

// These tests edit content, change the CMS's permissions and stop the CMS, so they run on a stack
// of their own: the other specs keep theirs. One Directus for all of them. Serial: each step
// builds on the cache state the previous one left, and the CMS goes down last.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const cmsPort = Number(process.env.E2E_CACHE_CMS_PORT ?? 8156)
const sitePort = Number(process.env.E2E_CACHE_SITE_PORT ?? 3156)
let cms: CmsHandle
/** The site the CMS's publish flow purges, with the tag manager and error reporting on. */
let site: SiteHandle
/** The same build without either: no GTM_ID, and a DSN outside production. */
let plainSite: SiteHandle
/** Stand-ins for the tag manager's origin and the error reporter of `site`, and for `plainSite`'s. */
let gtm: Sink
let sentry: Sink
let plainSink: Sink

test.beforeAll(async () => {
  test.setTimeout(300_000)
  ;[gtm, sentry, plainSink] = await Promise.all([startSink(), startSink(), startSink()])
  cms = await startCms({ port: cmsPort, siteUrl: `http://127.0.0.1:${sitePort}`, stdio: 'ignore' })
  ;[site, plainSite] = await Promise.all([
    startSite({
      port: sitePort,
      cms,
      stdio: 'ignore',
      env: {
        GTM_ID: 'GTM-TEST',
        GTM_ORIGIN: gtm.origin,
        SENTRY_DSN: sentry.dsn,
        SENTRY_ENVIRONMENT: 'production',
        // as the e2e stack: a cold render's CMS reads on a busy machine may take longer than 2 s
        CMS_TIMEOUT_MS: '10000',
      },
    }),
    // A tag manager origin without a container id, and a DSN labelled staging: both stay off.
    startSite({
      port: await freePort(),
      cms,
      stdio: 'ignore',
      env: {
        GTM_ID: '',
        GTM_ORIGIN: plainSink.origin,
        SENTRY_DSN: plainSink.dsn,
        SENTRY_ENVIRONMENT: 'staging',
        CMS_TIMEOUT_MS: '10000',
      },
    }),
  ])
})

test.afterAll(async () => {
  await Promise.all([site?.stop(), plainSite?.stop()])
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
  await Promise.all([gtm?.close(), sentry?.close(), plainSink?.close()])
})

/** The newest post: first on the blog's list too. */
const post = postsByDate[0]!
const articlePath = () => `/en/blog/${post.t['en-US'].slug}`
const about = seededPage('about')
const aboutPath = (locale: 'en' | 'fr') =>
  `/${locale}/${about.t[locale === 'en' ? 'en-US' : 'fr-FR'].slug}`

async function get(request: APIRequestContext, path: string, base = site.url) {
  const response = await request.get(`${base}${path}`, {
    headers: { cookie: `lamella_locale=${path.split('/')[1]}` },
  })
  return { status: response.status(), headers: response.headers(), html: await response.text() }
}

function signPurge(secret: string) {
  return new SignJWT({ event: 'posts.items.update', collection: 'posts', keys: [1] })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret))
}

/** The about page's record: its id, its SEO record and its blocks. */
async function aboutRecord(admin: CmsAdmin) {
  const [record] = await admin.get<
    { id: number; seo: number | null; blocks: { collection: string; item: string }[] }[]
  >(
    `/items/pages?filter[translations][slug][_eq]=${about.t['en-US'].slug}&fields=id,seo,blocks.collection,blocks.item`,
  )
  return record!
}

/** The `content` of every `<meta name="robots">` of a document, in order. */
function robotsMeta(html: string) {
  return [...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/g)].map(
    ([tag]) => /\bcontent="([^"]*)"/.exec(tag)?.[1],
  )
}

/** A Content-Security-Policy header as its directives and their sources. */
function csp(headers: Record<string, string>) {
  return Object.fromEntries(
    (headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** Every host-source of a policy (not keywords or schemes), as `directive origin`. */
function originsIn(policy: Record<string, string[]>) {
  return Object.entries(policy)
    .flatMap(([name, sources]) =>
      sources.filter((source) => /^https?:\/\//.test(source)).map((source) => `${name} ${source}`),
    )
    .sort()
}

interface Probe {
  __gtmRan?: boolean
  __gtmRanAfterLoad?: boolean
  __sameDocument?: boolean
  __SENTRY__?: Record<string, { defaultCurrentScope?: { getClient?: () => unknown } }>
  dataLayer?: Record<string, unknown>[]
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as Probe).dataLayer ?? null)

/** Error reporting starts in a chunk of its own after the load event: wait until it has. */
async function sentryStarted(page: Page) {
  await page.waitForFunction(() =>
    Object.values((window as unknown as Probe).__SENTRY__ ?? {}).some(
      (carrier) => typeof carrier === 'object' && !!carrier?.defaultCurrentScope?.getClient?.(),
    ),
  )
}

test.describe('page cache and purge on publish', () => {
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
    // A WebP source of the article's picture (its <img> is the JPEG fallback).
    const src = /(\/media\/[0-9a-f-]{36}\?w=\d+&amp;f=webp)[\s",]/
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

  test('a purge token is accepted once: played again it gets 401', async ({ request }) => {
    const token = await signPurge(cms.tokens.PURGE_SECRET!)
    const purge = () =>
      request.post(`${site.url}/api/cache/purge`, { headers: { authorization: `Bearer ${token}` } })
    expect((await purge()).ok()).toBe(true)
    expect((await purge()).status()).toBe(401)
  })

  test('publishing in Directus shows on the next request: an edited title, on the article and the list', async ({
    request,
  }) => {
    const title = post.t['en-US'].title
    expect((await get(request, articlePath())).html).toContain(title)
    expect((await get(request, '/en/blog')).html).toContain(title)
    expect((await get(request, '/en/blog')).headers['x-cache']).toBe('HIT')

    const admin = await loginAdmin(cms)
    const [row] = await admin.get<{ id: number }[]>(
      `/items/posts_translations?filter[languages_code][_eq]=en-US&filter[slug][_eq]=${post.t['en-US'].slug}&fields=id`,
    )
    const edited = `${title} (updated)`
    await admin.patch(`/items/posts_translations/${row!.id}`, { title: edited })

    // The flow runs right after the save; the first request after its purge renders anew.
    await expect
      .poll(async () => (await get(request, articlePath())).html, { timeout: 10_000 })
      .toContain(edited)
    expect((await get(request, '/en/blog')).html).toContain(edited)
  })
})

test.describe('what editors publish', () => {
  test('robots: no_index and no_follow of the page’s SEO record, in every combination', async ({
    request,
  }) => {
    const admin = await loginAdmin(cms)
    const record = await aboutRecord(admin)
    // The seed gives the about page an SEO record; a seed without one gets one for the test.
    const seoId =
      record.seo ??
      (await admin.post<{ id: number }>('/items/seo', { no_index: false, no_follow: false })).id
    if (record.seo === null) await admin.patch(`/items/pages/${record.id}`, { seo: seoId })
    const original = await admin.get<{ no_index: boolean; no_follow: boolean }>(
      `/items/seo/${seoId}?fields=no_index,no_follow`,
    )
    const robots = async () => robotsMeta((await get(request, aboutPath('en'))).html)

    try {
      const combinations: [{ no_index: boolean; no_follow: boolean }, string[]][] = [
        [{ no_index: false, no_follow: false }, []],
        [{ no_index: true, no_follow: false }, ['noindex']],
        [{ no_index: false, no_follow: true }, ['nofollow']],
        [{ no_index: true, no_follow: true }, ['noindex, nofollow']],
      ]
      for (const [flags, expected] of combinations) {
        await admin.patch(`/items/seo/${seoId}`, flags)
        // Each save purges the site; the page's next render carries the new directives.
        await expect
          .poll(robots, { timeout: 10_000, message: JSON.stringify(flags) })
          .toEqual(expected)
      }
    } finally {
      if (record.seo === null) {
        await admin.patch(`/items/pages/${record.id}`, { seo: null })
        await admin.delete(`/items/seo/${seoId}`)
      } else {
        await admin.patch(`/items/seo/${seoId}`, original)
      }
    }
    await expect.poll(robots, { timeout: 10_000 }).toEqual([])
  })

  test('unsafe CMS links never become links; internal ones land in the visitor’s language', async ({
    page,
    request,
  }) => {
    const admin = await loginAdmin(cms)
    const blockId = (await aboutRecord(admin)).blocks.find(
      (block) => block.collection === 'block_rich_text',
    )!.item
    const [translation] = await admin.get<{ id: number; body: string }[]>(
      `/items/block_rich_text_translations?filter[block_rich_text_id][_eq]=${blockId}&filter[languages_code][_eq]=fr-FR&fields=id,body`,
    )
    const global = await admin.get<{
      top_nav_right: { nav_links_id: { id: number; url: string | null } }[]
    }>('/items/global_settings?fields=top_nav_right.nav_links_id.id,top_nav_right.nav_links_id.url')
    const blogLink = global.top_nav_right
      .map((row) => row.nav_links_id)
      .find((link) => link.url === '/blog')!

    const unsafe: Record<string, string> = {
      'e2e javascript link': 'javascript:alert(1)',
      'e2e spaced mixed-case javascript link': ' JaVaScRiPt:alert(2)',
      // an entity-encoded tab: browsers drop it, which turns this back into javascript:
      'e2e tabbed javascript link': 'java&#x09;script:alert(3)',
      'e2e data link': 'data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==',
      'e2e blob link': `blob:${site.url}/4f7f2d5e-8a0b-4c1e-9d3a-2b6c0e1f5a7d`,
      'e2e vbscript link': 'vbscript:msgbox(5)',
    }
    // What editors write (no language prefix, a slug of any language) and where it must lead.
    const internal: Record<string, [string, string]> = {
      'e2e about link': [`/${about.t['en-US'].slug}`, aboutPath('fr')],
      'e2e dutch about link': [`/${about.t['nl-BE'].slug}`, aboutPath('fr')],
      'e2e dealers link': ['/dealers', '/fr/dealers'],
      'e2e post link': [`/blog/${post.t['en-US'].slug}`, `/fr/blog/${post.t['fr-FR'].slug}`],
    }
    const anchors = (links: Record<string, string>) =>
      Object.entries(links)
        .map(([text, href]) => `<a href="${href}">${text}</a>`)
        .join(' ')
    const body =
      `<p>${anchors(unsafe)}</p>` +
      `<p>${anchors(Object.fromEntries(Object.entries(internal).map(([t, [href]]) => [t, href])))}</p>` +
      translation!.body

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const headerBlogLinks = () => page.getByRole('banner').getByRole('link', { name: 'Blog' })
    await page.goto(`${site.url}${aboutPath('fr')}`)
    await expect(headerBlogLinks()).toHaveCount(1)
    /** whether the server's page has the edited body, and how many links it has to the blog */
    const state = async () => {
      const { html } = await get(request, aboutPath('fr'))
      return {
        edited: html.includes('e2e javascript link'),
        blogLinks: html.match(/href="\/fr\/blog"/g)?.length ?? 0,
      }
    }
    const { blogLinks } = await state()

    try {
      await admin.patch(`/items/block_rich_text_translations/${translation!.id}`, { body })
      await admin.patch(`/items/nav_links/${blogLink.id}`, { url: 'javascript:alert(6)' })
      // Two saves, two purges: wait for the page that has both.
      await expect
        .poll(() => state(), { timeout: 10_000 })
        .toEqual({ edited: true, blogLinks: blogLinks - 1 })
      const { html } = await get(request, aboutPath('fr'))
      // Not in the markup, not in the hydration data: the unsafe URLs never leave the server.
      expect(html).not.toMatch(/javascript:|vbscript:|data:text\/html|blob:/i)

      await page.goto(`${site.url}${aboutPath('fr')}`)
      for (const text of Object.keys(unsafe)) {
        await expect(page.getByText(text, { exact: true }), text).toBeVisible()
        await expect(page.getByRole('link', { name: text, exact: true }), text).toHaveCount(0)
      }
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(hrefs.filter((href) => /^\s*(javascript|vbscript|data|blob):/i.test(href))).toEqual([])
      for (const [text, [, expected]] of Object.entries(internal)) {
        await expect(page.getByRole('link', { name: text, exact: true })).toHaveAttribute(
          'href',
          expected,
        )
      }
      // The navigation entry is left out; the footer's own blog link stays.
      await expect(headerBlogLinks()).toHaveCount(0)
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }),
      ).toHaveAttribute('href', '/fr/blog')
      // Clicking what is left of the unsafe links does nothing.
      for (const text of Object.keys(unsafe)) await page.getByText(text, { exact: true }).click()
      await expect(page).toHaveURL(`${site.url}${aboutPath('fr')}`)
      expect(dialogs).toEqual([])
    } finally {
      await admin.patch(`/items/block_rich_text_translations/${translation!.id}`, {
        body: translation!.body,
      })
      await admin.patch(`/items/nav_links/${blogLink.id}`, { url: blogLink.url })
    }
    await expect.poll(() => state(), { timeout: 10_000 }).toEqual({ edited: false, blogLinks })
  })
})

test.describe('tag manager', () => {
  // A visitor who accepted every category earlier: the container loads without the banner
  // (consent.spec.ts covers the choice itself).
  test.beforeEach(async ({ context }) => {
    const today = new Date().toISOString().slice(0, 10)
    await context.addCookies([
      { name: 'lamella_consent', value: `1:${today}:analytics+advertising`, url: site.url },
    ])
  })

  test('its script loads once, after the load event, from the configured origin with the container id', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const before = gtm.requests.length
    const response = await page.goto(`${site.url}${aboutPath('en')}`)
    // Nothing of it in the server's HTML: the first paint never waits for it.
    expect(await response!.text()).not.toContain('gtm.js')
    await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__gtmRan)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as Probe).__gtmRanAfterLoad)).toBe(true)
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const script = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/gtm.js'))
      return { loadEvent: navigation!.loadEventStart, scriptRequested: script?.startTime }
    })
    expect(timing.loadEvent).toBeGreaterThan(0)
    expect(timing.scriptRequested).toBeGreaterThanOrEqual(timing.loadEvent)

    // A client navigation does not load it again.
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(`${site.url}/en/blog`)
    await expect(page.getByTestId('collection-list')).toBeVisible()
    expect(gtm.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /gtm.js?id=GTM-TEST',
    ])
    // Its origin is in the policy, and the inline snippet that loads it is the page's own code.
    expect(violations).toEqual([])
  })

  test('every route change pushes a content view with path, locale and title', async ({ page }) => {
    await page.goto(`${site.url}${aboutPath('en')}`)
    await expect.poll(() => page.evaluate(() => (window as unknown as Probe).__gtmRan)).toBe(true)
    const aboutTitle = await page.title()
    await page.evaluate(() => ((window as unknown as Probe).__sameDocument = true))

    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(`${site.url}/en/blog`)
    await expect(page.getByTestId('collection-list')).toBeVisible()
    const blogTitle = await page.title()
    // (its title carries the edit of the publish test)
    await page
      .getByTestId('collection-list')
      .getByRole('link', { name: post.t['en-US'].title })
      .first()
      .click()
    await expect(page).toHaveURL(`${site.url}${articlePath()}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(post.t['en-US'].title)
    const articleTitle = await page.title()

    // Client navigations: the same document throughout.
    expect(await page.evaluate(() => (window as unknown as Probe).__sameDocument)).toBe(true)
    expect(await dataLayer(page)).toEqual([
      // the consent commands, `arguments` objects as the tag manager wants them
      { 0: 'consent', 1: 'default', 2: expect.objectContaining({ analytics_storage: 'denied' }) },
      { event: 'content-view', path: aboutPath('en'), locale: 'en', title: aboutTitle },
      { 0: 'consent', 1: 'update', 2: expect.objectContaining({ analytics_storage: 'granted' }) },
      { event: 'gtm.js', 'gtm.start': expect.any(Number) },
      { event: 'content-view', path: '/en/blog', locale: 'en', title: blogTitle },
      { event: 'content-view', path: articlePath(), locale: 'en', title: articleTitle },
    ])
    expect(new Set([aboutTitle, blogTitle, articleTitle]).size).toBe(3)
  })

  test('the CSP allows exactly the tag manager’s origin (and the reporter’s), on a miss and a hit', async ({
    request,
  }) => {
    const path = `/en/blog/${postsByDate[1]!.t['en-US'].slug}`
    const miss = await get(request, path)
    const hit = await get(request, path)
    expect(hit.headers['x-cache']).toBe('HIT')
    // The hit replays the policy stored with the page: the same inline scripts, the same hashes.
    expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy'])
    for (const { headers } of [miss, hit]) {
      const policy = csp(headers)
      const [self, ...hashes] = policy['script-src']!.slice(0, -1)
      expect([self, policy['script-src']!.at(-1)]).toEqual(["'self'", gtm.origin])
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(hash).toMatch(/^'sha256-[\w+/]+={0,2}'$/)
      expect(policy['connect-src']).toEqual(["'self'", gtm.origin, sentry.origin])
      expect(policy['font-src']).toEqual(["'self'"])
      expect(originsIn(policy)).toEqual(
        [
          `connect-src ${gtm.origin}`,
          `connect-src ${sentry.origin}`,
          `img-src ${gtm.origin}`,
          `script-src ${gtm.origin}`,
        ].sort(),
      )
    }
  })

  test('without a container id: no origin in the CSP, no script, but content views still pushed', async ({
    page,
    request,
  }) => {
    const { headers } = await get(request, aboutPath('en'), plainSite.url)
    const policy = csp(headers)
    const [self, ...hashes] = policy['script-src']!
    expect(self).toBe("'self'")
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[\w+/]+={0,2}'$/)
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(originsIn(policy)).toEqual([])

    await page.goto(`${plainSite.url}${aboutPath('en')}`)
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click()
    await expect(page.getByTestId('collection-list')).toBeVisible()
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0)
    expect(await dataLayer(page)).toEqual([
      expect.objectContaining({ event: 'content-view', path: aboutPath('en') }),
      expect.objectContaining({ event: 'content-view', path: '/en/blog' }),
    ])
    expect(plainSink.requests).toEqual([])
  })
})

test.describe('error reporting', () => {
  test('an error in the page after load arrives at the DSN as an envelope, production, traces at 0.2', async ({
    page,
  }) => {
    await page.goto(`${site.url}${aboutPath('en')}`)
    await sentryStarted(page)
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e boom')
      }),
    )
    await expect.poll(() => sentry.errorMessages(), { timeout: 10_000 }).toContain('e2e boom')
    const item = sentry
      .sentryItems()
      .find((i) => i.payload.exception?.values?.some((value) => value.value === 'e2e boom'))!
    expect(item.type).toBe('event')
    expect(item.payload.environment).toBe('production')
    expect(item.payload.platform).toBe('javascript')
    expect(item.payload.request?.url).toBe(`${site.url}${aboutPath('en')}`)
    expect(item.envelope.trace).toMatchObject({ environment: 'production', sample_rate: '0.2' })
    // The browser posts cross-origin, to the envelope endpoint of the DSN's project.
    expect(item.request.method).toBe('POST')
    expect(item.request.url).toMatch(/^\/api\/1\/envelope\/\?(.+&)?sentry_key=publickey(&|$)/)
    expect(item.request.headers.origin).toBe(site.url)
  })

  test('trace headers go with same-origin requests, not to other origins', async ({ page }) => {
    await page.goto(`${site.url}${aboutPath('en')}`)
    await sentryStarted(page)
    const relative = page.waitForRequest(`${site.url}/api/version`)
    const absolute = page.waitForRequest(`${site.url}/healthz`)
    const before = gtm.requests.length
    await page.evaluate(async (probe) => {
      await fetch('/api/version')
      await fetch(`${location.origin}/healthz`)
      await fetch(probe)
    }, `${gtm.origin}/probe`)
    for (const request of [await relative, await absolute]) {
      const headers = await request.allHeaders()
      expect(headers['sentry-trace'], request.url()).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}(-[01])?$/)
      expect(headers['baggage'], request.url()).toContain('sentry-environment=production')
      expect(headers['baggage'], request.url()).toContain('sentry-sample_rate=0.2')
    }
    // No preflight either: the cross-origin request went out with no header of the reporter's.
    const probes = gtm.requests.slice(before)
    expect(probes.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /probe'])
    expect(probes[0]!.headers['sentry-trace']).toBeUndefined()
    expect(probes[0]!.headers['baggage']).toBeUndefined()
  })

  test('trace headers never go to another origin whose URL merely contains the site’s', async ({
    page,
  }) => {
    // Sentry matches string targets anywhere in a URL: the site's origin is an anchored pattern.
    await page.goto(`${site.url}${aboutPath('en')}`)
    await sentryStarted(page)
    const before = gtm.requests.length
    await page.evaluate((probe) => fetch(probe), `${gtm.origin}/probe?from=${site.url}/en`)
    const probes = gtm.requests.slice(before)
    expect(probes.find((r) => r.method === 'GET')?.headers['sentry-trace']).toBeUndefined()
    expect(probes.map((r) => r.method)).toEqual(['GET'])
  })

  test('a loader error against the real CMS: the error screen, and the server reports it with its path', async ({
    page,
    request,
  }) => {
    const admin = await loginAdmin(cms)
    const [permission] = await admin.get<{ id: number; fields: string[] }[]>(
      '/permissions?filter[collection][_eq]=posts&filter[action][_eq]=read' +
        '&filter[policy][name][_eq]=Content%20Reader&fields=id,fields',
    )
    // A post nobody has asked for yet: no cached read can stand in for the failing one.
    const failing = `/es/blog/${postsByDate.at(-1)!.t['es-ES'].slug}`
    const serverEvents = () =>
      sentry.sentryItems().filter((item) => item.payload.tags?.path === failing)
    try {
      // The reader may see a post's id only: Directus answers the article's read with 403, which
      // is no outage (that would be a 503) but an error of the site's own loader.
      await admin.patch(`/permissions/${permission!.id}`, { fields: ['id'] })
      const response = await page.goto(`${site.url}${failing}`)
      expect(response?.status()).toBe(500)
      expect(response?.headers()['cache-control']).toBe('no-store')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
      await expect(page.getByTestId('error-screen')).toHaveAttribute('data-reason', 'error')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        content.globalSettings.page_not_found['es-ES'].title,
      )
      await expect(page).toHaveTitle('404 - Lamella')

      await expect.poll(() => serverEvents().length, { timeout: 10_000 }).toBe(1)
      const [event] = serverEvents()
      expect(event!.payload.platform).toBe('node')
      expect(event!.payload.environment).toBe('production')
      expect(event!.payload.tags).toMatchObject({ method: 'GET', path: failing })
      expect(event!.payload.exception?.values?.[0]?.value).toMatch(
        /^CMS request failed with status 403/,
      )
      // The error screen's error is recorded by the browser too, once reporting has started.
      await expect
        .poll(
          () =>
            sentry
              .sentryItems()
              .filter(
                (item) =>
                  item.payload.platform === 'javascript' &&
                  item.payload.request?.url === `${site.url}${failing}`,
              ).length,
          { timeout: 10_000 },
        )
        .toBe(1)

      // The same failure on the site outside production: reported nowhere (checked below).
      expect((await get(request, failing, plainSite.url)).status).toBe(500)
    } finally {
      await admin.patch(`/permissions/${permission!.id}`, { fields: permission!.fields })
    }
    // A failed render is never cached: with the permission back, the page answers.
    await expect.poll(async () => (await get(request, failing)).status).toBe(200)
  })

  test('a request the site turns away is no error of the site: nothing is reported', async ({
    request,
  }) => {
    // A POST to a page without an action is React Router's 405: the visitor's mistake.
    const response = await request.post(`${site.url}${aboutPath('en')}`, { form: { a: '1' } })
    expect(response.status()).toBe(405)
    await sleep(1_500)
    expect(sentry.sentryItems().filter((item) => item.payload.tags?.method === 'POST')).toEqual([])
  })

  test('outside production nothing is ever sent, from the browser or the server', async ({
    page,
    context,
  }) => {
    const production = await context.newPage()
    await Promise.all([
      page.goto(`${plainSite.url}${aboutPath('en')}`),
      production.goto(`${site.url}${aboutPath('en')}`),
    ])
    await sentryStarted(production)
    for (const p of [page, production]) {
      await p.evaluate(() =>
        setTimeout(() => {
          throw new Error('e2e boom, both sites')
        }),
      )
    }
    // The production site's report arrives: by then the other one's would have too.
    await expect
      .poll(() => sentry.errorMessages(), { timeout: 10_000 })
      .toContain('e2e boom, both sites')
    await sleep(1_000)
    // The reporter never even loaded, and its sink (also the tag manager's origin) heard nothing:
    // not this error, not the loader error of the previous test.
    expect(await page.evaluate(() => (window as unknown as Probe).__SENTRY__ ?? null)).toBeNull()
    expect(plainSink.requests).toEqual([])
  })
})

test.describe('CMS down', () => {
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
})
