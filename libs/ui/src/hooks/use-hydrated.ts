import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the server's HTML and while hydrating (React renders the server snapshot then, so the
 * markup matches), true once the browser has taken over.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
