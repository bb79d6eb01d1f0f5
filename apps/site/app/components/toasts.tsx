import { lazy } from 'react'
import { useToastRaised } from '../lib/toast/toasts'
import { Island } from './island'

const Toaster = lazy(() => import('./lazy/toaster'))

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
