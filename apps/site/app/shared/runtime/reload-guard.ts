/** A failed script or stylesheet preload reloads the page, once per path per 10 s. */
export const RELOAD_GUARD_MS = 10_000

const key = (path: string) => `lamella:reloaded:${path}`

/**
 * Reloads the page unless this path was reloaded for the same reason less than ten seconds ago.
 * The URL and, through React Router's scroll restoration, the scroll position are kept. Returns
 * whether it reloads. Never while the browser is offline: then a failed chunk says nothing of a
 * deployment, and a reload would only lose the page and what the visitor typed in it.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!navigator.onLine) return false
  const path = window.location.pathname
  const last = Number(storage.getItem(key(path)))
  if (last && now - last < RELOAD_GUARD_MS) return false
  storage.setItem(key(path), String(now))
  reload()
  return true
}

/**
 * Listens for what signals a deploy the page has not seen: a lazy chunk that failed to load
 * (Vite's `vite:preloadError`) or a module or stylesheet link that failed.
 */
export function installReloadGuard() {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault()
  }
  const onResourceError = (event: Event) => {
    const target = event.target
    const failed =
      (target instanceof HTMLScriptElement && target.src) ||
      (target instanceof HTMLLinkElement && ['modulepreload', 'stylesheet'].includes(target.rel))
    if (failed) reloadOnce()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('error', onResourceError, true)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('error', onResourceError, true)
  }
}
