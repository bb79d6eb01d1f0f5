import { startSite, type CmsHandle } from '../scripts/stack.ts'
import { getRaw } from '../shared/http.ts'

/** The search every run times, and the page it is set against: both rendered per request. */
export const searchPath = '/fr/search?q=volet'
export const plainPagePath = '/fr/faq'

export interface SearchReport {
  path: string
  pagePath: string
  requests: number
  /** the first search of the run: the French index built from the CMS while it waits */
  coldMs: number
  medianMs: number
  p95Ms: number
  pageMedianMs: number
  pageP95Ms: number
  /** the search's median over the page's */
  ratio: number
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

async function timed(url: string): Promise<number> {
  const started = performance.now()
  const response = await getRaw(url)
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return ms
}

/**
 * The site search's latency, one request at a time, against a plain page's render in the same
 * run: a site of its own with the page cache off (the search never uses it; without it the
 * page renders every time too) and the CMS's data cache on, so both answers are a render from
 * warm reads. The search's index is warm after its first request, which is timed apart.
 */
export async function runSearch({
  cms,
  port,
  requests = 200,
  stdio,
  log,
}: {
  cms: CmsHandle
  port: number
  requests?: number
  stdio: 'inherit' | 'ignore'
  log: (message: string) => void
}): Promise<SearchReport> {
  log(`search: ${searchPath} against ${plainPagePath}, ${requests} requests each, one at a time`)
  const site = await startSite({ port, cms, stdio, env: { PAGE_CACHE: 'off' } })
  try {
    const search = site.url + searchPath
    const page = site.url + plainPagePath
    const coldMs = await timed(search)
    for (let warm = 0; warm < 20; warm++) {
      await timed(search)
      await timed(page)
    }
    const searches: number[] = []
    const pages: number[] = []
    // interleaved, so that both meet the same machine
    for (let at = 0; at < requests; at++) {
      searches.push(await timed(search))
      pages.push(await timed(page))
    }
    searches.sort((a, b) => a - b)
    pages.sort((a, b) => a - b)
    const medianMs = quantile(searches, 0.5)
    const pageMedianMs = quantile(pages, 0.5)
    return {
      path: searchPath,
      pagePath: plainPagePath,
      requests,
      coldMs,
      medianMs,
      p95Ms: quantile(searches, 0.95),
      pageMedianMs,
      pageP95Ms: quantile(pages, 0.95),
      ratio: medianMs / pageMedianMs,
    }
  } finally {
    await site.stop()
  }
}

export function formatSearch(report: SearchReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  return [
    `${report.path}: median ${ms(report.medianMs)}, p95 ${ms(report.p95Ms)} (${report.requests} requests, warm index); ` +
      `first search of the run, index built meanwhile: ${ms(report.coldMs)}`,
    `${report.pagePath} rendered in the same run: median ${ms(report.pageMedianMs)}, p95 ${ms(report.pageP95Ms)}; ` +
      `search / page: ${report.ratio.toFixed(2)}x`,
  ].join('\n')
}
