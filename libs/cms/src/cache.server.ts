import { LRUCache } from 'lru-cache'

export const DEFAULT_CACHE_TTL_MS = 60_000

export interface CmsCache {
  /**
   * The cached value for `key`, loading it with `load` when missing. A stale value is served at
   * once while one background refresh runs; when that refresh fails the stale value stays in
   * place (stale-if-error). Concurrent calls for the same key share one load.
   */
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>
  delete(key: string): void
  clear(): void
}

export interface CmsCacheOptions {
  /** Time to live in ms; 0 disables caching (every call loads). */
  ttlMs?: number
  max?: number
  /** Clock for TTLs; tests pass a manual one. */
  perf?: { now(): number }
}

/** `CMS_CACHE_TTL_MS` when it is a non-negative integer, else the 60 s default. */
export function cacheTtlFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CMS_CACHE_TTL_MS?.trim()
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_CACHE_TTL_MS
  return Number(raw)
}

type Loader = () => Promise<object>

export function createCmsCache({
  ttlMs = DEFAULT_CACHE_TTL_MS,
  max = 100,
  perf,
}: CmsCacheOptions = {}): CmsCache {
  if (!Number.isInteger(ttlMs) || ttlMs < 0) {
    throw new TypeError(`createCmsCache: ttlMs must be a non-negative integer, got ${ttlMs}`)
  }
  if (ttlMs === 0) {
    return { get: (_key, load) => load(), delete() {}, clear() {} }
  }

  const lru = new LRUCache<string, object, Loader>({
    max,
    ttl: ttlMs,
    // A custom clock is read on every check, not through lru-cache's 1 ms cached "now".
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    // Stale-while-revalidate: fetch() answers with the stale value and refreshes in the
    // background. A failed background refresh is swallowed by lru-cache and, with
    // noDeleteOnFetchRejection, leaves the last good value in place: stale-if-error.
    allowStale: true,
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  })

  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const value = await lru.fetch(key, { context: load })
      // undefined only when clear()/delete() aborted the fetch we joined: load directly then.
      return (value ?? (await load())) as T
    },
    delete(key) {
      lru.delete(key)
    },
    clear() {
      lru.clear()
    },
  }
}
