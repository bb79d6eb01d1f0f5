import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CmsBusyError } from './asset-gate.server.ts'
import { createCmsClient, createRetryingFetch, retryAfterMs } from './client.server.ts'
import type { CmsClient } from './client.server.ts'
import { CmsError } from './errors.ts'
import { directusError, directusQuery, forbidden, startStubServer } from './testing/stub-server.ts'
import type { StubServer } from './testing/stub-server.ts'

let server: StubServer
let client: CmsClient

beforeAll(async () => {
  server = await startStubServer()
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
})

/** What the tests of the client read: the data as Directus answered it. */
const asIs = <T>(data: T) => data

function connect(options: { timeoutMs?: number } = {}) {
  client = createCmsClient({ url: server.url, token: 'reader-token', cacheTtlMs: 0, ...options })
  return client
}

/** First answer `status`, then `then` for every later request. */
function failOnce(status: number, then: { status: number; body: unknown }) {
  let calls = 0
  server.setHandler(() => {
    calls += 1
    return calls === 1 ? directusError(status, 'SERVICE_UNAVAILABLE', `status ${status}`) : then
  })
}

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504]

describe('retries', () => {
  it.each(RETRIED)(
    'retries a GET answered %i exactly once and returns the second answer',
    async (status) => {
      failOnce(status, { status: 200, body: { data: [{ id: 1 }] } })
      await expect(connect().readItems('pages', {}, asIs)).resolves.toEqual([{ id: 1 }])
      expect(server.requests).toHaveLength(2)
    },
  )

  it.each(RETRIED)('gives up after the one retry when %i comes back twice', async (status) => {
    server.setHandler(() => directusError(status, 'SERVICE_UNAVAILABLE', 'Down for maintenance'))
    const error = await connect()
      .readItems('pages', {}, asIs)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsError)
    expect((error as CmsError).status).toBe(status)
    expect(server.requests).toHaveLength(2)
  })

  it.each([400, 401, 403, 404])('does not retry a GET answered %i', async (status) => {
    server.setHandler(() => directusError(status, 'SOME_ERROR', `status ${status}`))
    const error = await connect()
      .readItems('pages', {}, asIs)
      .catch((e: unknown) => e)
    expect((error as CmsError).status).toBe(status)
    expect(server.requests).toHaveLength(1)
  })

  it('does not retry a POST, even on 503', async () => {
    server.setHandler(() => directusError(503, 'SERVICE_UNAVAILABLE', 'Down'))
    const error = await connect()
      .request(() => ({
        path: '/items/quote_requests',
        method: 'POST',
        body: JSON.stringify({ name: 'An' }),
      }))
      .catch((e: unknown) => e)
    expect((error as CmsError).status).toBe(503)
    expect(server.requests.map((r) => r.method)).toEqual(['POST'])
  })

  it('does not retry when the connection fails', async () => {
    let calls = 0
    const failing: typeof fetch = async () => {
      calls += 1
      throw new TypeError('fetch failed')
    }
    const error = await createCmsClient({ url: server.url, fetch: failing, cacheTtlMs: 0 })
      .readItems('pages', {}, asIs)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsError)
    expect((error as CmsError).status).toBeUndefined()
    expect((error as CmsError).cause).toBeInstanceOf(TypeError)
    expect(calls).toBe(1)
  })

  it('waits for a short Retry-After before its one retry', async () => {
    let calls = 0
    const times: number[] = []
    server.setHandler(() => {
      calls += 1
      times.push(performance.now())
      return calls === 1
        ? {
            ...directusError(429, 'REQUESTS_EXCEEDED', 'Too many'),
            headers: { 'retry-after': '1' },
          }
        : { status: 200, body: { data: [{ id: 1 }] } }
    })
    await expect(connect().readItems('pages', {}, asIs)).resolves.toEqual([{ id: 1 }])
    expect(server.requests).toHaveLength(2)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950)
  })

  it.each(['30', 'soon'])(
    'does not retry a 429 whose Retry-After is %s: the CMS asked to be left alone',
    async (retryAfter) => {
      server.setHandler(() => ({
        ...directusError(429, 'REQUESTS_EXCEEDED', 'Too many'),
        headers: { 'retry-after': retryAfter },
      }))
      const error = await connect()
        .readItems('pages', {}, asIs)
        .catch((e: unknown) => e)
      expect((error as CmsError).status).toBe(429)
      expect(server.requests).toHaveLength(1)
    },
  )

  it('retries only GET in the fetch wrapper itself', async () => {
    const seen: string[] = []
    const base: typeof fetch = async (_input, init) => {
      seen.push(init?.method ?? 'GET')
      return new Response(null, { status: 503 })
    }
    const wrapped = createRetryingFetch(base)
    await wrapped('http://cms.test/items/pages', { method: 'GET' })
    await wrapped('http://cms.test/items/pages', { method: 'PATCH' })
    await wrapped('http://cms.test/items/pages', { method: 'DELETE' })
    await wrapped(new Request('http://cms.test/items/pages'))
    expect(seen).toEqual(['GET', 'GET', 'PATCH', 'DELETE', 'GET', 'GET'])
  })
})

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates, 0 when absent, undefined when unreadable', () => {
    const now = Date.parse('2026-11-23T08:00:00Z')
    expect(retryAfterMs(null, now)).toBe(0)
    expect(retryAfterMs('2', now)).toBe(2000)
    expect(retryAfterMs('Mon, 23 Nov 2026 08:00:05 GMT', now)).toBe(5000)
    expect(retryAfterMs('Mon, 23 Nov 2026 07:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('soon', now)).toBeUndefined()
    for (const value of ['-1', '1.5', '+3', '2 3']) expect(retryAfterMs(value, now)).toBeUndefined()
  })
})

describe('argument checks', () => {
  it.each([
    ['an empty collection', () => client.readItems('' as never, {}, asIs)],
    ['a blank collection', () => client.readItems('   ' as never, {}, asIs)],
    ['a system collection', () => client.readItems('directus_users' as never, {}, asIs)],
    [
      'a system collection through readItem',
      () => client.readItem('directus_files' as never, 'abc', {}, asIs),
    ],
    [
      'a system collection through readSingleton',
      () => client.readSingleton('directus_settings' as never, {}, asIs),
    ],
    [
      'a collection with a path in it',
      () => client.readItems('pages/../directus_users' as never, {}, asIs),
    ],
    ['an empty key', () => client.readItem('pages', '', {}, asIs)],
    ['a blank key', () => client.readItem('pages', '  ', {}, asIs)],
    ['a null key', () => client.readItem('pages', null as never, {}, asIs)],
    ['an undefined key', () => client.readItem('pages', undefined as never, {}, asIs)],
    ['a NaN key', () => client.readItem('pages', Number.NaN, {}, asIs)],
  ])('rejects %s with a TypeError before any request', async (_case, read) => {
    connect()
    await expect(read()).rejects.toThrow(TypeError)
    expect(server.requests).toHaveLength(0)
  })
})

describe('errors', () => {
  it('rejects a backend error with the errors list and the response', async () => {
    server.setHandler(() => ({ status: 403, body: forbidden }))
    const error = await connect()
      .readItems('pages', {}, asIs)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsError)
    const cmsError = error as CmsError
    expect(cmsError.errors).toEqual(forbidden.errors)
    expect(cmsError.response).toBeInstanceOf(Response)
    expect(cmsError.response?.status).toBe(403)
    expect(cmsError.status).toBe(403)
    expect(cmsError.code).toBe('FORBIDDEN')
    expect(cmsError.message).toContain("You don't have permission")
  })

  it('turns an HTML error page from a proxy into a CmsError after its retry', async () => {
    server.setHandler(() => ({
      status: 502,
      raw: 'Bad gateway',
      headers: { 'content-type': 'text/html' },
    }))
    const error = (await connect()
      .readItems('pages', {}, asIs)
      .catch((e: unknown) => e)) as CmsError
    expect(error).toBeInstanceOf(CmsError)
    expect(error.status).toBe(502)
    expect(error.errors[0]?.message).toBe('Bad gateway')
    expect(server.requests).toHaveLength(2)
  })

  it('rejects an answer without a readable body', async () => {
    server.setHandler(() => ({
      status: 404,
      raw: 'x',
      headers: { 'content-type': 'application/octet-stream' },
    }))
    const error = (await connect()
      .readItem('pages', 1, {}, asIs)
      .catch((e: unknown) => e)) as CmsError
    expect(error).toBeInstanceOf(CmsError)
    expect(error.status).toBe(404)
  })

  it('aborts an attempt after timeoutMs', async () => {
    server.setHandler(
      () => new Promise((resolve) => setTimeout(() => resolve({ body: { data: [] } }), 2_000)),
    )
    const error = (await connect({ timeoutMs: 50 })
      .readItems('pages', {}, asIs)
      .catch((e: unknown) => e)) as CmsError
    expect(error).toBeInstanceOf(CmsError)
    expect((error.cause as Error).name).toBe('TimeoutError')
  })
})

describe('requests', () => {
  it('sends the static token and every query parameter of an item read', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    await connect().readItems(
      'posts',
      {
        fields: ['id', 'translations.*'],
        filter: { status: { _eq: 'published' } },
        search: 'winter',
        sort: ['-date_published', 'id'],
        limit: 10,
        offset: 20,
        page: 3,
        deep: { translations: { _filter: { languages_code: { _eq: 'nl-BE' } } } },
        alias: { all_translations: 'translations' },
        aggregate: { count: '*' },
        groupBy: ['author'],
      },
      asIs,
    )
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/items/posts')
    expect(request?.headers.authorization).toBe('Bearer reader-token')
    expect(request?.body).toBe('')
    expect(directusQuery(request!)).toEqual({
      fields: ['id', 'translations.*'],
      filter: { status: { _eq: 'published' } },
      search: 'winter',
      sort: '-date_published,id',
      limit: '10',
      offset: '20',
      page: '3',
      deep: { translations: { _filter: { languages_code: { _eq: 'nl-BE' } } } },
      alias: { all_translations: 'translations' },
      aggregate: { count: '*' },
      groupBy: 'author',
    })
  })

  it('reads one item by key and a singleton from their paths and unwraps data', async () => {
    server.setHandler((request) => ({ body: { data: { path: request.url.pathname } } }))
    await expect(connect().readItem('pages', 'a/b', {}, asIs)).resolves.toEqual({
      path: '/items/pages/a%2Fb',
    })
    await expect(client.readItem('pages', 7, {}, asIs)).resolves.toEqual({ path: '/items/pages/7' })
    await expect(client.readSingleton('global_settings', {}, asIs)).resolves.toEqual({
      path: '/items/global_settings',
    })
  })

  it('sends no Authorization header without a token', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    await createCmsClient({ url: server.url, cacheTtlMs: 0 }).readItems('pages', {}, asIs)
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })
})

describe('the content cache', () => {
  function cachedClient() {
    return createCmsClient({ url: server.url, token: 'reader-token', cacheTtlMs: 60_000 })
  }

  it('answers a repeated read from the cache and a different query from the CMS', async () => {
    let title = 'Winter'
    server.setHandler(() => ({ body: { data: [{ title }] } }))
    const cms = cachedClient()
    await cms.readItems('posts', { limit: 1 }, asIs)
    title = 'Summer'
    await expect(cms.readItems('posts', { limit: 1 }, asIs)).resolves.toEqual([{ title: 'Winter' }])
    await expect(cms.readItems('posts', { limit: 2 }, asIs)).resolves.toEqual([{ title: 'Summer' }])
    expect(server.requests).toHaveLength(2)
  })

  it('stores what the parse made of the answer: a warm read parses nothing', async () => {
    server.setHandler(() => ({ body: { data: [{ title: 'Winter' }, { title: 'Zomer' }] } }))
    const cms = cachedClient()
    const parse = vi.fn((rows: unknown[]) => rows.length)
    await expect(cms.readItems('posts', {}, parse)).resolves.toBe(2)
    await expect(cms.readItems('posts', {}, parse)).resolves.toBe(2)
    expect(parse).toHaveBeenCalledTimes(1)
    expect(server.requests).toHaveLength(1)
  })

  it('keeps a parse per language apart when the query is the same (parsedFor)', async () => {
    server.setHandler(() => ({ body: { data: [{ title: 'Winter' }] } }))
    const cms = cachedClient()
    const inLanguage = (tag: string) => (rows: unknown[]) => `${tag}:${rows.length}`
    await expect(
      cms.readItems('pages', {}, inLanguage('nl-BE'), { parsedFor: 'nl-BE' }),
    ).resolves.toBe('nl-BE:1')
    await expect(
      cms.readItems('pages', {}, inLanguage('en-US'), { parsedFor: 'en-US' }),
    ).resolves.toBe('en-US:1')
    await expect(
      cms.readItems('pages', {}, inLanguage('xx'), { parsedFor: 'nl-BE' }),
    ).resolves.toBe('nl-BE:1')
  })

  it('rejects an item list answer that is no list, with CmsError', async () => {
    server.setHandler(() => ({ body: { data: { id: 1 } } }))
    await expect(cachedClient().readItems('posts', {}, asIs)).rejects.toBeInstanceOf(CmsError)
  })

  it('reads again after an invalidation, and keeps the last good answer if the CMS fails', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { data: { v: 1 } } }
    server.setHandler(() => answer)
    const cms = cachedClient()
    await cms.readSingleton('global_settings', {}, asIs)
    answer = { status: 200, body: { data: { v: 2 } } }
    cms.cache.invalidate()
    await expect(cms.readSingleton('global_settings', {}, asIs)).resolves.toEqual({ v: 2 })
    answer = { status: 503, body: { errors: [{ message: 'down' }] } }
    cms.cache.invalidate(['global_settings'])
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(cms.readSingleton('global_settings', {}, asIs)).resolves.toEqual({ v: 2 })
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('rejects while nothing is cached and the CMS is down', async () => {
    server.setHandler(() => ({ status: 503, body: { errors: [{ message: 'down' }] } }))
    await expect(cachedClient().readItems('posts', {}, asIs)).rejects.toBeInstanceOf(CmsError)
  })
})

describe('readAsset', () => {
  it('reads a transformed file with the token, and caches it by file, width and format', async () => {
    server.setHandler(() => ({ raw: 'WEBP', headers: { 'content-type': 'image/webp' } }))
    const cms = createCmsClient({ url: server.url, token: 'reader-token', cacheTtlMs: 60_000 })
    const asset = await cms.readAsset('f1', { width: 640, format: 'webp' })
    expect(new TextDecoder().decode(asset?.body)).toBe('WEBP')
    expect(asset?.contentType).toBe('image/webp')
    await cms.readAsset('f1', { width: 640, format: 'webp' })
    await cms.readAsset('f1', { width: 320, format: 'webp' })
    expect(server.requests).toHaveLength(2)
    const [request] = server.requests
    expect(request?.url.pathname).toBe('/assets/f1')
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      width: '640',
      format: 'webp',
      quality: '78',
      withoutEnlargement: 'true',
    })
    expect(request?.headers.authorization).toBe('Bearer reader-token')
    cms.assetCache.invalidate(['file:f1'])
    await cms.readAsset('f1', { width: 640, format: 'webp' })
    expect(server.requests).toHaveLength(3)
  })

  it('asks Directus for a quicker AVIF encoding', async () => {
    server.setHandler(() => ({ raw: 'AVIF', headers: { 'content-type': 'image/avif' } }))
    await connect().readAsset('f3', { width: 640, format: 'avif' })
    const params = server.requests.at(-1)!.url.searchParams
    expect(params.get('format')).toBe('avif')
    expect(JSON.parse(params.get('transforms') ?? 'null')).toEqual([['avif', { effort: 2 }]])
  })

  it.each([
    ['text/javascript', 'alert(1)'],
    ['text/html', '<script>alert(1)</script>'],
    ['image/svg+xml', '<svg onload="alert(1)"/>'],
    ['video/mp4', 'MP4'],
    ['application/octet-stream', 'BIN'],
  ])('answers null, unread, for a file Directus could not transform (%s)', async (type, raw) => {
    server.setHandler(() => ({ raw, headers: { 'content-type': type } }))
    await expect(connect().readAsset('f4', { width: 320, format: 'webp' })).resolves.toBeNull()
  })

  it('answers null for a body larger than any picture it asked for', async () => {
    const huge = 'x'.repeat(9 * 1024 * 1024)
    server.setHandler(() => ({ raw: huge, headers: { 'content-type': 'image/webp' } }))
    await expect(connect().readAsset('f5', { width: 320, format: 'webp' })).resolves.toBeNull()
  })

  it('asks for at most four pictures at once and refuses a pile-up beyond the queue as busy', async () => {
    let running = 0
    let most = 0
    server.setHandler(async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running -= 1
      return { raw: 'WEBP', headers: { 'content-type': 'image/webp' } }
    })
    const client = connect()
    const asked = Array.from({ length: 100 }, (_, index) =>
      client.readAsset(`f${index}`, { width: 320, format: 'webp' }).then(
        () => 'done',
        (error: unknown) => (error instanceof CmsBusyError ? 'busy' : 'failed'),
      ),
    )
    const outcomes = await Promise.all(asked)
    expect(most).toBe(4)
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(100 - 4 - 64)
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(4 + 64)
  })

  it('shares one request among those asking for the same picture at once', async () => {
    server.setHandler(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { raw: 'WEBP', headers: { 'content-type': 'image/webp' } }
    })
    const client = createCmsClient({ url: server.url, assetConcurrency: 1, assetQueue: 0 })
    const asked = Array.from({ length: 30 }, () =>
      client.readAsset('same', { width: 320, format: 'webp' }),
    )
    await expect(Promise.all(asked)).resolves.toHaveLength(30)
    expect(server.requests).toHaveLength(1)
  })

  it('answers null for a file the reader cannot see, and CmsError when the CMS fails', async () => {
    server.setHandler(() => ({ status: 403, body: forbidden }))
    await expect(connect().readAsset('nope', { width: 320, format: 'jpg' })).resolves.toBeNull()
    server.setHandler(() => ({ status: 502, raw: 'bad gateway' }))
    await expect(connect().readAsset('f2', { width: 320, format: 'jpg' })).rejects.toBeInstanceOf(
      CmsError,
    )
  })
})

describe('drafts (the editors preview)', () => {
  const query = {
    fields: ['id'],
    filter: { _and: [{ status: { _eq: 'published' } }, { id: { _eq: 3 } }] },
    deep: { items: { _filter: { status: { _eq: 'published' } } } },
  }

  it('reads published and draft items where a query asks for published ones, archived never', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    await createCmsClient({ url: server.url, token: 'previewer', drafts: true }).readItems(
      'pages',
      query,
      (rows) => rows,
    )
    const both = { status: { _in: ['published', 'draft'] } }
    expect(directusQuery(server.requests[0]!)).toMatchObject({
      filter: { _and: [both, { id: { _eq: 3 } }] },
      deep: { items: { _filter: both } },
    })
  })

  it('caches nothing, so a saved change shows on the next read, even with a cache TTL', async () => {
    let title = 'before'
    server.setHandler(() => ({ body: { data: [{ title }] } }))
    const previewer = createCmsClient({
      url: server.url,
      token: 'previewer',
      drafts: true,
      cacheTtlMs: 60_000,
    })
    await expect(previewer.readItems('pages', query, (rows) => rows)).resolves.toEqual([
      { title: 'before' },
    ])
    title = 'after'
    await expect(previewer.readItems('pages', query, (rows) => rows)).resolves.toEqual([
      { title: 'after' },
    ])
    expect(previewer.cache.size).toBe(0)
  })

  it('leaves the published filter alone for a normal client', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    await createCmsClient({ url: server.url, token: 'reader', cacheTtlMs: 0 }).readItems(
      'pages',
      query,
      (rows) => rows,
    )
    expect(directusQuery(server.requests[0]!).filter).toEqual(query.filter)
  })
})
