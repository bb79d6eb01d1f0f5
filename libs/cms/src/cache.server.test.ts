import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_CACHE_TTL_MS, cacheTtlFromEnv, createSwrCache } from './cache.server.ts'

function manualClock() {
  let now = 1_000
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

const quiet = { onRefreshError: () => {} }

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createSwrCache', () => {
  it('loads a key once for concurrent and later calls', async () => {
    const cache = createSwrCache<{ brand: string }>({ ttlMs: 1_000 })
    const load = vi.fn(async () => ({ brand: 'Lamella' }))
    const values = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('global_settings', load)),
    )
    expect(await cache.fetch('global_settings', load)).toEqual({
      value: { brand: 'Lamella' },
      status: 'hit',
    })
    expect(values.every((value) => value.brand === 'Lamella')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves the stale value while one refresh runs, then the fresh one', async () => {
    const clock = manualClock()
    const cache = createSwrCache<{ version: number }>({ ttlMs: 1_000, perf: clock })
    await cache.get('k', async () => ({ version: 1 }))
    clock.advance(1_001)
    const refresh = deferred<{ version: number }>()
    const load = vi.fn(() => refresh.promise)
    expect(await cache.fetch('k', load)).toEqual({ value: { version: 1 }, status: 'stale' })
    expect(await cache.fetch('k', load)).toEqual({ value: { version: 1 }, status: 'stale' })
    expect(load).toHaveBeenCalledTimes(1)
    refresh.resolve({ version: 2 })
    await vi.waitFor(async () =>
      expect(await cache.fetch('k', load)).toEqual({ value: { version: 2 }, status: 'hit' }),
    )
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps serving the last good value when refreshing fails', async () => {
    const clock = manualClock()
    const onRefreshError = vi.fn()
    const cache = createSwrCache<{ good: boolean }>({ ttlMs: 1_000, perf: clock, onRefreshError })
    await cache.get('k', async () => ({ good: true }))
    clock.advance(5_000)
    const failing = vi.fn(async (): Promise<{ good: boolean }> => {
      throw new Error('CMS down')
    })
    expect(await cache.get('k', failing)).toEqual({ good: true })
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledTimes(1))
    expect(await cache.get('k', failing)).toEqual({ good: true })
  })

  it('rejects when the first load fails and nothing is cached, then loads again', async () => {
    const cache = createSwrCache<{ ok: number }>({ ttlMs: 1_000 })
    await expect(cache.get('k', () => Promise.reject(new Error('CMS down')))).rejects.toThrow(
      'CMS down',
    )
    await expect(cache.get('k', async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 })
  })

  it('reloads an invalidated entry before answering', async () => {
    const cache = createSwrCache<{ title: string }>({ ttlMs: 60_000 })
    let title = 'Old'
    const load = vi.fn(async () => ({ title }))
    await cache.get('k', load)
    title = 'New'
    cache.invalidate()
    expect(await cache.fetch('k', load)).toEqual({ value: { title: 'New' }, status: 'revalidated' })
    expect(await cache.fetch('k', load)).toEqual({ value: { title: 'New' }, status: 'hit' })
  })

  it('answers an invalidated entry when its reload fails (stale-if-error)', async () => {
    const cache = createSwrCache<{ title: string }>({ ttlMs: 60_000, ...quiet })
    await cache.get('k', async () => ({ title: 'Old' }))
    cache.invalidate()
    const down = () => Promise.reject(new Error('CMS down'))
    expect(await cache.fetch('k', down)).toEqual({ value: { title: 'Old' }, status: 'fallback' })
    expect(await cache.fetch('k', async () => ({ title: 'Back' }))).toMatchObject({
      value: { title: 'Back' },
      status: 'revalidated',
    })
  })

  it('answers an invalidated entry when its reload takes longer than revalidateWaitMs', async () => {
    const cache = createSwrCache<{ title: string }>({ ttlMs: 60_000, revalidateWaitMs: 50 })
    await cache.get('k', async () => ({ title: 'Old' }))
    cache.invalidate()
    const slow = deferred<{ title: string }>()
    const started = performance.now()
    expect(await cache.fetch('k', () => slow.promise)).toEqual({
      value: { title: 'Old' },
      status: 'stale',
    })
    expect(performance.now() - started).toBeLessThan(1_000)
    // the reload carried on, and the next caller gets what it loaded
    slow.resolve({ title: 'New' })
    await slow.promise
    await Promise.resolve()
    expect(await cache.fetch('k', async () => ({ title: 'Other' }))).toEqual({
      value: { title: 'New' },
      status: 'hit',
    })
  })

  it('waits for a reload that answers within revalidateWaitMs', async () => {
    const cache = createSwrCache<{ title: string }>({ ttlMs: 60_000, revalidateWaitMs: 1_000 })
    await cache.get('k', async () => ({ title: 'Old' }))
    cache.invalidate()
    expect(await cache.fetch('k', async () => ({ title: 'New' }))).toEqual({
      value: { title: 'New' },
      status: 'revalidated',
    })
  })

  it("tells what it keeps, and keeps another thread's read as fresh without telling again", async () => {
    const perf = manualClock()
    const onStore = vi.fn()
    const cache = createSwrCache<string>({ ttlMs: 1_000, perf, onStore, ...quiet })
    await cache.get('pages', async () => 'home', { tags: ['pages'] })
    expect(onStore).toHaveBeenCalledWith('pages', 'home', ['pages'])
    // the request thread keeps what a render thread read: a hit, no load of its own
    const other = createSwrCache<string>({ ttlMs: 1_000, perf, ...quiet })
    other.put('pages', 'home', ['pages'])
    const load = vi.fn(async () => 'loaded')
    expect(await other.fetch('pages', load)).toEqual({ value: 'home', status: 'hit' })
    expect(load).not.toHaveBeenCalled()
    // a purge of its own still marks it outdated
    other.invalidate(['pages'])
    expect(await other.fetch('pages', load)).toEqual({ value: 'loaded', status: 'revalidated' })
    cache.put('posts', 'news')
    expect(onStore).toHaveBeenCalledTimes(1)
  })

  it('invalidates by tag only the entries carrying it', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000 })
    await cache.get('post', async () => 'post v1', { tags: ['posts'] })
    await cache.get('cover', async () => 'cover v1', { tags: ['covers'] })
    cache.invalidate(['posts'])
    expect(await cache.fetch('post', async () => 'post v2', { tags: ['posts'] })).toEqual({
      value: 'post v2',
      status: 'revalidated',
    })
    expect(await cache.fetch('cover', async () => 'cover v2')).toEqual({
      value: 'cover v1',
      status: 'hit',
    })
  })

  it('never joins or keeps a load that started before an invalidation', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000 })
    const before = deferred<string>()
    const first = cache.get('k', () => before.promise)
    cache.invalidate()
    const second = cache.fetch('k', async () => 'after')
    expect(await second).toEqual({ value: 'after', status: 'miss' })
    before.resolve('before')
    expect(await first).toBe('before')
    expect(await cache.fetch('k', async () => 'again')).toEqual({ value: 'after', status: 'hit' })
  })

  it('marks a value loaded across an invalidation as outdated', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000 })
    const slow = deferred<string>()
    const pending = cache.get('k', () => slow.promise)
    cache.invalidate()
    slow.resolve('read before the purge')
    await pending
    expect(await cache.fetch('k', async () => 'fresh')).toEqual({
      value: 'fresh',
      status: 'revalidated',
    })
  })

  it('returns but does not store a value the store predicate refuses', async () => {
    const cache = createSwrCache<{ cacheable: boolean }>({ ttlMs: 60_000 })
    const load = vi.fn(async () => ({ cacheable: false }))
    const store = (value: { cacheable: boolean }) => value.cacheable
    expect(await cache.get('k', load, { store })).toEqual({ cacheable: false })
    await cache.get('k', load, { store })
    expect(load).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(0)
  })

  it('keeps the summed size under maxSize, dropping the least recently used', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, maxSize: 10, sizeOf: (v) => v.length })
    await cache.get('a', async () => 'aaaa')
    await cache.get('b', async () => 'bbbb')
    await cache.get('a', async () => 'x')
    await cache.get('c', async () => 'cccc')
    expect(await cache.fetch('a', async () => 'a2')).toMatchObject({ status: 'hit' })
    expect(await cache.fetch('b', async () => 'b2')).toEqual({ value: 'b2', status: 'miss' })
  })

  it('peek() answers what is kept, outdated or not, and loads nothing', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000 })
    expect(cache.peek('a')).toBeUndefined()
    await cache.get('a', async () => 'first')
    cache.invalidate()
    expect(cache.peek('a')).toBe('first')
    expect(createSwrCache<string>({ ttlMs: 0 }).peek('a')).toBeUndefined()
  })

  it('bytes is the summed sizeOf of what it keeps', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, maxSize: 10, sizeOf: (v) => v.length })
    await cache.get('a', async () => 'aaaa')
    await cache.get('b', async () => 'bbb')
    expect(cache.bytes).toBe(7)
    await cache.get('c', async () => 'cccccc')
    expect(cache.bytes).toBe(9)
    expect(createSwrCache<string>({ ttlMs: 60_000 }).bytes).toBe(0)
  })

  it('clear() and delete() force a new load; has() says what is kept, outdated or not', async () => {
    const cache = createSwrCache<object>({ ttlMs: 60_000 })
    const load = vi.fn(async () => ({}))
    expect(cache.has('a')).toBe(false)
    await cache.get('a', load)
    cache.invalidate()
    expect(cache.has('a')).toBe(true)
    cache.delete('a')
    expect(cache.has('a')).toBe(false)
    await cache.get('a', load)
    cache.clear()
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('loads every time with ttlMs 0', async () => {
    const cache = createSwrCache<object>({ ttlMs: 0 })
    const load = vi.fn(async () => ({}))
    await cache.get('a', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reads CMS_CACHE_TTL_MS, falling back to 60 s', () => {
    expect(cacheTtlFromEnv({ CMS_CACHE_TTL_MS: '5000' })).toBe(5_000)
    expect(cacheTtlFromEnv({ CMS_CACHE_TTL_MS: '0' })).toBe(0)
    expect(cacheTtlFromEnv({ CMS_CACHE_TTL_MS: 'soon' })).toBe(DEFAULT_CACHE_TTL_MS)
    expect(cacheTtlFromEnv({ CMS_CACHE_TTL_MS: '-1' })).toBe(DEFAULT_CACHE_TTL_MS)
    expect(cacheTtlFromEnv({})).toBe(60_000)
  })
})
