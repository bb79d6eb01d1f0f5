/**
 * One CDN measurement against a running proxy: a warm-up (every page once per encoding), then the
 * planned visits, and what a counter in front of the site saw meanwhile. `npm run cdn` runs it
 * against the real stack; the site's own test runs a short one against its page cache.
 */
import { Agent } from 'node:https'
import { planVisits, type Locale } from './plan.ts'
import { fetchPage, simulate, type SimulationResult } from './simulate.ts'

/** Counts the requests that reached the site (tools/bench/counting-proxy.ts is one). */
export interface SiteCounter {
  /** requests since the last reset, keyed `METHOD /path` */
  counts(): Record<string, number>
  total(): number
  reset(): void
  /** resolves once no request is in flight */
  settled(): Promise<void>
}

export interface MeasureOptions {
  /** the proxy's HTTPS origin and its certificate */
  baseUrl: string
  ca: string
  counter: SiteCounter
  urls: Record<Locale, string[]>
  visits: number
  editors: number
  /** a valid preview cookie value for the editors */
  previewCookie?: string
  seed?: number
  concurrency?: number
  log?: (message: string) => void
}

export interface CdnReport {
  visits: number
  urls: Record<Locale, string[]>
  /** warm-up: each URL once per encoding, before the count starts */
  warmUp: { requests: number; reachedSite: number; notShared: string[] }
  simulation: SimulationResult
  /** requests the site answered during the visits, by `METHOD /path` */
  siteCounts: Record<string, number>
  reachedSite: number
  /** of every request of the visits */
  share: number
  /** of the requests to language pages by visitors (not `/`, not editors in preview) */
  languagePageShare: number
  /**
   * Language-page requests that reached the site: with every page warm these are the refreshes
   * of copies past `s-maxage` (one per page and encoding every five minutes, whatever the traffic), so their
   * share falls as the request rate rises.
   */
  refreshes: number
  /** refreshes per minute of the run, and the copies the proxy holds (pages times encodings) */
  refreshesPerMinute: number
  copies: number
  /** what reached the site apart from those refreshes, of every request: the cache's misses */
  missShare: number
}

export async function measureCdn({
  baseUrl,
  ca,
  counter,
  urls,
  visits,
  editors,
  previewCookie,
  seed = 1,
  concurrency = 16,
  log = () => {},
}: MeasureOptions): Promise<CdnReport> {
  // Warm-up: every page once per encoding, as the first visitors of the day would.
  const agent = new Agent({ keepAlive: true })
  const notShared: string[] = []
  let warmUpRequests = 0
  for (const path of Object.values(urls).flat()) {
    for (const encoding of ['br, gzip', 'gzip']) {
      const answer = await fetchPage(
        baseUrl + path,
        { accept: 'text/html', 'accept-encoding': encoding },
        ca,
        agent,
      )
      warmUpRequests++
      const cacheControl = String(answer.headers['cache-control'] ?? '')
      if (!cacheControl.startsWith('public')) notShared.push(`${path}: ${cacheControl}`)
    }
  }
  agent.destroy()
  await counter.settled()
  const warmUpReached = counter.total()
  counter.reset()

  log(`${visits} visits and ${editors} editors' over ${Object.values(urls).flat().length} URLs`)
  const simulation = await simulate({
    baseUrl,
    ca,
    visits: planVisits({ visits, editors, urls, seed }),
    concurrency,
    ...(previewCookie ? { previewCookie } : {}),
  })
  await counter.settled()
  const siteCounts = counter.counts()
  const reachedSite = counter.total()
  // `/` is private and an editor's preview bypasses every cache: both always reach the site.
  const editorRequests = simulation.byKind.editor.requests
  const rootReached = siteCounts['GET /'] ?? 0
  const languagePageRequests = simulation.requests - simulation.rootRequests - editorRequests
  const refreshes = Math.max(0, reachedSite - rootReached - editorRequests)
  return {
    visits,
    urls,
    warmUp: { requests: warmUpRequests, reachedSite: warmUpReached, notShared },
    simulation,
    siteCounts,
    reachedSite,
    share: reachedSite / simulation.requests,
    languagePageShare: refreshes / languagePageRequests,
    refreshes,
    refreshesPerMinute: refreshes / (simulation.durationMs / 60_000),
    copies: warmUpRequests,
    missShare: (reachedSite - refreshes) / simulation.requests,
  }
}
