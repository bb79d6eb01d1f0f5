import { expect, test } from '@playwright/test'
import type { CmsAdmin } from './cms-admin'
import { cmsUrl, content } from './fixtures'
import { adminOf } from './quote-helpers'
import { e2eCmsDataDir } from './stack-env'

// What an attacker's probe of the running stack tried, each held on the real site and CMS:
// files the site must not serve from its own origin, redirects off the site, forms and cache.

let admin: CmsAdmin
test.beforeAll(async () => {
  admin = await adminOf(cmsUrl, e2eCmsDataDir)
})

const upload = (name: string, type: string, body: string | Buffer) => admin.upload(name, type, body)

test.describe('the media route serves only the pictures the site shows', () => {
  test('no script, page or SVG an editor uploads is served from the site, in any variant', async ({
    request,
  }) => {
    const files = {
      script: await upload('x.js', 'text/javascript', 'alert(document.domain)'),
      page: await upload('x.html', 'text/html', '<script>alert(document.domain)</script>'),
      svg: await upload(
        'x.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    }
    for (const [kind, id] of Object.entries(files)) {
      for (const variant of ['?w=320&f=webp', '?w=1600&f=jpg', '?w=640&f=avif']) {
        const answer = await request.get(`/media/${id}${variant}`)
        expect(answer.status(), `${kind} ${variant}`).toBe(404)
        expect(answer.headers()['content-type'], kind).not.toMatch(/javascript|svg/)
      }
      expect((await request.get(`/media/${id}/video`)).status(), `${kind} as video`).toBe(404)
    }
  })

  test('a picture no published content shows is not served, one a published cover shows is', async ({
    request,
  }) => {
    // A 1×1 PNG: a picture Directus can transform, in no content.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const loose = await upload('loose.png', 'image/png', png)
    expect((await request.get(`/media/${loose}?w=320&f=webp`)).status()).toBe(404)
    const covers = await admin.get<{ image: string | null }[]>(
      '/items/covers?fields=image&filter[status][_eq]=published&limit=1',
    )
    const shown = covers[0]?.image
    expect(shown, 'a published cover with a picture').toBeTruthy()
    const answer = await request.get(`/media/${shown}?w=320&f=webp`)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/webp')
  })
})

test.describe('redirects stay on the site', () => {
  for (const path of ['/%09/evil.example', '/\\evil.example', '//evil.example', '/%0a/x']) {
    test(`ending a preview with ${JSON.stringify(path)} leads home`, async ({
      request,
      baseURL,
    }) => {
      const answer = await request.post('/api/preview/exit', {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: baseURL!,
        },
        data: `path=${encodeURIComponent(path)}`,
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(303)
      expect(answer.headers()['location']).toBe('/')
    })
  }

  test("another site cannot end an editor's preview", async ({ request }) => {
    const answer = await request.post('/api/preview/exit', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      data: 'path=/en',
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(403)
  })
})

test.describe('the quote form and the page cache', () => {
  test('visitors asking for the form at the same moment each get their own submission id', async ({
    request,
  }) => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const answer = await request.get('/en/quote', {
          headers: { 'X-Forwarded-For': `198.51.100.${120 + index}` },
        })
        expect(answer.headers()['cache-control']).toBe('no-store')
        return /name="submissionId" value="([^"]+)"/.exec(await answer.text())?.[1]
      }),
    )
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(8)
  })

  test('made-up queries and cookies never reach a render: the cached page answers', async ({
    request,
  }) => {
    const title = content.globalSettings.brand
    // Behind the scale run's proxy two site nodes share the requests, and a publish may have left
    // either with a stale copy: each must hold the page first. A query passes the proxy's cache
    // (it stores none) and reaches the next node, so two in a row answered from the site's cache
    // mean both have it.
    const cacheOf = async (query: string) =>
      (await request.get(`/en/blog${query}`)).headers()['x-cache']
    const twice = async () => [await cacheOf('?warm=1'), await cacheOf('?warm=2')]
    await expect.poll(twice, { timeout: 15_000 }).toEqual(['HIT', 'HIT'])
    for (const [query, headers] of [
      ['?made-up=1', {}],
      ['?utm_source=probe&x=<y>', {}],
      ['', { cookie: 'lamella_preview=forged' }],
      ['', { authorization: 'Bearer forged' }],
    ] as const) {
      const answer = await request.get(`/en/blog${query}`, { headers })
      expect(answer.headers()['x-cache'], `${query} ${JSON.stringify(headers)}`).toBe('HIT')
      expect(await answer.text()).toContain(title)
    }
  })
})
