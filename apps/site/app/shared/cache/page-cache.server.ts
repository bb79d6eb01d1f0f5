import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { createSwrCache, type CacheStatus } from '@lamella/cms'
import { isLocale, type Locale } from '@lamella/i18n'
import { detectLocale, localeCookie } from '@lamella/i18n/server'
import { compressNow, pickEncoding, precompressLater } from './compression.server'

/** Renders a request the way React Router answers it (its fetch-style request handler). */
export type Render = (request: Request) => Promise<Response>

/** A rendered answer, stored pre-compressed so that a hit costs no render and no compression. */
export interface CachedPage {
  status: number
  /** the render's own headers (content type, location, ...) as a flat [name, value, ...] list */
  headers: string[]
  etag: string
  identity: Buffer
  /** compressed once, at the best level, when the page is stored; else per answer, quickly */
  br?: Buffer
  gzip?: Buffer
  /**
   * Cookies the render set. Renders are anonymous (they see no visitor cookie), so these are not
   * anyone's personal data; they reach the visitors of this one render, and the page is not kept.
   */
  cookies: string[]
  /** may a cache keep it: no cookie set, not private, and a status worth keeping */
  storable: boolean
  /** the render said `no-store` (a form with one visitor's submission id): no cache keeps it */
  noStore: boolean
}

export interface PageCacheOptions {
  /**
   * How long a page counts as fresh; after that it is served stale while one refresh runs.
   * 0 turns the cache off: every request renders (and is compressed quickly) on this same path.
   */
  ttlMs: number
  /** bound on the cached bytes (all three encodings) */
  maxBytes: number
  /**
   * headers on every answer, e.g. the security headers, unless the render sent its own (a
   * document's Content-Security-Policy, with its scripts' hashes, replaces the static one)
   */
  headers: readonly (readonly [string, string])[]
  /**
   * path prefixes that never go through the cache: images, the API, the health check, and React
   * Router's route manifest, whose `paths` and `version` no page reads
   */
  excludedPrefixes?: readonly string[]
  /**
   * The query parameters some route reads: only these make two URLs two pages. Any other is
   * left out of the key and of the URL the page is rendered for, so made-up queries cost nothing.
   */
  queryParams: readonly string[]
  /**
   * The values of the read parameters that the page at `pathname` can tell apart: a value it
   * would read as absent or as another is left out or written as that other, so that it costs no
   * render of its own (a document with one is sent to the URL without it). Parameters the page
   * does not read at all are left out. Every parameter as it came when absent.
   */
  canonicalQuery?: (pathname: string, params: URLSearchParams) => Promise<URLSearchParams>
  /**
   * How many renders one client may cause in a window (pages no cache holds yet: made-up slugs,
   * other values); past it the client is answered 429 instead of a render. Hits are never
   * counted, and never refused. Resolves how long to wait when the budget is spent.
   */
  missBudget?: (client: string) => Promise<{ retryAfterSeconds: number } | undefined>
  /**
   * How long an answer that is no hit (a refusal, a redirect to the canonical URL) is held for a
   * client whose budget is spent, until it is back (ms; 0 by default). A flood's connections then
   * each wait that long for most answers, instead of asking as fast as the site can answer:
   * thousands of cheap answers a second would hold up everyone else's too.
   */
  spentHoldMs?: number
  /**
   * Runs each render when its turn comes: a bound on the renders in progress, so that a crawler
   * asking for a hundred pages no cache holds yet gets them one batch after another rather than
   * a hundred renders reading the CMS at once, each past its timeout. Hits never wait for it.
   */
  renderTurn?: <T>(render: () => Promise<T>) => Promise<T>
  /**
   * Visitors who must get fresh, personal answers (an editor in a verified draft preview): the
   * cache passes them on. A cookie that merely looks like one does not count.
   */
  bypass?: (req: IncomingMessage) => boolean
  onRefreshError?: (key: string, error: unknown) => void
  /**
   * How long a visitor waits for a purged page to render again before getting the page as it
   * was (`X-Cache: STALE`; the render carries on for the next visitor). Unbounded when absent.
   */
  revalidateWaitMs?: number
}

/** What the server knows of a request before the cache sees it. */
export interface RequestFacts {
  /** the client address the miss budget counts by (`unknown` when not given) */
  client?: string
  /**
   * The request guard rewrote the target (`req.url`) into the one the cache reads: what came is
   * another spelling, which no shared cache should keep.
   */
  rewritten?: boolean
}

export interface PageCache {
  /**
   * Answers a request from the cache, rendering it on a miss. Resolves false, without answering,
   * for requests the cache does not handle (other methods, excluded paths, signed-in or preview
   * visitors): the caller passes those on.
   */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: Render,
    request?: RequestFacts,
  ): Promise<boolean>
  /**
   * How long an answer that is no hit should wait for `client` (ms, see `spentHoldMs`): 0 but
   * while its budget is spent. For answers given before the cache sees a request.
   */
  heldFor(client: string): number
  /** Marks every page outdated: each is rendered again on its next request (stale if that fails). */
  purge(): void
  readonly size: number
  /** what the byte bound counts of the kept pages */
  readonly bytes: number
}

/** Statuses a page cache may keep: successes, redirects and the not-found page. */
const STORED_STATUSES = new Set([200, 301, 302, 307, 308, 404])
/** Render headers that describe the bytes of one answer; the cache sets its own. */
const DROPPED_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
])

export const RETRY_AFTER_SECONDS = 30
/** The share of the cache's bytes that pages with a query string may take. */
const QUERY_SHARE = 0.25
/**
 * Not-found pages: an endless supply (every made-up slug is one), so they get a small share of
 * their own and are kept briefly, enough to absorb a burst for one URL.
 */
const NOT_FOUND_SHARE = 0.05
const NOT_FOUND_TTL_MS = 30_000
/** What the best encodings of a page add to it, about, until they are made: for the byte bound. */
const COMPRESSED_SHARE = 0.4
/** Keys whose render said `no-store` (a form with one visitor's id): at most this many remembered. */
const PERSONAL_KEYS = 1_000

/**
 * Shared caches (a CDN) may keep a page five minutes, as long as the site's own page cache, and
 * serve it stale while refreshing: a publish purges both, so the lifetime only bounds how stale a
 * page gets when a purge goes missing, and each stored copy costs the site one refresh per
 * lifetime whatever the traffic.
 */
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400'
const SHARED_404 = 'public, max-age=0, s-maxage=60'
/**
 * A page with a query (a filter, a list's pages, a configurator step): a shared cache may keep it
 * a minute. The proxy's purge names pages by the sitemap's URLs, which have no query, so after a
 * publish such a copy lasts at most this long; the site's own cache is purged at once.
 */
const SHARED_QUERY =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400'
/**
 * Personal answers (a cookie the render set, a negotiated language): browsers revalidate, CDNs
 * don't keep. A language page is never one: the page writes the locale cookie itself, so its
 * answer is the same for every visitor, with or without a cookie.
 */
const PRIVATE = 'private, no-cache'
/** Clients remembered as having spent their budget, at most. */
const SPENT_CLIENTS = 10_000
/** What no cache keeps: a refusal of one client, an answer that names one visitor. */
const NO_STORE = 'no-store'

export class RenderFailure extends Error {
  constructor(readonly page: CachedPage) {
    super(`render answered ${page.status}`)
  }
}

/** The read parameters of a query, in the order they came, each name once (its first value). */
function readParams(params: URLSearchParams, read: ReadonlySet<string>): URLSearchParams {
  const kept = new URLSearchParams()
  for (const [name, value] of params) {
    if (read.has(name) && !kept.has(name)) kept.append(name, value)
  }
  return kept
}

function queryKey(params: URLSearchParams): string {
  const kept = [...params]
  if (kept.length === 0) return ''
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `?${new URLSearchParams(kept)}`
}

/**
 * The query with its read parameters as `canonical` has them, in the order they came; the other
 * parameters (a campaign's tags) stay as they were.
 */
function withCanonical(
  params: URLSearchParams,
  read: ReadonlySet<string>,
  canonical: URLSearchParams,
): string {
  const written = new Set<string>()
  const query = new URLSearchParams()
  for (const [name, value] of params) {
    if (!read.has(name)) query.append(name, value)
    else if (!written.has(name)) {
      written.add(name)
      const kept = canonical.get(name)
      if (kept !== null) query.append(name, kept)
    }
  }
  return query.size > 0 ? `?${query}` : ''
}

/** The path's language segment (`/en/blog`, `/en.data`), if it has one. */
function pathLocale(pathname: string): Locale | undefined {
  const segment = pathname.split('/')[1]?.replace(/\.data$/, '')
  return isLocale(segment) ? segment : undefined
}

async function toCachedPage(response: Response): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer())
  const headers: string[] = []
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers.push(name, value)
  })
  const cacheControl = response.headers.get('cache-control') ?? ''
  const cookies = response.headers.getSetCookie()
  return {
    status: response.status,
    headers,
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    cookies,
    storable:
      STORED_STATUSES.has(response.status) &&
      cookies.length === 0 &&
      !/private|no-store/.test(cacheControl),
    noStore: /no-store/.test(cacheControl),
  }
}

/**
 * A refresh (every TTL, after each purge) mostly renders the same bytes again: such a page takes
 * over the encodings already made instead of queueing the costliest work of the cache (brotli 11,
 * hundreds of ms of CPU and tens of MB of native memory a page) once more.
 */
function withEncodingsOf(before: CachedPage | undefined, page: CachedPage): CachedPage {
  if (!before || before.etag !== page.etag || !before.br || !before.gzip) return page
  return { ...page, br: before.br, gzip: before.gzip }
}

export function createPageCache({
  ttlMs,
  maxBytes,
  headers: fixedHeaders,
  excludedPrefixes = ['/assets/', '/media/', '/api/', '/healthz', '/__manifest'],
  queryParams,
  canonicalQuery,
  missBudget,
  spentHoldMs = 0,
  renderTurn = (render) => render(),
  bypass = () => false,
  onRefreshError,
  revalidateWaitMs,
}: PageCacheOptions): PageCache {
  const share = (fraction: number, ttl = ttlMs) =>
    createSwrCache<CachedPage>({
      ttlMs: ttl,
      max: 10_000,
      maxSize: Math.floor(maxBytes * fraction),
      sizeOf: (page) => Math.round(page.identity.length * (1 + COMPRESSED_SHARE)) + 512,
      onRefreshError,
      ...(revalidateWaitMs === undefined ? {} : { revalidateWaitMs }),
    })
  // Pages with a query string (a list's filters and pages, configurator steps, a dealer search)
  // share a quarter of the bytes, so that they can never push the pages without one, the site's
  // content, out of the cache. Not-found pages are kept apart and briefly.
  const plainPages = share(1 - QUERY_SHARE - NOT_FOUND_SHARE)
  const queryPages = share(QUERY_SHARE)
  const notFoundPages = share(NOT_FOUND_SHARE, Math.min(ttlMs, NOT_FOUND_TTL_MS))
  const cacheFor = (key: string) => (key.includes('?') ? queryPages : plainPages)
  const caching = ttlMs > 0
  const read = new Set(queryParams)
  // Renders that said `no-store` answer one visitor each: never shared, never stored.
  const personal = new Set<string>()
  const rememberPersonal = (key: string) => {
    if (personal.size >= PERSONAL_KEYS) personal.delete(personal.values().next().value!)
    personal.add(key)
  }

  async function render(renderer: Render, path: string, locale: Locale | undefined) {
    // The render sees the URL and, where the language is negotiated, the detected language as
    // the locale cookie: nothing else of the visitor, so the bytes depend only on the key.
    const requestHeaders: Record<string, string> = locale
      ? { cookie: `${localeCookie.name}=${locale}` }
      : {}
    const page = await renderTurn(async () =>
      toCachedPage(await renderer(new Request(`http://site${path}`, { headers: requestHeaders }))),
    )
    if (page.status >= 500) throw new RenderFailure(page)
    return page
  }

  /**
   * The page for `key`: from its cache, or rendered once for all who ask at the same time,
   * except a page that says `no-store`, which every visitor gets rendered for them alone.
   */
  async function pageFor(key: string, renderOwn: () => Promise<CachedPage>) {
    if (personal.has(key)) return { page: await renderOwn(), status: 'miss' as CacheStatus }
    let rendered = false
    const notFound = notFoundPages.has(key)
    const cache = notFound ? notFoundPages : cacheFor(key)
    const renderShared = async () => {
      rendered = true
      return withEncodingsOf(cache.peek(key), await renderOwn())
    }
    const fetched = await cache.fetch(key, renderShared, {
      store: (value) => value.storable && (value.status === 404) === notFound,
    })
    const { status } = fetched
    let page = fetched.value
    if (notFound && page.status !== 404) {
      // Published since: the page belongs with the others again.
      notFoundPages.delete(key)
    } else if (!notFound && page.status === 404 && page.storable) {
      await notFoundPages.fetch(key, async () => page)
    }
    if (page.noStore) {
      rememberPersonal(key)
      if (!rendered) page = await renderOwn()
    }
    // The best compression (brotli 11: a quarter second of CPU and tens of MB of native memory)
    // is for a page asked for again: the first visitor of a page gets it compressed quickly, and
    // keys asked for once (made-up values, a crawler's one pass) never pay for it. Not-found
    // pages are kept too briefly to be worth it.
    if (caching && status !== 'miss' && page.storable && page.status !== 404) {
      precompressLater(page)
    }
    return { page, status }
  }

  // Clients whose budget is spent, and until when (bounded: the oldest leave first).
  const spentUntil = new Map<string, number>()
  function spend(client: string, retryAfterSeconds: number) {
    spentUntil.delete(client)
    if (spentUntil.size >= SPENT_CLIENTS) spentUntil.delete(spentUntil.keys().next().value!)
    spentUntil.set(client, Date.now() + retryAfterSeconds * 1000)
  }
  function heldFor(client: string) {
    const until = spentUntil.get(client)
    if (until === undefined) return 0
    const left = until - Date.now()
    if (left <= 0) spentUntil.delete(client)
    return Math.max(0, Math.min(spentHoldMs, left))
  }
  const held = async (client: string) => {
    const wait = heldFor(client)
    if (wait > 0) await sleep(wait)
  }

  /** Whether the page of `key` is kept already, fresh or not: answering it costs no render. */
  const stored = (key: string) =>
    !personal.has(key) && (notFoundPages.has(key) || cacheFor(key).has(key))

  /** An answer of the cache's own (a redirect, a refusal): the fixed headers and no body. */
  function answer(res: ServerResponse, status: number, own: string[]) {
    res.writeHead(status, [...fixedHeaders.flat(), ...own])
    res.end()
  }

  /**
   * @param shared whether a shared cache (the proxy, a CDN) may keep the answer under the URL it
   * came for: only when that URL is the page's canonical one, so that what they keep is bounded
   * by the pages there are, not by the spellings a stranger makes up.
   */
  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    status: CacheStatus,
    negotiated: boolean,
    shared: boolean,
    query: boolean,
  ) {
    const cacheControl =
      page.status >= 500 || page.noStore
        ? NO_STORE
        : negotiated || !page.storable || !shared
          ? PRIVATE
          : page.status === 404
            ? SHARED_404
            : query
              ? SHARED_QUERY
              : SHARED
    const own = new Set(page.headers.filter((_, index) => index % 2 === 0))
    const headers = [
      ...fixedHeaders.filter(([name]) => !own.has(name)).flat(),
      ...page.headers,
      'cache-control',
      cacheControl,
      'etag',
      page.etag,
      'vary',
      negotiated ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding',
      'x-cache',
      status.toUpperCase(),
    ]
    for (const set of page.cookies) headers.push('set-cookie', set)
    if (page.status === 503) headers.push('retry-after', String(RETRY_AFTER_SECONDS))
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined)
    const body = encoding ? (page[encoding] ?? (await compressNow(page, encoding))) : page.identity
    if (encoding) headers.push('content-encoding', encoding)
    headers.push('content-length', String(body.length))
    res.writeHead(page.status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return {
    async handle(req, res, renderer, { client = 'unknown', rewritten = false } = {}) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      // The request target is a path: resolved against a base, `//host/x` would be read as an
      // authority (a 500 when it is no valid host, another page's key when it is one).
      const target = req.url ?? '/'
      if (!target.startsWith('/')) return false
      const url = new URL(`http://site${target}`)
      if (excludedPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return false
      if (bypass(req)) return false

      // Only `/` (and other paths without a language) reads the visitor's cookie and languages;
      // a language page is one answer for all.
      const locale = pathLocale(url.pathname)
        ? undefined
        : detectLocale({
            cookie: req.headers.cookie,
            acceptLanguage: req.headers['accept-language'] as string | undefined,
          })
      const given = readParams(url.searchParams, read)
      const canonical = canonicalQuery ? await canonicalQuery(url.pathname, given) : given
      // A path read as one (`//host/x`, which the request guard sends elsewhere first) is never
      // a redirect's target: browsers would read it as another host.
      const document = !url.pathname.endsWith('.data') && !url.pathname.startsWith('//')
      const asGiven = new URLSearchParams([...url.searchParams].filter(([name]) => read.has(name)))
      if (document && String(canonical) !== String(asGiven)) {
        // A value the page cannot tell from another: the visitor's address bar gets the URL the
        // page is, and that is the one key. Temporary: a pool unknown today may be published.
        const location = url.pathname + withCanonical(url.searchParams, read, canonical)
        await held(client)
        answer(res, 302, ['location', location, 'cache-control', PRIVATE])
        return true
      }
      const path = url.pathname + queryKey(canonical)
      const key = locale ? `${path}#${locale}` : path
      const shared = !rewritten && String(canonical) === String(url.searchParams)

      if (caching && missBudget && !stored(key)) {
        const spent = await missBudget(client)
        if (spent) {
          spend(client, spent.retryAfterSeconds)
          await held(client)
          const retryAfter = String(spent.retryAfterSeconds)
          answer(res, 429, ['retry-after', retryAfter, 'cache-control', NO_STORE])
          return true
        }
      }

      let page: CachedPage
      let status: CacheStatus
      try {
        ;({ page, status } = await pageFor(key, () => render(renderer, path, locale)))
      } catch (error) {
        if (!(error instanceof RenderFailure)) throw error
        page = error.page
        status = 'miss'
      }
      await send(req, res, page, status, locale !== undefined, shared, canonical.size > 0)
      return true
    },
    heldFor,
    purge() {
      plainPages.invalidate()
      queryPages.invalidate()
      notFoundPages.invalidate()
    },
    get size() {
      return plainPages.size + queryPages.size + notFoundPages.size
    },
    get bytes() {
      return plainPages.bytes + queryPages.bytes + notFoundPages.bytes
    },
  }
}
