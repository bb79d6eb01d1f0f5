import { useSyncExternalStore } from 'react'

/** What a toast says and, optionally, a second line and something to do about it. */
export interface ToastRequest {
  message: string
  description?: string
  tone?: 'default' | 'success' | 'error'
  /**
   * A button in the toast ("Try again", "Reload"). A toast with one stays until the button is
   * used or the toast is closed: finding it (Alt+T) takes longer than a toast's few seconds.
   */
  action?: { label: string; onClick: () => void }
  /** Names the toast: raised again it replaces the one on show, and `dismissToast` takes it away. */
  id?: string
}

/** What the toast area is asked to do, in order. */
export type ToastCommand = { show: ToastRequest } | { dismiss: string }

/**
 * The site's toasts, raised before their code is there: the toast area (sonner, about 10 kB gzip)
 * is loaded by the first toast, not by every page. Requests wait here until the area has mounted
 * and takes them.
 */
const waiting: ToastCommand[] = []
const listeners = new Set<() => void>()
let wanted = false

function notify() {
  for (const listener of listeners) listener()
}

/** Shows a toast; the first one loads the toast area. */
export function showToast(request: ToastRequest) {
  waiting.push({ show: request })
  wanted = true
  notify()
}

/** Takes the toast named `id` away, shown or still waiting. */
export function dismissToast(id: string) {
  const queued = waiting.findIndex((command) => 'show' in command && command.show.id === id)
  if (queued !== -1) waiting.splice(queued, 1)
  // Without a toast area no toast is on show: nothing to load for.
  if (!wanted) return
  waiting.push({ dismiss: id })
  notify()
}

/**
 * Loads the toast area before any toast: for a toast that may be raised when the network is gone
 * (a form post that never reached the site), whose code could not be fetched then. Mounted early,
 * the area's live region is also known to screen readers before the toast goes into it.
 */
export function prepareToasts() {
  if (wanted) return
  wanted = true
  notify()
}

/** The commands given since the last call, for the toast area to carry out. */
export function takeToasts(): ToastCommand[] {
  return waiting.splice(0)
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Whether this page wants its toast area yet (a toast was raised, or one is expected): false on
 * the server and during hydration.
 */
export function useToastAreaWanted(): boolean {
  return useSyncExternalStore(
    subscribeToToasts,
    () => wanted,
    () => false,
  )
}

/** Forgets every toast (tests). */
export function resetToasts() {
  waiting.length = 0
  wanted = false
  notify()
}
