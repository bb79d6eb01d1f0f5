import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { PrefetchPageLinks } from 'react-router'
import { whenIdle } from '#app/shared/when-idle'
import { usePrefetch } from './use-prefetch'

/**
 * At most four route preloads at once, each after about 100 ms of visibility. The
 * slot timeout only frees a slot whose request the browser never reports (one it chose not to
 * send): a slow prefetch keeps its slot, so a slow network never runs more than four.
 */
export const PREFETCH = { maxConcurrent: 4, delayMs: 100, slotTimeoutMs: 10_000 } as const

export interface Queue {
  request(path: string): void
}

const PrefetchContext = createContext<Queue | null>(null)

/**
 * Prefetches pages whose links became visible: their route modules and data, through React
 * Router's `PrefetchPageLinks`, four at a time. A slot frees when the page's data has arrived (the
 * browser's resource timing says so, for an error too) or after ten seconds.
 *
 * Nothing starts before the browser is idle after hydration (at most two seconds later): on a
 * slow phone the prefetches' renders and requests would otherwise compete with the page's own
 * start-up.
 */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const state = useRef({
    active: new Map<string, ReturnType<typeof setTimeout>>(),
    waiting: [] as string[],
    seen: new Set<string>(),
    started: false,
    scheduled: false,
  })
  const [active, setActive] = useState<readonly string[]>([])

  // One queue for the page's lifetime: each slot gets its timeout once, when it starts, and one
  // observer sees every finished request (a new observer per change would miss entries). A page
  // joins the running ones at the browser's next idle moment, one at a time: each page's links are
  // their own short task, never one long one that a tap would have to wait for.
  const queue = useMemo(() => {
    const current = state.current
    const { active: running, waiting, seen } = current
    const admit = () => {
      current.scheduled = false
      if (running.size >= PREFETCH.maxConcurrent || waiting.length === 0) return
      const path = waiting.shift()!
      running.set(
        path,
        setTimeout(() => release(path), PREFETCH.slotTimeoutMs),
      )
      setActive([...running.keys()])
      schedule()
    }
    const schedule = () => {
      if (!current.started || current.scheduled) return
      if (running.size >= PREFETCH.maxConcurrent || waiting.length === 0) return
      current.scheduled = true
      whenIdle(admit, 0)
    }
    const release = (path: string) => {
      if (!running.has(path)) return
      clearTimeout(running.get(path))
      running.delete(path)
      setActive([...running.keys()])
      schedule()
    }
    return {
      request(path: string) {
        if (seen.has(path)) return
        seen.add(path)
        waiting.push(path)
        schedule()
      },
      start() {
        current.started = true
        schedule()
      },
      finished(url: string) {
        const { pathname } = new URL(url)
        if (pathname.endsWith('.data')) release(pathname.slice(0, -'.data'.length))
      },
    }
  }, [])

  useEffect(() => whenIdle(queue.start), [queue])

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
 * Asks for `path` to be prefetched once `element` has been visible for about 100 ms; answers the
 * function that stops watching it.
 */
export function prefetchWhenVisible(queue: Queue, element: Element, path: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new IntersectionObserver(([entry]) => {
    clearTimeout(timer)
    if (entry?.isIntersecting) timer = setTimeout(() => queue.request(path), PREFETCH.delayMs)
  })
  observer.observe(element)
  return () => {
    clearTimeout(timer)
    observer.disconnect()
  }
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
    return prefetchWhenVisible(queue, element, path)
  }, [queue, ref, path, enabled, mode])
}
