/**
 * A new deployment, seen without asking for it: every answer of the site's server names the build
 * it comes from in a `Server-Timing` entry (`build;desc="…"`, set by apps/site/server.ts), and the
 * page compares the answers it gets anyway, React Router's data and route manifest requests, with
 * the build it was served from. No timer, no request of its own.
 */
export const BUILD_TIMING = 'build'

/** The `Server-Timing` header value that names `version` as the answer's build. */
export function buildTiming(version: string): string {
  return `${BUILD_TIMING};desc="${version}"`
}

/** The build this page was served from (React Router's manifest version). */
export function loadedVersion(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version
}

/** React Router's own requests: a navigation's or prefetch's data, and route discovery. */
function isRouterRequest(url: string): boolean {
  const { origin, pathname } = new URL(url)
  return (
    origin === window.location.origin && (pathname.endsWith('.data') || pathname === '/__manifest')
  )
}

/**
 * The build an answer came from, or undefined: for an answer from the browser's cache (which may
 * be older than the page) and an answer without the entry (the development server).
 */
export function buildOf(entry: PerformanceResourceTiming): string | undefined {
  if (!isRouterRequest(entry.name) || entry.transferSize === 0) return undefined
  return entry.serverTiming.find((timing) => timing.name === BUILD_TIMING)?.description
}

/**
 * Calls `onNewVersion` once, with the first answer from another build than the page's. Returns
 * the function that stops watching.
 */
export function watchForNewVersion(onNewVersion: () => void): () => void {
  const loaded = loadedVersion()
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('resource')
  if (!loaded || !supported) return () => {}
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntriesByType('resource') as PerformanceResourceTiming[]
    if (!entries.some((entry) => (buildOf(entry) ?? loaded) !== loaded)) return
    observer.disconnect()
    onNewVersion()
  })
  observer.observe({ type: 'resource' })
  return () => observer.disconnect()
}
