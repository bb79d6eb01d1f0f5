import { lazy } from 'react'
import { useToastAreaWanted } from '#app/shared/toast/toasts'
import { Island } from '#app/shared/ui/island'

const Toaster = lazy(() => import('./toaster'))

/**
 * The toast area, mounted by the first toast (shared/toast/toasts.ts) or a page that expects one:
 * most visits raise none, so its code (sonner) is not part of a page's load.
 */
export function Toasts({ label, closeLabel }: { label: string; closeLabel: string }) {
  return useToastAreaWanted() ? (
    <Island>
      <Toaster label={label} closeLabel={closeLabel} />
    </Island>
  ) : null
}
