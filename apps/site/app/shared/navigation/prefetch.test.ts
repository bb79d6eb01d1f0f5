import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterStartUp, createPrefetchQueue, PREFETCH } from './prefetch'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createPrefetchQueue', () => {
  it('prefetches nothing before it starts, then four pages at a time, each once', () => {
    const changes: Array<readonly string[]> = []
    const queue = createPrefetchQueue((paths) => changes.push(paths))
    for (const path of ['/en/a', '/en/b', '/en/a', '/en/c', '/en/d', '/en/e']) queue.request(path)
    expect(changes).toEqual([])

    queue.start()
    expect(changes.at(-1)).toEqual(['/en/a', '/en/b', '/en/c', '/en/d'])
    queue.finished('http://site.test/en/b.data?_routes=root')
    expect(changes.at(-1)).toEqual(['/en/a', '/en/c', '/en/d', '/en/e'])
    // other answers free no slot
    queue.finished('http://site.test/assets/page.js')
    expect(changes.at(-1)).toEqual(['/en/a', '/en/c', '/en/d', '/en/e'])
  })

  it('frees a slot whose request the browser never reports after the slot timeout', () => {
    vi.useFakeTimers()
    const changes: Array<readonly string[]> = []
    const queue = createPrefetchQueue((paths) => changes.push(paths))
    queue.start()
    queue.request('/en/a')
    vi.advanceTimersByTime(PREFETCH.slotTimeoutMs)
    expect(changes.at(-1)).toEqual([])
  })

  it('asks for a page once its link has been visible for the delay, with one observer', () => {
    vi.useFakeTimers()
    const observers: Array<{ callback: IntersectionObserverCallback; observed: Element[] }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = []
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this)
        }
        observe(element: Element) {
          this.observed.push(element)
        }
        unobserve(element: Element) {
          this.observed = this.observed.filter((observed) => observed !== element)
        }
      },
    )
    const changes: Array<readonly string[]> = []
    const queue = createPrefetchQueue((paths) => changes.push(paths))
    queue.start()
    const [first, second] = [document.createElement('a'), document.createElement('a')]
    queue.watch(first, '/en/a')
    const stopSecond = queue.watch(second, '/en/b')
    expect(observers).toHaveLength(1)
    const [observer] = observers
    const entry = (target: Element, isIntersecting: boolean) =>
      ({ target, isIntersecting }) as IntersectionObserverEntry
    observer!.callback(
      [entry(first, true), entry(second, true)],
      observer as unknown as IntersectionObserver,
    )
    stopSecond()
    vi.advanceTimersByTime(PREFETCH.delayMs)
    expect(changes.at(-1)).toEqual(['/en/a'])
    expect(observer!.observed).toEqual([first])
  })
})

describe('afterStartUp', () => {
  it('waits for the load event and then for the browser to be idle', () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const callback = vi.fn()
    afterStartUp(callback)
    expect(idle).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    expect(idle).toHaveLength(1)
    expect(callback).not.toHaveBeenCalled()
    idle[0]!()
    expect(callback).toHaveBeenCalledOnce()
    readyState.mockRestore()
  })

  it('is cancelled before the load event', () => {
    const idle = vi.fn()
    vi.stubGlobal('requestIdleCallback', idle)
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    afterStartUp(() => {})()
    window.dispatchEvent(new Event('load'))
    expect(idle).not.toHaveBeenCalled()
    readyState.mockRestore()
  })
})
