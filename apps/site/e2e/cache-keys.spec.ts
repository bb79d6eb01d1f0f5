import { randomUUID } from 'node:crypto'
import type { SiteHandle } from '@lamella/tools/stack'
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { startOwnSite } from './own-site'
import { OWN_STACK } from './stack-env'

// What a stranger can make up to cost the site a render each (docs/security-testing.md, ADR 046):
// other spellings of a path, values no page reads, React Router's `_routes` on a document, and
// made-up slugs. The first three never reach a render of their own; the last spends a budget.

const made = () => randomUUID().slice(0, 8)
const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers })

test.describe('another spelling of a URL is sent to the canonical one', () => {
  for (const [spelled, canonical] of [
    ['/en/%62log', '/en/blog'],
    ['/en/blog//', '/en/blog'],
    ['/en//blog/', '/en/blog'],
    ['/en/%62log?page=2', '/en/blog?page=2'],
  ] as const) {
    test(`${spelled} -> ${canonical} (301)`, async ({ request }) => {
      const response = await get(request, spelled)
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toBe(canonical)
      // The browser keeps it; no shared cache does, or made-up spellings would fill it.
      expect(response.headers()['cache-control']).toMatch(/^private/)
    })
  }

  test('a doubled slash in front never leads to another host', async ({ request, baseURL }) => {
    // absolute: a client would read `//evil.example/...` alone as another host itself
    const response = await get(request, `${baseURL}//evil.example/en/blog`)
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe('/evil.example/en/blog')
  })

  // Fixed values (test titles must not change between Playwright's processes): a redirect is
  // never kept, so the same value is as new each time.
  for (const [url, canonical] of [
    ['/en/blog?page=made-up', '/en/blog'],
    ['/en/blog?page=1', '/en/blog'],
    ['/en/projects?color=pink&type=bench', '/en/projects?type=bench'],
    ['/en/covers?color=made-up', '/en/covers'],
    [
      '/en/configure?step=dimensions&pool=1&color=made-up&utm_source=news',
      '/en/configure?step=dimensions&pool=1&utm_source=news',
    ],
    ['/en/configure?step=made-up&pool=1', '/en/configure?pool=1'],
  ] as const) {
    test(`a value the page cannot read: ${url} -> ${canonical} (302)`, async ({ request }) => {
      const response = await get(request, url)
      expect(response.status()).toBe(302)
      expect(response.headers()['location']).toBe(canonical)
    })
  }

  test('every answer denies the powerful features no page uses', async ({ request }) => {
    for (const url of ['/en', '/en/dealers', '/robots.txt']) {
      const policy = (await get(request, url)).headers()['permissions-policy'] ?? ''
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`)
      }
    }
  })
})

test.describe('no render of its own', { tag: OWN_STACK }, () => {
  // A site of this spec's own: the cache state it reads is its alone (one node, nothing else
  // warming or purging it).
  let site: SiteHandle
  test.beforeAll(async () => {
    site = await startOwnSite()
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  const xCache = async (request: APIRequestContext, path: string) => {
    const response = await get(request, `${site.url}${path}`)
    expect(response.status(), path).toBe(200)
    return response.headers()['x-cache']
  }

  test('a made-up _routes on a document is the document', async ({ request }) => {
    await xCache(request, '/en/faq')
    for (const routes of [made(), `root,${made()}`]) {
      const response = await get(request, `${site.url}/en/faq?_routes=${routes}`)
      expect(response.headers()['x-cache'], routes).toBe('HIT')
      expect(response.headers()['cache-control'], routes).toBe('private, no-cache')
    }
  })

  test('made-up _routes on a data request are one answer: no route loads', async ({ request }) => {
    await xCache(request, `/en/faq.data?_routes=${made()}`)
    expect(await xCache(request, `/en/faq.data?_routes=${made()},${made()}`)).toBe('HIT')
  })

  test('invalid values on data requests are answered as the page without them', async ({
    request,
  }) => {
    for (const [canonical, spelled] of [
      ['/en/blog.data', `/en/blog.data?page=x${made()}`],
      ['/en/projects.data?type=bench', `/en/projects.data?type=bench&pool=${made()}`],
      ['/en/configure.data?step=color&pool=1', `/en/configure.data?step=color&pool=1&stair=x`],
    ] as const) {
      await xCache(request, canonical)
      expect(await xCache(request, spelled), spelled).toBe('HIT')
      // answered from the page's key, yet kept by no shared cache under the made-up URL
      const shared = (await get(request, `${site.url}${spelled}`)).headers()['cache-control']
      expect(shared, spelled).toBe('private, no-cache')
    }
  })

  test('what users rely on still renders: filters, pages, the configurator', async ({
    request,
  }) => {
    for (const path of [
      '/en/projects?color=white&type=bench',
      '/en/blog?page=2',
      '/en/configure?step=dimensions&pool=1&color=blue',
    ]) {
      const first = await get(request, `${site.url}${path}`)
      expect(first.status(), path).toBe(200)
      expect(first.headers()['cache-control'], path).toMatch(/^public, /)
    }
  })
})

test.describe('the miss budget', { tag: OWN_STACK }, () => {
  // One render a second per client and two more a minute; X-Forwarded-For from this machine is
  // trusted, as behind deploy/nginx.
  let site: SiteHandle
  test.beforeAll(async () => {
    site = await startOwnSite({
      PAGE_MISS_RATE: '1',
      PAGE_MISS_BURST: '2',
      TRUST_PROXY: 'loopback',
    })
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test('answers 429 past the budget, counts 404s, never refuses a hit', async ({ request }) => {
    const at = (path: string, headers: Record<string, string> = {}) =>
      get(request, `${site.url}${path}`, headers)
    /** Six made-up slugs at once, as `forwardedFor` gives the client: their answers. */
    const sixAtOnce = (forwardedFor: (n: number) => string | undefined = () => undefined) =>
      Promise.all(
        Array.from({ length: 6 }, async (_, n) => {
          const client = forwardedFor(n)
          const headers: Record<string, string> = client ? { 'x-forwarded-for': client } : {}
          return at(`/en/blog/made-up-${made()}`, headers)
        }),
      )
    const notFound = (answers: APIResponse[]) =>
      answers.filter((answer) => answer.status() === 404).length

    // A page rendered for another client, behind the trusted proxy.
    expect((await at('/en', { 'x-forwarded-for': '198.51.100.99' })).status()).toBe(200)
    // Within one second: one render of the rate and two of the burst, then 429s.
    const answers = await sixAtOnce()
    expect(notFound(answers)).toBe(3)
    const refusals = answers.filter((answer) => answer.status() === 429)
    expect(refusals).toHaveLength(3)
    const [refused] = refusals
    expect(Number(refused!.headers()['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused!.headers()['cache-control']).toBe('no-store')
    expect(await refused!.text()).toBe('')
    // What the cache holds is still answered.
    const hit = await at('/en')
    expect(hit.status()).toBe(200)
    expect(hit.headers()['x-cache']).toBe('HIT')

    // X-Forwarded-For entries that are no IP address change nothing: one client, whose burst is
    // spent (a second may have passed since, giving the rate's one render back).
    const forged = ['x1', 'not-an-ip', '198.51.100.7:80', 'unknown, x2', '::zz', 'x3']
    expect(notFound(await sixAtOnce((n) => forged[n]))).toBeLessThanOrEqual(1)
    // An address the trusted proxy (here: this machine) passes on is another client.
    expect(notFound(await sixAtOnce(() => '198.51.100.7'))).toBe(3)
  })
})
