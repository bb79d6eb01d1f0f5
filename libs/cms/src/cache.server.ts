import { setTimeout as delay } from 'node:timers/promises'
import { LRUCache } from 'lru-cache'

export const DEFAULT_CACHE_TTL_MS = 60_000

/**
 * How a value was answered: `hit` fresh from the cache, `stale` from the cache while one refresh
 * runs, `miss` loaded because nothing was cached, `revalidated` loaded because a purge marked the
 * entry, `fallback` the last good value because that load failed (stale-if-error).
 */
export type CacheStatus = 'hit' | 'stale' | 'miss' | 'revalidated' | 'fallback'

export interface CacheGetOptions<V> {
  /** what the entry depends on, for `invalidate(tags)` */
  tags?: readonly string[]
  /** whether a loaded value may be stored; a value that may not is still returned */
  store?: (value: V) => boolean
}

export interface SwrCache<V> {
  /**
   * The cached value for `key`, loading it with `load` when missing. A stale value is served at
   * once while one background refresh runs; when that refresh fails the stale value stays in
   * place (stale-if-error). An invalidated value is reloaded before answering, and answered
   * anyway if that load fails or takes longer than `revalidateWaitMs` (the load then carries on
   * and stores its value for the next caller). Concurrent calls for the same key share one load.
   */
  fetch(
    key: string,
    load: () => Promise<V>,
    options?: CacheGetOptions<V>,
  ): Promise<{ value: V; status: CacheStatus }>
  /** `fetch` without the status. */
  get(key: string, load: () => Promise<V>, options?: CacheGetOptions<V>): Promise<V>
  /**
   * Marks entries as outdated without dropping them: every entry when `tags` is absent, else the
   * entries carrying one of the tags. They stay available as the stale-if-error fallback.
   */
  invalidate(tags?: readonly string[]): void
  /** Whether an entry, fresh or not, is kept for `key`. */
  has(key: string): boolean
  /** The value kept for `key`, fresh or not, without counting as a use. */
  peek(key: string): V | undefined
  /** Keeps `value` for `key` as if it had just been loaded (another thread's read of it). */
  put(key: string, value: V, tags?: readonly string[]): void
  delete(key: string): void
  clear(): void
  readonly size: number
  /** the summed `sizeOf` of the entries (0 without `maxSize` and `sizeOf`) */
  readonly bytes: number
}

export interface SwrCacheOptions<V> {
  /** Time in ms a value counts as fresh; 0 disables caching (every call loads). */
  ttlMs?: number
  /** Most entries kept (least recently used go first). */
  max?: number
  /** Bound on the summed `sizeOf` of the entries, e.g. bytes of cached pages. */
  maxSize?: number
  sizeOf?: (value: V) => number
  /** Clock for TTLs; tests pass a manual one. */
  perf?: { now(): number }
  /** A background refresh failed (the stale value stays). */
  onRefreshError?: (key: string, error: unknown) => void
  /**
   * How long a caller waits for the reload of an invalidated value before it gets the outdated
   * one (status `stale`); unbounded when absent. A page cache sets it so that a CMS that hangs
   * after a publish cannot hold the visitors of pages it already has.
   */
  revalidateWaitMs?: number
  /** A load's value was kept: what another thread's cache may `put` (not called for `put`). */
  onStore?: (key: string, value: V, tags: readonly string[]) => void
}

/** `CMS_CACHE_TTL_MS` when it is a non-negative integer, else the 60 s default. */
export function cacheTtlFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CMS_CACHE_TTL_MS?.trim()
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_CACHE_TTL_MS
  return Number(raw)
}

interface Entry<V> {
  value: V
  storedAt: number
  /** the invalidation generation when its load started */
  generation: number
  tags: readonly string[]
}

interface Load<V> {
  promise: Promise<V>
  generation: number
}

/**
 * Stale-while-revalidate and stale-if-error in front of any async source, bounded by lru-cache.
 * Invalidation is generational: a purge bumps a counter instead of walking the entries, and a
 * load that started before a purge stores its value as already outdated.
 */
export function createSwrCache<V>({
  ttlMs = DEFAULT_CACHE_TTL_MS,
  max = 1_000,
  maxSize,
  sizeOf,
  perf = performance,
  onRefreshError = (key, error) => console.error(`Cache refresh of ${key} failed`, error),
  revalidateWaitMs,
  onStore,
}: SwrCacheOptions<V> = {}): SwrCache<V> {
  if (!Number.isInteger(ttlMs) || ttlMs < 0) {
    throw new TypeError(`createSwrCache: ttlMs must be a non-negative integer, got ${ttlMs}`)
  }
  if (ttlMs === 0) {
    return {
      fetch: async (_key, load) => ({ value: await load(), status: 'miss' }),
      get: (_key, load) => load(),
      invalidate() {},
      has: () => false,
      peek: () => undefined,
      put() {},
      delete() {},
      clear() {},
      size: 0,
      bytes: 0,
    }
  }

  const entries = new LRUCache<string, Entry<V>>({
    max,
    ...(maxSize && sizeOf
      ? { maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, sizeOf(entry.value)) }
      : {}),
  })
  const loads = new Map<string, Load<V>>()
  let generation = 0
  let everythingAt = 0
  const tagAt = new Map<string, number>()

  const outdated = (entry: Entry<V>) =>
    entry.generation < everythingAt ||
    entry.tags.some((tag) => entry.generation < (tagAt.get(tag) ?? 0))

  function load(key: string, loader: () => Promise<V>, options: CacheGetOptions<V>): Promise<V> {
    const running = loads.get(key)
    // A load that began before the latest purge may have read outdated data: don't join it.
    if (running && running.generation === generation) return running.promise
    const started = generation
    const promise = loader()
      .then((value) => {
        const current = entries.peek(key)
        if ((options.store?.(value) ?? true) && (!current || current.generation <= started)) {
          entries.set(key, {
            value,
            storedAt: perf.now(),
            generation: started,
            tags: options.tags ?? [],
          })
          onStore?.(key, value, options.tags ?? [])
        }
        return value
      })
      .finally(() => {
        if (loads.get(key)?.promise === promise) loads.delete(key)
      })
    loads.set(key, { promise, generation: started })
    return promise
  }

  async function fetch(
    key: string,
    loader: () => Promise<V>,
    options: CacheGetOptions<V> = {},
  ): Promise<{ value: V; status: CacheStatus }> {
    const entry = entries.get(key)
    if (!entry) return { value: await load(key, loader, options), status: 'miss' }
    if (outdated(entry)) {
      const loading = load(key, loader, options)
      const stopWaiting = new AbortController()
      const waited =
        revalidateWaitMs === undefined
          ? undefined
          : delay(revalidateWaitMs, undefined, { signal: stopWaiting.signal }).catch(
              () => undefined,
            )
      try {
        const loaded = await (waited
          ? Promise.race([loading.then((value) => ({ value })), waited])
          : loading.then((value) => ({ value })))
        if (loaded) return { value: loaded.value, status: 'revalidated' }
        loading.catch((error: unknown) => onRefreshError(key, error))
        return { value: entry.value, status: 'stale' }
      } catch (error) {
        onRefreshError(key, error)
        return { value: entry.value, status: 'fallback' }
      } finally {
        stopWaiting.abort()
      }
    }
    if (perf.now() - entry.storedAt < ttlMs) return { value: entry.value, status: 'hit' }
    if (!loads.has(key)) {
      load(key, loader, options).catch((error: unknown) => onRefreshError(key, error))
    }
    return { value: entry.value, status: 'stale' }
  }

  return {
    fetch,
    get: async (key, loader, options) => (await fetch(key, loader, options)).value,
    invalidate(tags) {
      generation += 1
      if (!tags) everythingAt = generation
      else for (const tag of tags) tagAt.set(tag, generation)
    },
    has(key) {
      return entries.has(key)
    },
    peek(key) {
      return entries.peek(key)?.value
    },
    put(key, value, tags = []) {
      entries.set(key, { value, storedAt: perf.now(), generation, tags: [...tags] })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
      loads.clear()
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
  }
}

export type CmsCache = SwrCache<unknown>
export type CmsCacheOptions = SwrCacheOptions<unknown>

/** The content cache of a CMS client: every read, keyed by collection and query. */
export function createCmsCache(options: CmsCacheOptions = {}): CmsCache {
  return createSwrCache<unknown>({ max: 2_000, ...options })
}
