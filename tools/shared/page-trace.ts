/**
 * One page load in Chromium on a phone-sized screen with the CPU slowed down, recorded as a
 * Chromium trace: what tools/shared/main-thread.ts sums into start-up figures. Each load gets a
 * fresh browser context (an empty cache, no service worker), as a first visit has.
 */
import { chromium, type Browser, type CDPSession } from 'playwright'
import { chromiumFlags, chromiumPath } from '@lamella/ui/chromium'
import { summarizeMainThread, type MainThreadSummary, type TraceEvent } from './main-thread.ts'

/** Lighthouse's phone (Moto G Power), as the JavaScript budget measures. */
export const phoneViewport = { width: 412, height: 823 }

/** What the main-thread summary reads: tasks, script work, paints, the load event. */
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
]
/** V8's sampling profiler: which functions the script time went to (larger traces). */
const samplingCategories = ['disabled-by-default-v8.cpu_profiler']

export interface TraceLoadOptions {
  /** Chromium's CPU slowdown (DevTools' "4x slowdown" is 4) */
  cpuThrottling: number
  /** also record V8's CPU samples, for a breakdown by function */
  samples?: boolean
  /** the quiet window main-thread.ts looks for: the trace goes on until the page had one */
  quietMs?: number
  /** a task this long keeps the page busy */
  busyTaskMs?: number
  /** stop tracing after this long at most, quiet or not (the summary then says `unsettled`) */
  maxWaitMs?: number
}

/**
 * Waits until the page's main thread worked less than a twentieth of the last `quietMs`, by
 * Chromium's own count of task time (`Performance.getMetrics`, polled from outside: a timer in
 * the page would be held up by the CPU throttling's pauses as much as by tasks). The trace's
 * summary then finds the exact quiet point.
 */
async function waitForQuiet(
  cdp: CDPSession,
  { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
) {
  const taskTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000
  }
  const started = Date.now()
  const history: Array<{ at: number; busy: number }> = []
  while (Date.now() - started < maxWaitMs) {
    const now = Date.now()
    history.push({ at: now, busy: await taskTime() })
    while (history.length > 1 && history[1]!.at <= now - quietMs) history.shift()
    const [oldest] = history
    if (now - oldest!.at >= quietMs && history.at(-1)!.busy - oldest!.busy < quietMs / 20) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export function launchTracingBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

/** Loads `url` once and returns the trace of the load, from before the request until it settled. */
export async function traceLoad(
  browser: Browser,
  url: string,
  { cpuThrottling, samples = false, quietMs = 1_000, maxWaitMs = 20_000 }: TraceLoadOptions,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling })
    await cdp.send('Performance.enable')
    await browser.startTracing(page, {
      categories: samples ? [...categories, ...samplingCategories] : categories,
    })
    let traced: Buffer | undefined
    try {
      const answer = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
      if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`)
      await page.waitForLoadState('networkidle')
      await waitForQuiet(cdp, { quietMs, maxWaitMs })
      // a margin, so that the quiet stretch lies inside the trace whole
      await page.waitForTimeout(300)
    } finally {
      traced = await browser.stopTracing()
    }
    const parsed = JSON.parse(traced.toString('utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[]
    return Array.isArray(parsed) ? parsed : parsed.traceEvents
  } finally {
    await context.close()
  }
}

/**
 * A load traced and summed, tried again (up to `attempts` times) when the load or its trace
 * fails: a page that did not answer, a trace without the page's navigation (seen now and then).
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  options: TraceLoadOptions,
  attempts = 3,
): Promise<{ events: TraceEvent[]; summary: MainThreadSummary }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const events = await traceLoad(browser, url, options)
      const summary = summarizeMainThread(events, {
        quietMs: options.quietMs,
        busyTaskMs: options.busyTaskMs,
      })
      return { events, summary }
    } catch (error) {
      if (attempt >= attempts) throw new Error(`${url}: ${(error as Error).message}`)
    }
  }
}
