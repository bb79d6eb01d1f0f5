import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { PrefetchPageLinks } from 'react-router'
import { usePrefetch } from './use-prefetch'

/**
 * At most four route preloads at once, each after about 100 ms of visibility. The
 * slot timeout only frees a slot whose request the browser never reports (one it chose not to
 * send): a slow prefetch keeps its slot, so a slow network never runs more than four.
 */
export const PREFETCH = { maxConcurrent: 4, delayMs: 100, slotTimeoutMs: 10_000 } as const

export interface Queue {
  request(path: string): void
  /** prefetches `path` once `element` has been visible for about 100 ms; answers the undo */
  watch(element: Element, path: string): () => void
}

/**
 * Calls `callback` once the page has loaded and the browser has time to spare (at the latest two
 * seconds after the load event); answers the function that cancels it.
 */
export function afterStartUp(callback: () => void): () => void {
  let cancel = () => {}
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout: 2_000 })
      cancel = () => cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(callback, 200)
      cancel = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') {
    idle()
  } else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}

const PrefetchContext = createContext<Queue | null>(null)

/**
 * The page's prefetch queue: four pages at a time, once started. `onChange` hears the pages being
 * prefetched now. A slot frees when `finished` hears of the page's data (the browser's resource
 * timing says so, for an error too) or after ten seconds. One observer watches every link.
 */
export function createPrefetchQueue(onChange: (paths: readonly string[]) => void) {
  const running = new Map<string, ReturnType<typeof setTimeout>>()
  const waiting: string[] = []
  const seen = new Set<string>()
  let started = false
  const update = () => {
    if (!started) return
    while (running.size < PREFETCH.maxConcurrent && waiting.length > 0) {
      const path = waiting.shift()!
      running.set(
        path,
        setTimeout(() => release(path), PREFETCH.slotTimeoutMs),
      )
    }
    onChange([...running.keys()])
  }
  const release = (path: string) => {
    if (!running.has(path)) return
    clearTimeout(running.get(path))
    running.delete(path)
    update()
  }
  const request = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    waiting.push(path)
    update()
  }
  const watched = new Map<Element, { path: string; timer?: ReturnType<typeof setTimeout> }>()
  let observer: IntersectionObserver | undefined
  const watch = (element: Element, path: string) => {
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const link = watched.get(entry.target)
        if (!link) continue
        clearTimeout(link.timer)
        if (entry.isIntersecting)
          link.timer = setTimeout(() => request(link.path), PREFETCH.delayMs)
      }
    })
    watched.set(element, { path })
    observer.observe(element)
    return () => {
      clearTimeout(watched.get(element)?.timer)
      watched.delete(element)
      observer?.unobserve(element)
    }
  }
  return {
    request,
    watch,
    start() {
      started = true
      update()
    },
    finished(url: string) {
      const { pathname } = new URL(url)
      if (pathname.endsWith('.data')) release(pathname.slice(0, -'.data'.length))
    },
  }
}

/**
 * Prefetches pages whose links became visible: their route modules and data, through React
 * Router's `PrefetchPageLinks`, with the page's queue.
 *
 * Nothing starts before the page has loaded and the browser is idle: on a slow phone the
 * prefetches' renders and requests would otherwise compete with the page's own start-up. They
 * render as a transition, in slices that leave the main thread free between them.
 */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<readonly string[]>([])
  // One queue for the page's lifetime: each slot gets its timeout once, when it starts, and one
  // observer sees every finished request (a new observer per change would miss entries).
  const [queue] = useState(() =>
    createPrefetchQueue((paths) => startTransition(() => setActive(paths))),
  )

  useEffect(() => afterStartUp(() => queue.start()), [queue])

  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined') return
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) queue.finished(entry.name)
    })
    observer.observe({ type: 'resource', buffered: false })
    return () => observer.disconnect()
  }, [queue])

  return (
    <PrefetchContext value={queue}>
      {children}
      {active.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </PrefetchContext>
  )
}

/** The prefetch queue of the page (null outside PrefetchProvider). */
export function usePrefetchQueue(): Queue | null {
  return useContext(PrefetchContext)
}

/**
 * Asks for `path` to be prefetched once `ref`'s element has been visible for about 100 ms; not on
 * slow-2g/2g or with data saving on, and not when `enabled` is false.
 */
export function usePrefetchWhenVisible(
  ref: RefObject<Element | null>,
  path: string,
  enabled: boolean,
) {
  const queue = useContext(PrefetchContext)
  const mode = usePrefetch()
  useEffect(() => {
    const element = ref.current
    if (!queue || !enabled || mode === 'none' || !element) return
    return queue.watch(element, path)
  }, [queue, ref, path, enabled, mode])
}
