import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server, during hydration and until the page has loaded; then true. For what the
 * first paint does not need (error reporting, the tag manager): it loads after it. The switch is
 * a transition, rendered in short slices after the start-up (a store whose value differs from the
 * server's would re-render at once, inside hydration's last task). For the shell, which mounts
 * once with the page.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const done = () => startTransition(() => setLoaded(true))
    if (document.readyState === 'complete') {
      done()
      return
    }
    window.addEventListener('load', done)
    return () => window.removeEventListener('load', done)
  }, [])
  return loaded
}

/**
 * False on the server and during hydration; then true, switched as `useAfterLoad` switches. For
 * the shell, which mounts once with the page: a part a client navigation mounts reads
 * `useHydrated` of `@lamella/ui`, true from its first render.
 */
export function useAfterHydration(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    startTransition(() => setHydrated(true))
  }, [])
  return hydrated
}
