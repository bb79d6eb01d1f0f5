import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataLayer, pushContentView } from './data-layer'
import { reloadOnce, RELOAD_GUARD_MS } from './reload-guard'
import { newVersionAvailable } from './version-check'

afterEach(() => {
  delete window.dataLayer
  document.head.querySelectorAll('script[data-tag-manager]').forEach((s) => s.remove())
  delete (window as { __reactRouterManifest?: unknown }).__reactRouterManifest
})

describe('the data layer', () => {
  it('receives a content view per route change', () => {
    pushContentView({ path: '/nl/blog', locale: 'nl', title: 'Blog - Lamella' })
    expect(dataLayer()).toEqual([
      { event: 'content-view', path: '/nl/blog', locale: 'nl', title: 'Blog - Lamella' },
    ])
  })
})

describe('reloadOnce', () => {
  it('reloads a path at most once in ten seconds', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    const reload = vi.fn()
    expect(reloadOnce(storage, 1_000, reload)).toBe(true)
    expect(reloadOnce(storage, 1_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false)
    expect(reloadOnce(storage, 1_000 + RELOAD_GUARD_MS, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('newVersionAvailable', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }))

  it('compares the server build with the page build', async () => {
    ;(window as { __reactRouterManifest?: unknown }).__reactRouterManifest = { version: 'a1' }
    expect(await newVersionAvailable(answer({ version: 'a1' }))).toBe(false)
    expect(await newVersionAvailable(answer({ version: 'b2' }))).toBe(true)
    expect(await newVersionAvailable(answer({}, 404))).toBe(false)
    const offline = vi.fn(async () => {
      throw new TypeError('offline')
    })
    expect(await newVersionAvailable(offline)).toBe(false)
  })
})
