// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageCache, type PageCacheOptions, type Render } from './page-cache.server'

let server: Server | undefined

afterEach(() => {
  server?.close()
  server = undefined
})

interface Rendered {
  status?: number
  body?: string
  headers?: Record<string, string>
}

/** A page cache in front of a fake React Router on a real HTTP server; `answer` decides renders. */
async function start(
  answer: (request: Request) => Rendered | Promise<Rendered>,
  options: {
    ttlMs?: number
    revalidateWaitMs?: number
    maxBytes?: number
    canonicalQuery?: PageCacheOptions['canonicalQuery']
    missBudget?: PageCacheOptions['missBudget']
    renderTurn?: PageCacheOptions['renderTurn']
    spentHoldMs?: number
  } = {},
) {
  const render = vi.fn<Render>(async (request) => {
    const {
      status = 200,
      body = `<p>${new URL(request.url).pathname}</p>`,
      headers = {},
    } = await answer(request)
    return new Response(body, { status, headers: { 'content-type': 'text/html', ...headers } })
  })
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: options.maxBytes ?? 1024 * 1024,
    headers: [
      ['x-frame-options', 'SAMEORIGIN'],
      ['content-security-policy', "default-src 'none'"],
    ],
    queryParams: ['page', 'color', 'q'],
    bypass: (req) => req.headers.cookie?.includes('lamella_preview=valid') ?? false,
    onRefreshError: () => {},
    ...(options.revalidateWaitMs === undefined
      ? {}
      : { revalidateWaitMs: options.revalidateWaitMs }),
    ...(options.canonicalQuery ? { canonicalQuery: options.canonicalQuery } : {}),
    ...(options.missBudget ? { missBudget: options.missBudget } : {}),
    ...(options.renderTurn ? { renderTurn: options.renderTurn } : {}),
    ...(options.spentHoldMs ? { spentHoldMs: options.spentHoldMs } : {}),
  })
  const passedOn = vi.fn()
  server = createServer((req, res) => {
    const client = String(req.headers['x-test-client'] ?? 'unknown')
    const rewritten = req.headers['x-test-rewritten'] === '1'
    void cache.handle(req, res, render, { client, rewritten }).then((handled) => {
      if (!handled) {
        passedOn(req.url)
        res.writeHead(418).end()
      }
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(base + path, { method, headers: { 'accept-encoding': 'identity', ...headers } })
  return { cache, render, passedOn, get, base }
}

describe('the page cache', () => {
  it('renders a page once and answers later requests from the cache', async () => {
    const { render, get } = await start(() => ({ body: '<h1>Blog</h1>' }))
    const first = await get('/en/blog', { cookie: 'lamella_locale=en' })
    const second = await get('/en/blog', { cookie: 'lamella_locale=en' })
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toBe('<h1>Blog</h1>')
    expect(second.headers.get('cache-control')).toMatch(/public.*s-maxage=300.*stale-if-error/)
    expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(second.headers.get('content-type')).toBe('text/html')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it("replays a document's own Content-Security-Policy instead of the fixed one", async () => {
    const { get } = await start((request) =>
      new URL(request.url).pathname === '/en/doc'
        ? { headers: { 'content-security-policy': "script-src 'sha256-abc='" } }
        : {},
    )
    await get('/en/doc')
    const hit = await get('/en/doc')
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('content-security-policy')).toBe("script-src 'sha256-abc='")
    expect((await get('/en/other')).headers.get('content-security-policy')).toBe(
      "default-src 'none'",
    )
  })

  it('stores brotli and gzip bytes and answers with what the browser accepts', async () => {
    const html = `<main>${'pool cover '.repeat(500)}</main>`
    const { get } = await start(() => ({ body: html }))
    await get('/en')
    const br = await get('/en', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBytes = Buffer.from(await (await fetchRaw(br)).arrayBuffer())
    expect(brotliDecompressSync(brBytes).toString()).toBe(html)
    const gz = await get('/en', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await (await fetchRaw(gz)).arrayBuffer())).toString()).toBe(html)
    expect(Number(br.headers.get('content-length'))).toBeLessThan(html.length / 10)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const { get } = await start(() => ({}))
    const etag = (await get('/en')).headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    const revalidated = await get('/en', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
  })

  it('renders again after a purge, and serves the last good page if that render fails', async () => {
    let answer: Rendered = { body: 'v1' }
    const { cache, get } = await start(() => answer)
    await get('/en')
    answer = { body: 'v2' }
    cache.purge()
    const fresh = await get('/en')
    expect(fresh.headers.get('x-cache')).toBe('REVALIDATED')
    expect(await fresh.text()).toBe('v2')
    answer = { status: 503, body: 'CMS down' }
    cache.purge()
    const fallback = await get('/en')
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get('x-cache')).toBe('FALLBACK')
    expect(await fallback.text()).toBe('v2')
  })

  it('serves the page as it was when a render after a purge takes longer than revalidateWaitMs', async () => {
    let answer: Rendered | Promise<Rendered> = { body: 'v1' }
    const { cache, get } = await start(() => answer, { revalidateWaitMs: 100 })
    await get('/en')
    let finish!: (rendered: Rendered) => void
    answer = new Promise<Rendered>((resolve) => {
      finish = resolve
    })
    cache.purge()
    const waited = performance.now()
    const stale = await get('/en')
    expect(performance.now() - waited).toBeLessThan(2_000)
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(await stale.text()).toBe('v1')
    // the render carried on, and the next visitor gets what it made
    finish({ body: 'v2' })
    await vi.waitFor(async () => expect(await (await get('/en')).text()).toBe('v2'))
  })

  it('answers a failed render of an uncached page as it is, with Retry-After, and keeps nothing', async () => {
    let answer: Rendered = { status: 503, body: 'Temporarily unavailable' }
    const { get } = await start(() => answer)
    const down = await get('/en/blog')
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('30')
    expect(down.headers.get('cache-control')).toBe('no-store')
    expect(await down.text()).toBe('Temporarily unavailable')
    answer = { body: 'back' }
    const back = await get('/en/blog')
    expect(back.status).toBe(200)
    expect(back.headers.get('x-cache')).toBe('MISS')
  })

  it('keeps 404 pages briefly, and never answers that set a cookie or are private', async () => {
    const { render, get } = await start((request): Rendered => {
      const path = new URL(request.url).pathname
      if (path === '/en/nope') return { status: 404 }
      if (path === '/en/cookie') return { headers: { 'set-cookie': 'a=b' } }
      return { headers: { 'cache-control': 'private' } }
    })
    const en = { cookie: 'lamella_locale=en' }
    await get('/en/nope', en)
    const notFound = await get('/en/nope', en)
    expect(notFound.headers.get('x-cache')).toBe('HIT')
    expect(notFound.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    await get('/en/cookie', en)
    const withCookie = await get('/en/cookie', en)
    expect(withCookie.headers.get('x-cache')).toBe('MISS')
    expect(withCookie.headers.get('set-cookie')).toBe('a=b')
    expect(withCookie.headers.get('cache-control')).toBe('private, no-cache')
    await get('/en/private', en)
    expect((await get('/en/private', en)).headers.get('x-cache')).toBe('MISS')
    expect(render).toHaveBeenCalledTimes(5)
  })

  it('keys the language-negotiated / by the detected language, privately', async () => {
    const { render, get } = await start((request) => ({
      body: request.headers.get('cookie') ?? 'none',
    }))
    const fr = await get('/', { 'accept-language': 'fr-BE,fr;q=0.9' })
    expect(await fr.text()).toBe('lamella_locale=fr')
    expect(fr.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language')
    expect(fr.headers.get('cache-control')).toBe('private, no-cache')
    expect(await (await get('/', { cookie: 'lamella_locale=de' })).text()).toBe('lamella_locale=de')
    expect(await (await get('/', { 'accept-language': 'fr' })).text()).toBe('lamella_locale=fr')
    expect(render).toHaveBeenCalledTimes(2)
  })

  it("never passes a visitor's cookies to a language-prefixed render", async () => {
    const { get } = await start((request) => ({ body: request.headers.get('cookie') ?? 'none' }))
    expect(await (await get('/en/blog', { cookie: 'session=secret' })).text()).toBe('none')
  })

  it('answers a language page alike for every visitor: shared, no Set-Cookie, whatever cookie', async () => {
    const { render, get } = await start(() => ({}))
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'lamella_locale=en' },
      { cookie: 'lamella_locale=nl; session=abc' },
      { 'accept-language': 'de' },
    ]
    const answers = []
    for (const headers of visitors) answers.push(await get('/nl/blog', headers))
    for (const answer of answers) {
      expect(answer.headers.get('set-cookie')).toBeNull()
      expect(answer.headers.get('cache-control')).toMatch(/^public, .*s-maxage=300/)
      expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('sets no cookie on data requests either, prefetched or not', async () => {
    const { get } = await start(() => ({}))
    const prefetch: Record<string, string>[] = [{ 'sec-purpose': 'prefetch' }, {}]
    for (const headers of prefetch) {
      const data = await get('/nl/blog.data', { cookie: 'lamella_locale=en', ...headers })
      expect(data.status).toBe(200)
      expect(data.headers.get('set-cookie')).toBeNull()
      expect(data.headers.get('cache-control')).toMatch(/^public, /)
    }
  })

  it('ignores campaign parameters but not the others', async () => {
    const { render, get } = await start(() => ({}))
    await get('/en/blog?page=2')
    await get('/en/blog?utm_source=news&page=2&gclid=x')
    await get('/en/blog?page=3')
    expect(render).toHaveBeenCalledTimes(2)
    expect(render.mock.calls[0]?.[0].url).toBe('http://site/en/blog?page=2')
  })

  it('keys a read parameter once, by its first value', async () => {
    const { render, get } = await start(() => ({}))
    await get('/en/blog.data?page=2')
    expect((await get('/en/blog.data?page=2&page=3')).headers.get('x-cache')).toBe('HIT')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps pages without a query when queries fill their share of the bytes', async () => {
    // 40 kB of cache: pages with a query may take 10 kB, each of these is about 3.3 kB stored
    const { render, get } = await start(() => ({ body: 'x'.repeat(2000) }), { maxBytes: 40_000 })
    await get('/en/blog')
    for (let page = 0; page < 50; page++) await get(`/en/blog?page=${page}`)
    expect((await get('/en/blog')).headers.get('x-cache')).toBe('HIT')
    expect((await get('/en/blog?page=49')).headers.get('x-cache')).toBe('HIT')
    expect((await get('/en/blog?page=0')).headers.get('x-cache')).toBe('MISS')
    expect(render).toHaveBeenCalledTimes(52)
  })

  it('keys only on the query parameters a page reads, and renders without the others', async () => {
    const { render, get } = await start(() => ({}))
    await get('/en/blog?page=2&utm_source=x')
    for (const made of ['/en/blog?page=2', '/en/blog?made-up=1&page=2', '/en/blog?page=2&zz=9']) {
      expect((await get(made)).headers.get('x-cache'), made).toBe('HIT')
    }
    expect(render).toHaveBeenCalledTimes(1)
    expect(new URL(render.mock.calls[0]![0].url).search).toBe('?page=2')
  })

  it('keeps not-found pages apart and briefly: they never push content out', async () => {
    const { render, get } = await start(
      (request) => ({
        status: new URL(request.url).pathname.startsWith('/en/blog/') ? 404 : 200,
        body: 'x'.repeat(2000),
      }),
      // 200 kB of cache: not-found pages may take 10 kB, three of these
      { maxBytes: 200_000 },
    )
    await get('/en/blog')
    for (let slug = 0; slug < 50; slug++) await get(`/en/blog/made-up-${slug}`)
    expect((await get('/en/blog')).headers.get('x-cache')).toBe('HIT')
    expect((await get('/en/blog/made-up-49')).headers.get('x-cache')).toBe('HIT')
    expect(render).toHaveBeenCalledTimes(51)
  })

  it('passes on what it does not handle: other methods and paths, a verified preview', async () => {
    const { passedOn, get } = await start(() => ({}))
    await get('/en/quote', {}, 'POST')
    await get('/en', { cookie: 'lamella_preview=valid' })
    await get('/media/abc?w=320')
    await get('/api/cache/purge')
    await get('/__manifest?paths=%2Fen&version=abc')
    expect(passedOn.mock.calls.map(([url]) => url)).toEqual([
      '/en/quote',
      '/en',
      '/media/abc?w=320',
      '/api/cache/purge',
      // React Router's manifest keeps its query: without `version` it asks for a full reload
      '/__manifest?paths=%2Fen&version=abc',
    ])
  })

  it('answers from the cache whatever preview cookie or Authorization a stranger sends', async () => {
    const { render, passedOn, get } = await start(() => ({}))
    await get('/en')
    const strangers: Record<string, string>[] = [
      { cookie: 'lamella_preview=forged' },
      { authorization: 'Bearer x' },
      { cookie: 'lamella_preview=' },
    ]
    for (const headers of strangers) {
      expect((await get('/en', headers)).headers.get('x-cache')).toBe('HIT')
    }
    expect(render).toHaveBeenCalledTimes(1)
    expect(passedOn).not.toHaveBeenCalled()
  })

  it('answers quickly compressed on a miss and best compressed once asked for again', async () => {
    // Text like a page's: words in no fixed order, where the best compression gains on the quick one
    const words = ['pool', 'cover', 'slat', 'dealer', 'colour', 'stair', 'quote', 'lamella']
    const text = Array.from({ length: 6000 }, (_, i) => words[(i * i + 7 * i) % 8]).join(' ')
    const { get } = await start(() => ({ body: `<p>${text}</p>` }))
    const first = await get('/en', { 'accept-encoding': 'br' })
    expect(first.headers.get('x-cache')).toBe('MISS')
    const quick = Number(first.headers.get('content-length'))
    // asked for once, a page costs no best compression: a made-up key never pays for one
    await new Promise((resolve) => setTimeout(resolve, 300))
    const second = await get('/en', { 'accept-encoding': 'br' })
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(Number(second.headers.get('content-length'))).toBe(quick)
    let best = quick
    for (let tries = 0; tries < 50 && best >= quick; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      best = Number((await get('/en', { 'accept-encoding': 'br' })).headers.get('content-length'))
    }
    expect(best).toBeLessThan(quick)
  })

  it('keeps the best encodings of a page that a refresh renders byte for byte again', async () => {
    const words = ['pool', 'cover', 'slat', 'dealer', 'colour', 'stair', 'quote', 'lamella']
    const text = Array.from({ length: 6000 }, (_, i) => words[(i * i + 7 * i) % 8]).join(' ')
    let version = 1
    const { cache, render, get } = await start(() => ({ body: `<p>${text}</p>${version}` }))
    const length = async (): Promise<[string | null, number]> => {
      const response = await get('/en', { 'accept-encoding': 'br' })
      return [response.headers.get('x-cache'), Number(response.headers.get('content-length'))]
    }
    const [, quick] = await length()
    let best = quick
    for (let tries = 0; tries < 50 && best >= quick; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      ;[, best] = await length()
    }
    expect(best).toBeLessThan(quick)
    cache.purge()
    expect(await length()).toEqual(['REVALIDATED', best])
    version = 2
    cache.purge()
    expect(await length()).toEqual(['REVALIDATED', quick])
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('never keeps a form page that says no-store (its submission id is one visitor’s)', async () => {
    let rendered = 0
    const { render, get } = await start(() => {
      rendered += 1
      return { body: `<form>${rendered}</form>`, headers: { 'cache-control': 'no-store' } }
    })
    const first = await get('/en/quote')
    const second = await get('/en/quote')
    expect(await first.text()).toBe('<form>1</form>')
    expect(await second.text()).toBe('<form>2</form>')
    expect(second.headers.get('cache-control')).toBe('no-store')
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('never shares one no-store render between visitors who ask at the same time', async () => {
    let rendered = 0
    const { render, get } = await start(async () => {
      rendered += 1
      const mine = rendered
      await new Promise((resolve) => setTimeout(resolve, 30))
      return { body: `<form>${mine}</form>`, headers: { 'cache-control': 'no-store' } }
    })
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/en/quote')))
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(new Set(bodies).size).toBe(8)
    expect(render).toHaveBeenCalledTimes(8)
  })

  it('reads a path that starts with // as a path, never as a host', async () => {
    const { render, get } = await start(() => ({ status: 404 }))
    for (const path of ['//a%40b/x', '//evil.example/en/blog']) {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(`<p>${path}</p>`)
    }
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('answers HEAD without a body', async () => {
    const { get } = await start(() => ({ body: 'page' }))
    const head = await get('/en', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('4')
    expect(await head.text()).toBe('')
  })

  it('renders every request with the cache off, on the same path', async () => {
    const { render, get } = await start(() => ({ body: 'x'.repeat(2000) }), { ttlMs: 0 })
    await get('/en')
    const second = await get('/en', { 'accept-encoding': 'br' })
    expect(second.headers.get('content-encoding')).toBe('br')
    expect(second.headers.get('x-cache')).toBe('MISS')
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('the page cache against made-up values', () => {
  /** A page that reads `page` as a whole number from 2 and `color` as one of two. */
  const canonicalQuery: PageCacheOptions['canonicalQuery'] = async (_pathname, params) => {
    const canonical = new URLSearchParams()
    for (const [name, value] of params) {
      if (name === 'page' && /^[2-9]$/.test(value)) canonical.append(name, value)
      if (name === 'color' && ['white', 'blue'].includes(value)) canonical.append(name, value)
    }
    return canonical
  }
  const manual = { redirect: 'manual' } as const

  it('sends a document with a value its page cannot read to the URL without it, unrendered', async () => {
    const { render, get, base } = await start(() => ({}), { canonicalQuery })
    for (const [made, canonical] of [
      ['/en/blog?page=1', '/en/blog'],
      ['/en/blog?page=abc&color=white', '/en/blog?color=white'],
      ['/en/blog?utm_source=x&color=red&page=2', '/en/blog?utm_source=x&page=2'],
      ['/en/blog?color=white&color=blue', '/en/blog?color=white'],
    ] as const) {
      const response = await fetch(base + made, manual)
      expect(response.status, made).toBe(302)
      expect(response.headers.get('location'), made).toBe(canonical)
      expect(response.headers.get('cache-control'), made).toBe('private, no-cache')
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
    expect(render).not.toHaveBeenCalled()
    await get('/en/blog?color=white')
    expect(render).toHaveBeenCalledTimes(1)
    expect(render.mock.calls[0]![0].url).toBe('http://site/en/blog?color=white')
  })

  it('answers a data request with a made-up value as the page without it', async () => {
    const { render, get } = await start(() => ({}), { canonicalQuery })
    const first = await get('/en/blog.data?page=2')
    expect(first.headers.get('cache-control')).toMatch(/^public, /)
    for (const made of ['/en/blog.data?page=2&color=red', '/en/blog.data?page=2&x=1']) {
      const response = await get(made)
      expect(response.headers.get('x-cache'), made).toBe('HIT')
      // A shared cache keeps the canonical URL only: made-up spellings are endless.
      expect(response.headers.get('cache-control'), made).toBe('private, no-cache')
    }
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('marks an answer shared only for the URL it is canonical for', async () => {
    const { get } = await start(() => ({}), { canonicalQuery })
    await get('/en/blog?color=white')
    // a minute: the proxy's purge names pages without a query only
    expect((await get('/en/blog?color=white')).headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=60, /,
    )
    expect((await get('/en/blog?color=white&utm_source=x')).headers.get('cache-control')).toBe(
      'private, no-cache',
    )
    // what came was rewritten before the cache saw it (a document's `_routes` dropped)
    const rewritten = await get('/en/blog?color=white', { 'x-test-rewritten': '1' })
    expect(rewritten.headers.get('x-cache')).toBe('HIT')
    expect(rewritten.headers.get('cache-control')).toBe('private, no-cache')
  })
})

describe('the miss budget', () => {
  /** Two misses per client, then a wait of 42 s. */
  function budget() {
    const spent = new Map<string, number>()
    return vi.fn(async (client: string) => {
      spent.set(client, (spent.get(client) ?? 0) + 1)
      return spent.get(client)! > 2 ? { retryAfterSeconds: 42 } : undefined
    })
  }

  it('answers 429 with Retry-After past the budget instead of rendering, and counts 404s', async () => {
    const missBudget = budget()
    const { render, get } = await start(
      (request) => ({ status: new URL(request.url).pathname.startsWith('/en/blog/') ? 404 : 200 }),
      { missBudget },
    )
    const stranger = { 'x-test-client': '203.0.113.7' }
    expect((await get('/en/blog', stranger)).status).toBe(200)
    expect((await get('/en/blog/made-up-1', stranger)).status).toBe(404)
    const refused = await get('/en/blog/made-up-2', stranger)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('42')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toBe('')
    expect(render).toHaveBeenCalledTimes(2)
    // What the cache holds is still answered, uncounted: the budget guards renders only.
    for (const kept of ['/en/blog', '/en/blog/made-up-1']) {
      expect((await get(kept, stranger)).headers.get('x-cache'), kept).toBe('HIT')
    }
    expect(missBudget).toHaveBeenCalledTimes(3)
    // Another client has a budget of its own.
    expect((await get('/en/blog/made-up-2', { 'x-test-client': '198.51.100.2' })).status).toBe(404)
  })

  it('holds what is no hit for a client past its budget, and nothing for anyone else', async () => {
    const { cache, get, base } = await start(() => ({}), {
      missBudget: budget(),
      spentHoldMs: 300,
      canonicalQuery: async () => new URLSearchParams(),
    })
    const stranger = { 'x-test-client': '203.0.113.7' }
    await get('/en/a', stranger)
    await get('/en/b', stranger)
    expect(cache.heldFor('203.0.113.7')).toBe(0)
    const timed = async (path: string, headers: Record<string, string>) => {
      const started = performance.now()
      const response = await fetch(base + path, { headers, redirect: 'manual' })
      return { status: response.status, ms: performance.now() - started }
    }
    const refused = await timed('/en/c', stranger)
    expect(refused.status).toBe(429)
    expect(refused.ms).toBeGreaterThanOrEqual(290)
    expect(cache.heldFor('203.0.113.7')).toBeGreaterThan(0)
    // a redirect to the canonical URL waits too; a hit does not
    const redirected = await timed('/en/a?page=x', stranger)
    expect(redirected.status).toBe(302)
    expect(redirected.ms).toBeGreaterThanOrEqual(290)
    const hit = await timed('/en/a', stranger)
    expect(hit.status).toBe(200)
    expect(hit.ms).toBeLessThan(290)
    // another client is not held
    const other = await timed('/en/a?page=x', { 'x-test-client': '198.51.100.2' })
    expect(other.status).toBe(302)
    expect(other.ms).toBeLessThan(290)
    expect(cache.heldFor('198.51.100.2')).toBe(0)
  })

  it('is not consulted with the cache off', async () => {
    const missBudget = budget()
    const { get } = await start(() => ({}), { ttlMs: 0, missBudget })
    for (let page = 0; page < 5; page++) expect((await get(`/en/p${page}`)).status).toBe(200)
    expect(missBudget).not.toHaveBeenCalled()
  })
})

describe('renders taking turns', () => {
  it('renders one batch after another, while what the cache holds is answered at once', async () => {
    // one render at a time; each waits until the test lets it finish
    let running = 0
    let most = 0
    const line: (() => void)[] = []
    const releases: (() => void)[] = []
    const renderTurn = async <T>(render: () => Promise<T>) => {
      if (running > 0) await new Promise<void>((resolve) => line.push(resolve))
      running += 1
      most = Math.max(most, running)
      try {
        return await render()
      } finally {
        running -= 1
        line.shift()?.()
      }
    }
    const { get } = await start(
      (request) =>
        new URL(request.url).pathname === '/en'
          ? {}
          : new Promise<Rendered>((resolve) => releases.push(() => resolve({}))),
      { renderTurn },
    )
    expect((await get('/en')).headers.get('x-cache')).toBe('MISS')
    const cold = ['/en/a', '/en/b', '/en/c'].map((path) => get(path))
    await vi.waitFor(() => expect(releases).toHaveLength(1))
    // two renders wait their turn (once their requests have arrived), and a hit does not wait
    await vi.waitFor(() => expect(line).toHaveLength(2))
    expect((await get('/en')).headers.get('x-cache')).toBe('HIT')
    for (let turn = 1; turn <= 3; turn++) {
      await vi.waitFor(() => expect(releases).toHaveLength(turn))
      releases[turn - 1]!()
    }
    expect((await Promise.all(cold)).map((response) => response.status)).toEqual([200, 200, 200])
    expect(most).toBe(1)
  })
})

/** fetch decodes br and gzip itself; this reads the bytes as they were sent. */
async function fetchRaw(response: Response) {
  const url = response.url
  const encoding = response.headers.get('content-encoding') ?? 'identity'
  const { request } = await import('node:http')
  return new Promise<Response>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve(new Response(Buffer.concat(chunks))))
    })
      .on('error', reject)
      .end()
  })
}
