import { useSyncExternalStore } from 'react'

/** What a toast says and, optionally, a second line. */
export interface ToastRequest {
  message: string
  description?: string
  tone?: 'default' | 'success' | 'error'
}

/**
 * The site's toasts, raised before their code is there: the toast area (sonner, about 10 kB gzip)
 * is loaded by the first toast, not by every page. Requests wait here until the area has mounted
 * and takes them.
 */
const waiting: ToastRequest[] = []
const listeners = new Set<() => void>()
let raised = false

function notify() {
  for (const listener of listeners) listener()
}

/** Shows a toast; the first one loads the toast area. */
export function showToast(request: ToastRequest) {
  waiting.push(request)
  raised = true
  notify()
}

/** The toasts raised since the last call, for the toast area to show. */
export function takeToasts(): ToastRequest[] {
  return waiting.splice(0)
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether any toast was raised on this page yet: false on the server and during hydration. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribeToToasts,
    () => raised,
    () => false,
  )
}

/** Forgets every toast (tests). */
export function resetToasts() {
  waiting.length = 0
  raised = false
  notify()
}
