import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/**
 * False on the server, during hydration and until the page has loaded; then true. For what the
 * first paint does not need (error reporting, the tag manager): it loads after it.
 */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  )
}
