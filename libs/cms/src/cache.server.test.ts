import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_CACHE_TTL_MS, cacheTtlFromEnv, createCmsCache } from './cache.server.ts'

function manualClock() {
  let now = 1_000
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

describe('createCmsCache', () => {
  it('loads a key once for concurrent and later calls', async () => {
    const cache = createCmsCache({ ttlMs: 1_000 })
    const load = vi.fn(async () => ({ brand: 'Lamella' }))
    const values = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('global_settings', load)),
    )
    await cache.get('global_settings', load)
    expect(values.every((value) => value.brand === 'Lamella')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves the stale value while one refresh runs, then the fresh one', async () => {
    const clock = manualClock()
    const cache = createCmsCache({ ttlMs: 1_000, perf: clock })
    let version = 1
    const load = vi.fn(async () => ({ version }))
    await cache.get('k', load)
    version = 2
    clock.advance(1_001)
    expect(await cache.get('k', load)).toEqual({ version: 1 })
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    await vi.waitFor(async () => expect(await cache.get('k', load)).toEqual({ version: 2 }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps serving the last good value when refreshing fails', async () => {
    const clock = manualClock()
    const cache = createCmsCache({ ttlMs: 1_000, perf: clock })
    await cache.get('k', async () => ({ good: true }))
    clock.advance(5_000)
    const failing = vi.fn(async (): Promise<{ good: boolean }> => {
      throw new Error('CMS down')
    })
    expect(await cache.get('k', failing)).toEqual({ good: true })
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1))
    expect(await cache.get('k', failing)).toEqual({ good: true })
  })

  it('rejects when the first load fails and nothing is cached', async () => {
    const cache = createCmsCache({ ttlMs: 1_000 })
    await expect(cache.get('k', () => Promise.reject(new Error('CMS down')))).rejects.toThrow(
      'CMS down',
    )
    await expect(cache.get('k', async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 })
  })

  it('clear() and delete() force a new load', async () => {
    const cache = createCmsCache({ ttlMs: 60_000 })
    const load = vi.fn(async () => ({}))
    await cache.get('a', load)
    cache.delete('a')
    await cache.get('a', load)
    cache.clear()
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('loads every time with ttlMs 0', async () => {
    const cache = createCmsCache({ ttlMs: 0 })
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
