/** Runs autocannon against the site and sums up what came back: statuses, X-Cache, latency, errors. */
import autocannon, { type Result } from 'autocannon'
import { loadavg } from 'node:os'
import { browserHeaders } from './http.ts'

export interface LoadOptions {
  scenario: string
  url: string
  /** cycled in order by every connection */
  paths: string[]
  connections: number
  durationS: number
}

export interface LoadSummary {
  scenario: string
  connections: number
  durationS: number
  paths: string[]
  requests: number
  /** mean of autocannon's per-second samples */
  reqPerSec: number
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number }
  non2xx: number
  statusCodes: Record<string, number>
  /** connection errors, timeouts included */
  errors: number
  timeouts: number
  /** X-Cache values seen, `(none)` when the header was absent */
  xCache: Record<string, number>
  /** the machine's 1-minute load average when the run ended: how busy the other tenants were */
  loadAverage1m: number
}

export function countHeader(
  counts: Record<string, number>,
  headers: Record<string, string | string[]>,
  name: string,
) {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  const value = key === undefined ? '(none)' : String(headers[key])
  counts[value] = (counts[value] ?? 0) + 1
}

export function summarizeLoad(
  options: LoadOptions,
  result: Result,
  xCache: Record<string, number>,
  loadAverage1m: number,
): LoadSummary {
  return {
    scenario: options.scenario,
    connections: options.connections,
    durationS: result.duration,
    paths: options.paths,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latencyMs: {
      mean: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [
        code,
        Number(count),
      ]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
    xCache,
    loadAverage1m,
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadSummary> {
  const xCache: Record<string, number> = {}
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    headers: browserHeaders,
    // Every scenario, the baseline included, pays for the same response callback.
    requests: options.paths.map((path) => ({
      path,
      onResponse: (_status, _body, _context, headers) => countHeader(xCache, headers, 'x-cache'),
    })),
  })
  return summarizeLoad(options, result, xCache, loadavg()[0]!)
}

/** A short unrecorded run, so that JIT compilation and lazy setup don't land in the figures. */
export async function warmUp(url: string, paths: string[], durationS: number) {
  await autocannon({
    url,
    connections: 10,
    duration: durationS,
    headers: browserHeaders,
    requests: paths.map((path) => ({ path })),
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function addCounts(all: Record<string, number>[]) {
  const sum: Record<string, number> = {}
  for (const counts of all) {
    for (const [key, n] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + n
  }
  return sum
}

/**
 * Several rounds of one scenario as one: the median of each rate and latency (each on its own, so
 * one disturbed round moves none of them), the sums of the counts.
 */
export function combineRounds(rounds: LoadSummary[]): LoadSummary {
  const [first] = rounds
  if (!first) throw new Error('combineRounds needs at least one round')
  if (rounds.length === 1) return first
  const latency = (key: keyof LoadSummary['latencyMs']) =>
    median(rounds.map((r) => r.latencyMs[key]))
  const sum = (pick: (run: LoadSummary) => number) => rounds.reduce((n, run) => n + pick(run), 0)
  return {
    ...first,
    durationS: sum((r) => r.durationS),
    requests: sum((r) => r.requests),
    reqPerSec: median(rounds.map((r) => r.reqPerSec)),
    latencyMs: {
      mean: latency('mean'),
      p50: latency('p50'),
      p90: latency('p90'),
      p99: latency('p99'),
      max: Math.max(...rounds.map((r) => r.latencyMs.max)),
    },
    non2xx: sum((r) => r.non2xx),
    statusCodes: addCounts(rounds.map((r) => r.statusCodes)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    xCache: addCounts(rounds.map((r) => r.xCache)),
    loadAverage1m: Math.max(...rounds.map((r) => r.loadAverage1m)),
  }
}
