import { createDirectus, rest, staticToken } from '@directus/sdk'
import type { RestCommand } from '@directus/sdk'
import { z } from 'zod'
import { createAssetGate } from './asset-gate.server.ts'
import { etagOf, type AssetStore } from './asset-store.server.ts'
import { cacheTtlFromEnv, createCmsCache, createSwrCache } from './cache.server.ts'
import type { CmsCache, SwrCache } from './cache.server.ts'
import { CmsError, toCmsError } from './errors.ts'
import { consoleReport } from './parse.server.ts'
import { loopTimeoutSignal } from './timeout.server.ts'
import type { InvalidRecordReporter } from './parse.server.ts'
import { liftPublished } from './published.ts'
import type { CmsCollection, CmsSingleton } from './schema.ts'

/**
 * The SDK's schema parameter, typed loosely at this one spot: what a read returns is typed by
 * parsing it (queries/*), not by a hand-written model of Directus that nothing checks.
 */
type SdkSchema = Record<string, unknown>

type AggregateFunction =
  | 'count'
  | 'countDistinct'
  | 'countAll'
  | 'sum'
  | 'sumDistinct'
  | 'avg'
  | 'avgDistinct'
  | 'min'
  | 'max'

/** The query parameters of `GET /items/{collection}`. */
export interface CmsQuery {
  fields?: string[]
  filter?: Record<string, unknown>
  search?: string
  sort?: string | string[]
  limit?: number
  offset?: number
  page?: number
  deep?: Record<string, unknown>
  alias?: Record<string, string>
  aggregate?: Partial<Record<AggregateFunction, string | string[]>>
  groupBy?: string | string[]
}

/** A transformed CMS image as the site serves it. */
export interface CmsAsset {
  body: Uint8Array<ArrayBuffer>
  contentType: string
  /** a strong validator of the bytes */
  etag: string
  /**
   * Where this answer came from: the memory cache, the picture store on disk, or the CMS (a
   * transform, or Directus' stored variant). Set by `readAsset`.
   */
  source?: 'memory' | 'store' | 'cms'
}

export interface AssetTransform {
  width: number
  format: 'webp' | 'jpg' | 'avif' | 'png'
  quality?: number
}

/** Per-read options: the cache key defaults to the collection and the serialised query. */
export interface ReadOptions {
  cacheKey?: string
  /**
   * What the parse depends on besides the query, e.g. the language a page by id is flattened
   * in: part of the cache key, so each gets its own parsed result.
   */
  parsedFor?: string
}

export interface CmsClientOptions {
  /** Base URL of Directus, e.g. `http://127.0.0.1:8055`. */
  url: string
  /** Static token of the content-reader user; requests are anonymous without it. */
  token?: string
  fetch?: typeof fetch
  /**
   * Abort each attempt after this many ms, not counting time the event loop was too busy to read
   * an answer (timeout.server.ts). There is no default: the caller chooses the timeout.
   */
  timeoutMs?: number
  /**
   * The same for image transformations (default `timeoutMs`): Directus encodes a cold AVIF for
   * seconds, far longer than any content read should take.
   */
  assetTimeoutMs?: number
  /** TTL of the content cache; defaults to `CMS_CACHE_TTL_MS` or 60 s; 0 turns caching off. */
  cacheTtlMs?: number
  /** A cache to use instead of a new one (e.g. shared by several clients). */
  cache?: CmsCache
  /** Bound of the image cache in memory in bytes (default 64 MB). */
  assetCacheBytes?: number
  /**
   * The picture store on disk (asset-store.server.ts): every variant got from the CMS is kept
   * there and served from there afterwards. Not used by a drafts client.
   */
  assetStore?: AssetStore
  /**
   * Picture requests to the CMS at once (default 2) and waiting for a place (default 16, each at
   * most 10 s); one more, or one that waited longer, is refused with a CmsBusyError. A transform
   * takes Directus' CPU for a second or more: a few at a time leave it free for the content reads
   * pages wait for.
   */
  assetConcurrency?: number
  assetQueue?: number
  /** Told of every record left out because it does not parse (default: `console.warn`). */
  reportInvalid?: InvalidRecordReporter
  /**
   * The editors' draft preview: drafts are read too (the token must be allowed to read them), and
   * nothing is cached, so a saved change shows on the next read and no draft outlives the request.
   */
  drafts?: boolean
}

/**
 * Turns what Directus answered into what the site reads, reporting records it leaves out. It runs
 * once per CMS read: the cache stores its result, so a warm request parses nothing.
 */
export type Parse<Data, T> = (data: Data, report: InvalidRecordReporter) => T

/**
 * Every read goes through the content cache (stale-while-revalidate, stale-if-error), keyed by
 * collection and query and tagged with the collection; what it stores is the parsed result. A
 * cache key belongs to one parser: reads of the same query parse it the same way. Cached values
 * are shared between callers: treat them as read-only.
 */
export interface CmsClient {
  readonly url: string
  /** whether this client reads drafts (the editors' preview) */
  readonly drafts: boolean
  readItems<T>(
    collection: CmsCollection,
    query: CmsQuery,
    parse: Parse<unknown[], T>,
    options?: ReadOptions,
  ): Promise<T>
  readItem<T>(
    collection: CmsCollection,
    key: string | number,
    query: CmsQuery,
    parse: Parse<unknown, T>,
    options?: ReadOptions,
  ): Promise<T>
  readSingleton<T>(
    collection: CmsSingleton,
    query: CmsQuery,
    parse: Parse<unknown, T>,
    options?: ReadOptions,
  ): Promise<T>
  /**
   * A file transformed by Directus, or null when it does not exist for the reader. Cached by file,
   * width and format (tag `file:{id}`) in a memory cache bounded by bytes, then in the picture
   * store when there is one; what neither holds is asked for through a gate of a few places, and
   * rejects with a CmsBusyError when that is full.
   */
  readAsset(id: string, transform: AssetTransform): Promise<CmsAsset | null>
  /** Escape hatch for any other SDK command, uncached; failures reject with CmsError. */
  request<T>(command: RestCommand<T, SdkSchema>): Promise<T>
  readonly cache: CmsCache
  readonly assetCache: SwrCache<CmsAsset | null>
}

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** Whether a GET answered with `status` is retried: the CMS's trouble, not ours. */
export function isRetriedStatus(status: number): boolean {
  return RETRY_STATUSES.has(status)
}

function methodOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
}

function withTimeout(
  init: RequestInit | undefined,
  timeoutMs: number | undefined,
): RequestInit | undefined {
  if (timeoutMs === undefined) return init
  const timeout = loopTimeoutSignal(timeoutMs)
  return { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout }
}

/** The longest `Retry-After` the one retry waits for: a visitor is waiting behind it. */
export const MAX_RETRY_DELAY_MS = 1_000

/**
 * How long `Retry-After` asks a client to wait, in ms: delta-seconds or an HTTP date; 0 when the
 * header is absent, undefined when it cannot be read.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return 0
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // `-1` or `1.5` is neither form, though Date.parse reads a year into them
  if (/^[\d\s.+-]+$/.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * A fetch that retries a GET exactly once when the answer is 408, 409, 425, 429, 500, 502, 503 or
 * 504. Other statuses and other methods go back as they are. A `Retry-After` up
 * to `maxRetryDelayMs` is waited for; a longer (or unreadable) one is the CMS asking to be left
 * alone for a while, and asking again at once would only add to its load: that answer goes back
 * unretried, and the caches answer with what they have. A fetch that throws (connection refused
 * or reset, timeout) is not retried: only those statuses are, a request that timed out would
 * double the visitor's wait, and the content cache already answers with the last good value while
 * the CMS is unreachable.
 */
export function createRetryingFetch(
  baseFetch: typeof fetch,
  {
    timeoutMs,
    maxRetryDelayMs = MAX_RETRY_DELAY_MS,
  }: { timeoutMs?: number; maxRetryDelayMs?: number } = {},
): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, withTimeout(init, timeoutMs))
    if (methodOf(input, init) !== 'GET' || !RETRY_STATUSES.has(response.status)) return response
    const delayMs = retryAfterMs(response.headers.get('retry-after'))
    if (delayMs === undefined || delayMs > maxRetryDelayMs) return response
    // Release the first answer's connection before asking again.
    await response.body?.cancel().catch(() => undefined)
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return baseFetch(input, withTimeout(init, timeoutMs))
  }
}

function assertCollection(collection: unknown, method: string): asserts collection is string {
  if (typeof collection !== 'string' || collection.trim() === '') {
    throw new TypeError(`${method}: the collection name must be a non-empty string`)
  }
  if (collection.toLowerCase().startsWith('directus_')) {
    throw new TypeError(
      `${method}: system collection "${collection}" cannot be read through item reads`,
    )
  }
  if (!/^[A-Za-z0-9_-]+$/.test(collection)) {
    throw new TypeError(`${method}: invalid collection name "${collection}"`)
  }
}

function assertKey(key: unknown, method: string): asserts key is string | number {
  const valid =
    typeof key === 'number' ? Number.isFinite(key) : typeof key === 'string' && key.trim() !== ''
  if (!valid) {
    throw new TypeError(`${method}: the item key must be a non-empty string or a finite number`)
  }
}

// The same request the SDK's readItems/readItem/readSingleton build (they share its query
// serialiser), written out so aggregate and groupBy are part of the typed query.
function getCommand<T>(path: string, query: CmsQuery | undefined): RestCommand<T, SdkSchema> {
  return () => ({ path, method: 'GET', params: query ?? {} })
}

/**
 * How long a picture is served from memory before the picture store is read again (and, when it
 * is due, the CMS asked whether the file changed or may no longer be shown).
 */
const ASSET_TTL_MS = 60 * 60 * 1000
/** What a transform answers: the formats the site asks for. */
const TRANSFORMED_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif'])
/** A picture at 1600 px is far smaller; anything larger is not what was asked for. */
const MAX_ASSET_BYTES = 8 * 1024 * 1024
/** Picture requests to the CMS at once per site process, and waiting beyond them. */
const DEFAULT_QUALITY = 78
const ASSET_CONCURRENCY = 4
const ASSET_QUEUE = 64
/** A picture waits at most this long for a place, then is refused as busy (Retry-After). */
const ASSET_MAX_WAIT_MS = 10_000

/** What a check of a stored picture's file reads: whether it is still readable, and changed when. */
const fileCheck = z.object({ modified_on: z.string().nullable().optional() })

/** The body, read as it arrives, or null (and the rest left unread) once it passes `limit`. */
async function readAtMost(
  response: Response,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array(new ArrayBuffer(0))
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(new ArrayBuffer(size))
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { url, token, timeoutMs } = options
  const baseFetch = options.fetch ?? globalThis.fetch
  const retryingFetch = createRetryingFetch(baseFetch, { timeoutMs })
  const assetFetch = createRetryingFetch(baseFetch, {
    timeoutMs: options.assetTimeoutMs ?? timeoutMs,
  })
  let sdk = createDirectus<SdkSchema>(url, { globals: { fetch: retryingFetch } })
  if (token) sdk = sdk.with(staticToken(token))
  const client = sdk.with(rest())

  async function send<T>(command: RestCommand<T, SdkSchema>): Promise<T> {
    try {
      return await client.request(command)
    } catch (error) {
      throw toCmsError(error)
    }
  }

  // The SDK hands back the raw Response when it cannot read the body (no JSON, no text):
  // an item read never expects that.
  async function read(path: string, query: CmsQuery | undefined): Promise<unknown> {
    const result: unknown = await send(getCommand(path, query))
    if (result instanceof Response) {
      throw new CmsError(`CMS answered ${result.status} without a JSON body`, { response: result })
    }
    return result
  }

  const drafts = options.drafts ?? false
  const ttlMs = drafts ? 0 : (options.cacheTtlMs ?? cacheTtlFromEnv())
  const cache = drafts ? createCmsCache({ ttlMs: 0 }) : (options.cache ?? createCmsCache({ ttlMs }))

  const report = options.reportInvalid ?? consoleReport

  function cached<T>(
    collection: string,
    path: string,
    query: CmsQuery,
    parse: Parse<unknown, T>,
    readOptions: ReadOptions | undefined,
  ): Promise<T> {
    const variant = readOptions?.parsedFor ? `#${readOptions.parsedFor}` : ''
    const key = `${readOptions?.cacheKey ?? `${path}?${JSON.stringify(query)}`}${variant}`
    const sent = drafts ? liftPublished(query) : query
    const load = async (): Promise<T> => parse(await read(path, sent), report)
    // The one cast of the client: the cache holds values of every read, and what it holds under
    // this key is what `parse` returned (a key belongs to one parser, see CmsClient).
    return cache.get(key, load, { tags: [collection] }) as Promise<T>
  }

  function list<T>(parse: Parse<unknown[], T>): Parse<unknown, T> {
    return (data, reportInvalid) => {
      if (!Array.isArray(data)) {
        throw new CmsError('CMS answered an item read with something other than a list')
      }
      return parse(data, reportInvalid)
    }
  }

  const assetMemory = createSwrCache<CmsAsset | null>({
    ttlMs: ttlMs === 0 ? 0 : ASSET_TTL_MS,
    maxSize: options.assetCacheBytes ?? 64 * 1024 * 1024,
    sizeOf: (asset) => asset?.body.byteLength ?? 1,
  })
  // drafts may show pictures the published site may not: nothing of a preview reaches the disk
  const store = drafts || ttlMs === 0 ? undefined : options.assetStore
  // A purge of a file (`file:{id}`) drops its variants on disk too; a purge of everything has
  // every stored file checked with the CMS on its next request.
  const assetCache: SwrCache<CmsAsset | null> = store
    ? {
        ...assetMemory,
        invalidate(tags) {
          assetMemory.invalidate(tags)
          if (!tags) store.recheckAll()
          for (const tag of tags ?? []) {
            if (tag.startsWith('file:')) void store.drop(tag.slice('file:'.length))
          }
        },
        get size() {
          return assetMemory.size
        },
        get bytes() {
          return assetMemory.bytes
        },
      }
    : assetMemory

  const assetGate = createAssetGate({
    concurrent: options.assetConcurrency ?? ASSET_CONCURRENCY,
    waiting: options.assetQueue ?? ASSET_QUEUE,
    maxWaitMs: ASSET_MAX_WAIT_MS,
  })
  // Checks of stored files are cheap reads, one at a time; one that finds no place is skipped
  // and made on a later request.
  const checkGate = createAssetGate({ concurrent: 1, waiting: 32 })

  async function fetchAsset(
    id: string,
    { width, format, quality = DEFAULT_QUALITY }: AssetTransform,
  ): Promise<CmsAsset | null> {
    const params = new URLSearchParams({
      width: String(width),
      format,
      quality: String(quality),
      withoutEnlargement: 'true',
    })
    // sharp's default AVIF effort (4) took 31 s for a 1600 px picture on a busy 2-core machine,
    // effort 2 took 3.4 s for a file 3 % larger: a cold image must not hold up a page that long.
    if (format === 'avif') params.set('transforms', JSON.stringify([['avif', { effort: 2 }]]))
    return assetGate.run(async () => {
      let response: Response
      try {
        response = await assetFetch(`${url}/assets/${encodeURIComponent(id)}?${params}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        })
      } catch (error) {
        throw toCmsError(error)
      }
      // Directus answers 403 for a file the reader may not see, as for one that does not exist.
      if (response.status === 403 || response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new CmsError(`CMS asset ${id} answered ${response.status}`, { response })
      }
      // Directus transforms raster images only and answers any other file as it is stored (a
      // video, an SVG with a script, HTML): that is no picture, and is not read at all.
      const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
      const declared = Number(response.headers.get('content-length') ?? 0)
      if (!TRANSFORMED_TYPES.has(contentType) || declared > MAX_ASSET_BYTES) {
        await response.body?.cancel()
        return null
      }
      const body = await readAtMost(response, MAX_ASSET_BYTES)
      if (!body) return null
      return { body, contentType, etag: etagOf(body) }
    })
  }

  /**
   * Asks the CMS whether a stored file may still be shown and when it last changed: its variants
   * go when the reader may no longer read it, and those older than its change go too. A failure
   * to ask keeps them (the next request after the interval asks again).
   */
  async function checkStoredFile(assetStore: AssetStore, id: string) {
    assetStore.checked(id)
    try {
      const file = fileCheck.parse(
        await read(`/files/${encodeURIComponent(id)}`, { fields: ['modified_on'] }),
      )
      const modified = file.modified_on ? Date.parse(file.modified_on) : Number.NaN
      if (!Number.isNaN(modified)) await assetStore.dropOlderThan(id, modified)
    } catch (error) {
      const status = error instanceof CmsError ? error.status : undefined
      if (status === 403 || status === 404) await assetStore.drop(id)
    }
  }

  async function loadAsset(id: string, transform: AssetTransform): Promise<CmsAsset | null> {
    const key = {
      id,
      width: transform.width,
      format: transform.format,
      quality: transform.quality ?? DEFAULT_QUALITY,
    }
    if (store) {
      const stored = await store.read(key)
      if (stored) {
        if (store.due(id)) {
          void checkGate.run(() => checkStoredFile(store, id)).catch(() => undefined)
        }
        return { ...stored, source: 'store' }
      }
    }
    const generation = store?.generation(id) ?? 0
    const fetched = await fetchAsset(id, transform)
    if (!fetched) return null
    if (store) {
      await store.write(key, fetched, generation)
      store.checked(id)
    }
    return { ...fetched, source: 'cms' }
  }

  return {
    url,
    drafts,
    cache,
    assetCache,
    async readAsset(id, transform) {
      assertKey(id, 'readAsset')
      const { value, status } = await assetMemory.fetch(
        `${id}:${transform.width}:${transform.format}:${transform.quality ?? ''}`,
        () => loadAsset(id, transform),
        { tags: [`file:${id}`] },
      )
      if (!value || status === 'miss' || status === 'revalidated') return value
      return { ...value, source: 'memory' }
    },
    async readItems(collection, query, parse, opts) {
      assertCollection(collection, 'readItems')
      return cached(collection, `/items/${collection}`, query, list(parse), opts)
    },
    async readItem(collection, key, query, parse, opts) {
      assertCollection(collection, 'readItem')
      assertKey(key, 'readItem')
      const path = `/items/${collection}/${encodeURIComponent(String(key))}`
      return cached(collection, path, query, parse, opts)
    },
    async readSingleton(collection, query, parse, opts) {
      assertCollection(collection, 'readSingleton')
      return cached(collection, `/items/${collection}`, query, parse, opts)
    },
    async request<T>(command: RestCommand<T, SdkSchema>) {
      const result = await send(command)
      if (result instanceof Response && !result.ok) {
        throw new CmsError(`CMS request failed with status ${result.status}`, { response: result })
      }
      return result
    },
  }
}
