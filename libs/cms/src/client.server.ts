import { createDirectus, rest, staticToken } from '@directus/sdk'
import type { RestCommand } from '@directus/sdk'
import { cacheTtlFromEnv, createCmsCache } from './cache.server.ts'
import type { CmsCache } from './cache.server.ts'
import { CmsError, toCmsError } from './errors.ts'
import type { CmsCollection, CmsSchema, CmsSingleton } from './schema.ts'

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

/** The query parameters of `GET /items/{collection}` (spec section 7). */
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

export type CmsItem = Record<string, unknown>

export interface CmsClientOptions {
  /** Base URL of Directus, e.g. `http://127.0.0.1:8055`. */
  url: string
  /** Static token of the content-reader user; requests are anonymous without it. */
  token?: string
  fetch?: typeof fetch
  /** Abort each attempt after this many ms. The spec sets no default timeout, so neither do we. */
  timeoutMs?: number
  /** TTL of the singleton cache; defaults to `CMS_CACHE_TTL_MS` or 60 s. */
  cacheTtlMs?: number
  /** A cache to use instead of a new one (e.g. shared by several clients). */
  cache?: CmsCache
}

export interface CmsClient {
  readonly url: string
  readItems<T = CmsItem>(collection: CmsCollection, query?: CmsQuery): Promise<T[]>
  readItem<T = CmsItem>(
    collection: CmsCollection,
    key: string | number,
    query?: CmsQuery,
  ): Promise<T>
  readSingleton<T = CmsItem>(collection: CmsSingleton, query?: CmsQuery): Promise<T>
  /** Escape hatch for any other SDK command; failures reject with CmsError like the reads. */
  request<T>(command: RestCommand<T, CmsSchema>): Promise<T>
  readonly cache: CmsCache
}

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

function methodOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
}

function withTimeout(
  init: RequestInit | undefined,
  timeoutMs: number | undefined,
): RequestInit | undefined {
  if (timeoutMs === undefined) return init
  const timeout = AbortSignal.timeout(timeoutMs)
  return { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout }
}

/**
 * A fetch that retries a GET exactly once when the answer is 408, 409, 425, 429, 500, 502, 503 or
 * 504 (spec section 8). Other statuses and other methods go back as they are. A fetch that throws
 * (connection refused or reset, timeout) is not retried: the spec names statuses only, a request
 * that timed out would double the visitor's wait, and the singleton cache already answers with the
 * last good value while the CMS is unreachable.
 */
export function createRetryingFetch(
  baseFetch: typeof fetch,
  { timeoutMs }: { timeoutMs?: number } = {},
): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, withTimeout(init, timeoutMs))
    if (methodOf(input, init) !== 'GET' || !RETRY_STATUSES.has(response.status)) return response
    // Release the first answer's connection before asking again.
    await response.body?.cancel().catch(() => undefined)
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
function getCommand<T>(path: string, query: CmsQuery | undefined): RestCommand<T, CmsSchema> {
  return () => ({ path, method: 'GET', params: query ?? {} })
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { url, token, timeoutMs } = options
  const baseFetch = options.fetch ?? globalThis.fetch
  let sdk = createDirectus<CmsSchema>(url, {
    globals: { fetch: createRetryingFetch(baseFetch, { timeoutMs }) },
  })
  if (token) sdk = sdk.with(staticToken(token))
  const client = sdk.with(rest())

  async function send<T>(command: RestCommand<T, CmsSchema>): Promise<T> {
    try {
      return await client.request(command)
    } catch (error) {
      throw toCmsError(error)
    }
  }

  // The SDK hands back the raw Response when it cannot read the body (no JSON, no text):
  // an item read never expects that.
  async function read<T>(command: RestCommand<T, CmsSchema>): Promise<T> {
    const result: unknown = await send(command)
    if (result instanceof Response) {
      throw new CmsError(`CMS answered ${result.status} without a JSON body`, { response: result })
    }
    return result as T
  }

  return {
    url,
    cache: options.cache ?? createCmsCache({ ttlMs: options.cacheTtlMs ?? cacheTtlFromEnv() }),
    async readItems<T = CmsItem>(collection: CmsCollection, query?: CmsQuery) {
      assertCollection(collection, 'readItems')
      return read<T[]>(getCommand(`/items/${collection}`, query))
    },
    async readItem<T = CmsItem>(collection: CmsCollection, key: string | number, query?: CmsQuery) {
      assertCollection(collection, 'readItem')
      assertKey(key, 'readItem')
      return read<T>(getCommand(`/items/${collection}/${encodeURIComponent(String(key))}`, query))
    },
    async readSingleton<T = CmsItem>(collection: CmsSingleton, query?: CmsQuery) {
      assertCollection(collection, 'readSingleton')
      return read<T>(getCommand(`/items/${collection}`, query))
    },
    async request<T>(command: RestCommand<T, CmsSchema>) {
      const result: unknown = await send(command)
      if (result instanceof Response && !result.ok) {
        throw new CmsError(`CMS request failed with status ${result.status}`, { response: result })
      }
      return result as T
    },
  }
}
