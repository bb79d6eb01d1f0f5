import { lazy } from 'react'
import { useToastRaised } from '#app/shared/toast/toasts'
import { Island } from '#app/shared/ui/island'

const Toaster = lazy(() => import('./toaster'))

/**
 * The toast area, mounted by the first toast (lib/toast/toasts.ts): most visits raise none, so
 * its code (sonner) is not part of a page's load.
 */
export function Toasts({ label }: { label: string }) {
  return useToastRaised() ? (
    <Island>
      <Toaster label={label} />
    </Island>
  ) : null
}
