import { useCallback } from 'react'
import { useNavigate, type NavigateOptions, type To } from 'react-router'
import { isSafeNavigation } from '#app/shared/security/safe-path'

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
