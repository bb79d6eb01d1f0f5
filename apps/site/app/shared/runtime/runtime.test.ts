import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataLayer, pushContentView } from './data-layer'
import { reloadOnce, RELOAD_GUARD_MS } from './reload-guard'
import { buildOf, buildTiming, watchForNewVersion } from './version-check'

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

describe('reloadOnce offline', () => {
  it('never reloads while the browser is offline: the page and what was typed in it stay', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const storage = { getItem: () => null, setItem: vi.fn() }
    const reload = vi.fn()
    expect(reloadOnce(storage, 1_000, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(storage.setItem).not.toHaveBeenCalled()
    online.mockRestore()
  })
})

/** A resource timing entry as the browser records an answer. */
function answer(
  path: string,
  build: string | undefined,
  { cached = false, origin = window.location.origin } = {},
) {
  return {
    name: `${origin}${path}`,
    transferSize: cached ? 0 : 1_234,
    serverTiming: build ? [{ name: 'build', description: build, duration: 0 }] : [],
  } as unknown as PerformanceResourceTiming
}

describe('buildOf', () => {
  it('reads the build from React Router’s data and manifest answers', () => {
    expect(buildTiming('a1')).toBe('build;desc="a1"')
    expect(buildOf(answer('/en/blog.data', 'a1'))).toBe('a1')
    expect(buildOf(answer('/_root.data?_routes=root', 'a1'))).toBe('a1')
    expect(buildOf(answer('/__manifest?paths=%2Fen&version=a1', 'b2'))).toBe('b2')
  })

  it('ignores other answers, answers from the browser’s cache and answers without the entry', () => {
    expect(buildOf(answer('/media/1234?w=640', 'b2'))).toBeUndefined()
    expect(buildOf(answer('/en/blog.data', 'b2', { cached: true }))).toBeUndefined()
    expect(
      buildOf(answer('/en/blog.data', 'b2', { origin: 'https://other.example' })),
    ).toBeUndefined()
    expect(buildOf(answer('/en/blog.data', undefined))).toBeUndefined()
  })
})

describe('watchForNewVersion', () => {
  /** The browser's observer, fed by the test: `record` hands it the answers of a moment. */
  function fakeObserver() {
    const observers = new Set<{ callback: PerformanceObserverCallback; self: unknown }>()
    class FakeObserver {
      static supportedEntryTypes = ['resource', 'navigation']
      constructor(private callback: PerformanceObserverCallback) {}
      observe() {
        observers.add({ callback: this.callback, self: this })
      }
      disconnect() {
        for (const o of observers) if (o.self === this) observers.delete(o)
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    return {
      record(...entries: PerformanceResourceTiming[]) {
        for (const { callback, self } of [...observers]) {
          const list = {
            getEntriesByType: () => entries,
          } as unknown as PerformanceObserverEntryList
          callback(list, self as PerformanceObserver)
        }
      },
      get watching() {
        return observers.size
      },
    }
  }

  afterEach(() => vi.unstubAllGlobals())

  it('tells once, at the first answer from another build than the page’s', () => {
    ;(window as { __reactRouterManifest?: unknown }).__reactRouterManifest = { version: 'a1' }
    const browser = fakeObserver()
    const onNewVersion = vi.fn()
    const stop = watchForNewVersion(onNewVersion)
    browser.record(answer('/en/blog.data', 'a1'), answer('/media/1', 'b2'))
    browser.record(answer('/en/faq.data', 'b2', { cached: true }))
    expect(onNewVersion).not.toHaveBeenCalled()
    browser.record(answer('/en/projects.data', 'b2'))
    expect(onNewVersion).toHaveBeenCalledTimes(1)
    expect(browser.watching).toBe(0)
    stop()
  })

  it('watches nothing on a page without a build (the development server) or stopped', () => {
    const browser = fakeObserver()
    const onNewVersion = vi.fn()
    watchForNewVersion(onNewVersion)
    expect(browser.watching).toBe(0)
    ;(window as { __reactRouterManifest?: unknown }).__reactRouterManifest = { version: 'a1' }
    const stop = watchForNewVersion(onNewVersion)
    expect(browser.watching).toBe(1)
    stop()
    browser.record(answer('/en/blog.data', 'b2'))
    expect(onNewVersion).not.toHaveBeenCalled()
  })
})
