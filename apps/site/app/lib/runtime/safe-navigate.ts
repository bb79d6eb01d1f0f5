import { useCallback } from 'react'
import { useNavigate, type NavigateOptions, type To } from 'react-router'

/**
 * Spec section 8: a programmatic navigation to another site, or to a `javascript:`, `data:` or
 * `blob:` URL, is blocked. Returns whether `to` may be navigated to.
 */
export function isSafeNavigation(to: To, origin: string): boolean {
  if (typeof to !== 'string') return true
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(to)?.[1]?.toLowerCase()
  if (scheme) {
    if (scheme !== 'http' && scheme !== 'https') return false
    return new URL(to).origin === origin
  }
  return !to.trimStart().startsWith('//')
}

/** `useNavigate`, refusing unsafe targets (they are logged, not followed). */
export function useSafeNavigate() {
  const navigate = useNavigate()
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (!isSafeNavigation(to, window.location.origin)) {
        console.warn('Blocked a navigation to', to)
        return
      }
      return navigate(to, options)
    },
    [navigate],
  )
}
