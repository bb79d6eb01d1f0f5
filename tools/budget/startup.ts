/**
 * Start-up main-thread script time of a page against the empty React Router app's, both loaded
 * in the same Chromium with the same CPU slowdown, alternately, so that whatever else the
 * machine does weighs on both. What the JavaScript budget test bounds as a ratio.
 */
import type { Browser } from 'playwright'
import type { MainThreadSummary } from '../shared/main-thread.ts'
import { measureLoad } from '../shared/page-trace.ts'

export interface StartupComparison {
  page: { url: string; runs: MainThreadSummary[]; scriptMs: number }
  floor: { url: string; runs: MainThreadSummary[]; scriptMs: number }
  /** the page's median script time over the empty app's */
  ratio: number
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export async function compareStartup(
  browser: Browser,
  {
    pageUrl,
    floorUrl,
    loads,
    cpuThrottling,
  }: {
    pageUrl: string
    floorUrl: string
    loads: number
    cpuThrottling: number
  },
): Promise<StartupComparison> {
  const page: MainThreadSummary[] = []
  const floor: MainThreadSummary[] = []
  for (let load = 0; load < loads; load++) {
    floor.push((await measureLoad(browser, floorUrl, { cpuThrottling })).summary)
    page.push((await measureLoad(browser, pageUrl, { cpuThrottling })).summary)
  }
  const pageMs = median(page.map((run) => run.scriptMs))
  const floorMs = median(floor.map((run) => run.scriptMs))
  return {
    page: { url: pageUrl, runs: page, scriptMs: pageMs },
    floor: { url: floorUrl, runs: floor, scriptMs: floorMs },
    ratio: pageMs / floorMs,
  }
}
