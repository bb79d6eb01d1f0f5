import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { PrefetchPageLinks } from 'react-router'
import { usePrefetch } from './use-prefetch'

/** Spec section 9: at most four route preloads at once, each after about 100 ms of visibility. */
export const PREFETCH = { maxConcurrent: 4, delayMs: 100, slotTimeoutMs: 3_000 } as const

interface Queue {
  request(path: string): void
}

const PrefetchContext = createContext<Queue | null>(null)

/**
 * Prefetches pages whose links became visible: their route modules and data, through React
 * Router's `PrefetchPageLinks`, four at a time. A slot frees when the page's data has arrived (the
 * browser's resource timing says so) or after three seconds.
 */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const state = useRef({ active: [] as string[], waiting: [] as string[], seen: new Set<string>() })
  const [active, setActive] = useState<readonly string[]>([])

  const update = useCallback(() => {
    const { active: running, waiting } = state.current
    while (running.length < PREFETCH.maxConcurrent && waiting.length > 0) {
      running.push(waiting.shift()!)
    }
    setActive([...running])
  }, [])

  const release = useCallback(
    (path: string) => {
      state.current.active = state.current.active.filter((p) => p !== path)
      update()
    },
    [update],
  )

  const queue = useMemo<Queue>(
    () => ({
      request(path) {
        if (state.current.seen.has(path)) return
        state.current.seen.add(path)
        state.current.waiting.push(path)
        update()
      },
    }),
    [update],
  )

  useEffect(() => {
    if (active.length === 0 || typeof PerformanceObserver === 'undefined') return
    const timers = active.map((path) => setTimeout(() => release(path), PREFETCH.slotTimeoutMs))
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const done = active.find((path) => new URL(entry.name).pathname === `${path}.data`)
        if (done) release(done)
      }
    })
    observer.observe({ type: 'resource', buffered: false })
    return () => {
      observer.disconnect()
      timers.forEach(clearTimeout)
    }
  }, [active, release])

  return (
    <PrefetchContext value={queue}>
      {children}
      {active.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </PrefetchContext>
  )
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
  }, [queue, ref, path, enabled, mode])
}
