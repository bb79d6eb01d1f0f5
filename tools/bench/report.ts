/** Ratios against the baseline, the targets, and the plain-text tables the benchmark prints. */
import type { LoadSummary } from '../shared/load-generator.ts'
import type { MissReport } from './miss.ts'
import type { PlacesReport } from './places.ts'
import type { ProfileSummary } from './profile-summary.ts'
import type { Template } from '../shared/routes.ts'

export const baselineScenario = 'baseline'

export interface RatedRun extends LoadSummary {
  /** req/s divided by the baseline's at the same connection count */
  reqPerSecRatio?: number
  /** p99 latency divided by the baseline's at the same connection count */
  p99Ratio?: number
}

export interface ProbedRoute {
  path: string
  status: number
  retryAfter?: string
  xCache?: string
}

export interface CmsStoppedReport {
  warm: ProbedRoute[]
  /** whether the CMS still answered after stop(): it should not */
  cmsReachableAfterStop: boolean
  load: LoadSummary
  cold: ProbedRoute[]
  recovery: {
    restartMs: number
    /** from the end of the restart to the first poll where every cold route answered 200 */
    recoveredAfterMs?: number
    last: ProbedRoute[]
  }
}

export interface DirectusRequestsReport {
  /** a site without caches: each template requested once */
  cold: {
    template: Template
    path: string
    status: number
    requests: number
    byPath: Record<string, number>
  }[]
  /** a site with the data cache on (page cache off): the same URL twice */
  dataCached: {
    template: Template
    path: string
    first: number
    second: number
    secondByPath: Record<string, number>
  }[]
}

export interface ProfileReport {
  file: string
  path: string
  connections: number
  durationS: number
  summary: ProfileSummary
}

export interface Target {
  name: string
  actual: string
  /** undefined: the scenario did not run */
  met?: boolean
}

export function rateAgainstBaseline(runs: LoadSummary[]): RatedRun[] {
  return runs.map((run) => {
    const base = runs.find(
      (r) => r.scenario === baselineScenario && r.connections === run.connections,
    )
    if (!base) return run
    return {
      ...run,
      reqPerSecRatio: base.reqPerSec > 0 ? run.reqPerSec / base.reqPerSec : undefined,
      p99Ratio: base.latencyMs.p99 > 0 ? run.latencyMs.p99 / base.latencyMs.p99 : undefined,
    }
  })
}

/** `0.85x` down to a tenth, then `1/40`: small ratios read better as "one in N". */
export function formatRatio(ratio: number | undefined) {
  if (ratio === undefined || !Number.isFinite(ratio)) return '-'
  if (ratio === 0) return '0x'
  if (ratio >= 0.1) return `${ratio.toFixed(2)}x`
  return `1/${Math.round(1 / ratio)}`
}

export function formatNumber(value: number) {
  if (value >= 100) return String(Math.round(value))
  if (value >= 10) return value.toFixed(1)
  return value.toFixed(2)
}

export function formatCounts(counts: Record<string, number>) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1])
  return entries.length ? entries.map(([key, n]) => `${key} ${n}`).join(', ') : '-'
}

/** Left-aligned first column, right-aligned numbers, two spaces between columns. */
export function formatTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** X-Cache values, or `-` when the header never came. */
export function formatXCache(counts: Record<string, number>) {
  const keys = Object.keys(counts)
  return keys.length === 0 || (keys.length === 1 && keys[0] === '(none)')
    ? '-'
    : formatCounts(counts)
}

export function formatLoadTable(runs: RatedRun[]) {
  return formatTable(
    [
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'err/timeout',
      'req/s vs base',
      'p99 vs base',
      'X-Cache',
    ],
    runs.map((run) => {
      const base = run.scenario === baselineScenario
      // No response at all: there is no latency to show, and a ratio of 0 would read as a figure.
      const answered = run.requests > 0
      return [
        run.scenario,
        String(run.connections),
        formatNumber(run.reqPerSec),
        answered ? formatNumber(run.latencyMs.p50) : '-',
        answered ? formatNumber(run.latencyMs.p99) : '-',
        String(run.non2xx),
        `${run.errors}/${run.timeouts}`,
        base ? '1.00x' : answered ? formatRatio(run.reqPerSecRatio) : '-',
        base ? '1.00x' : answered ? formatRatio(run.p99Ratio) : '-',
        formatXCache(run.xCache),
      ]
    }),
  )
}

/**
 * The miss passes next to the ladder's hit and data-cached render, as req/s and p99 against the
 * baseline at the ladder's first connection count. A few misses in flight already use both cores,
 * so the passes run with fewer connections: their req/s is the site's capacity for misses.
 */
export function formatMiss(report: MissReport, runs: RatedRun[]) {
  const first = runs.find((run) => run.scenario === baselineScenario)?.connections
  const base = runs.find((run) => run.scenario === baselineScenario && run.connections === first)
  const labels = {
    first: 'miss: first request (nothing cached)',
    hit: 'the same pages again (hits)',
    purged: 'miss: after a publish purged them',
  }
  const rows = report.passes.map((pass) => [
    labels[pass.pass],
    String(pass.connections),
    formatNumber(pass.reqPerSec),
    formatNumber(pass.latencyMs.p50),
    formatNumber(pass.latencyMs.p99),
    base ? formatRatio(pass.reqPerSec / base.reqPerSec) : '-',
    base ? formatRatio(pass.latencyMs.p99 / base.latencyMs.p99) : '-',
    pass.cmsRequests === undefined ? '-' : formatNumber(pass.cmsRequests / pass.requests),
    formatCounts(pass.statusCodes),
    formatXCache(pass.xCache),
  ])
  for (const scenario of ['page-cache-hit', 'data-cached']) {
    const run = runs.find((r) => r.scenario === scenario && r.connections === first)
    if (!run) continue
    rows.push([
      `${scenario} (ladder, one URL)`,
      String(run.connections),
      formatNumber(run.reqPerSec),
      formatNumber(run.latencyMs.p50),
      formatNumber(run.latencyMs.p99),
      formatRatio(run.reqPerSecRatio),
      formatRatio(run.p99Ratio),
      '-',
      formatCounts(run.statusCodes),
      formatXCache(run.xCache),
    ])
  }
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  const sent = report.passes.find((pass) => pass.pass === 'hit')
  const sizes =
    `A page is ${kB(report.meanIdentityBytes)} uncompressed on average` +
    (sent ? `, ${kB(sent.bodyBytes / sent.requests)} as sent (brotli).` : '.')
  return `${formatTable(
    [
      'pass',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'req/s vs base',
      'p99 vs base',
      'CMS req/page',
      'status',
      'X-Cache',
    ],
    rows,
  )}\n\n${sizes}`
}

export function formatDirectusRequests(report: DirectusRequestsReport) {
  return formatTable(
    ['template', 'path', 'status', 'cold', 'data cache: 1st', '2nd'],
    report.cold.map((cold) => {
      const cached = report.dataCached.find((c) => c.path === cold.path)
      return [
        cold.template,
        cold.path,
        String(cold.status),
        String(cold.requests),
        cached ? String(cached.first) : '-',
        cached ? String(cached.second) : '-',
      ]
    }),
  )
}

const probeRow = (route: ProbedRoute) => [
  route.path,
  String(route.status),
  route.retryAfter ?? '-',
  route.xCache ?? '-',
]

export function formatCmsStopped(report: CmsStoppedReport) {
  const { load, recovery } = report
  return [
    `warm routes (${report.warm.length}): ${formatCounts(countBy(report.warm.map((r) => String(r.status))))}`,
    `CMS reachable after stop: ${report.cmsReachableAfterStop ? 'yes (the stop did not take)' : 'no'}`,
    `load on warm routes, CMS stopped: ${load.durationS} s, ${load.connections} connections, ` +
      `${load.requests} requests, non-2xx ${load.non2xx} (status ${formatCounts(load.statusCodes)}), ` +
      `errors ${load.errors}, timeouts ${load.timeouts}, X-Cache ${formatXCache(load.xCache)}`,
    'cold routes, CMS stopped:',
    formatTable(['path', 'status', 'Retry-After', 'X-Cache'], report.cold.map(probeRow)),
    `CMS restart took ${(recovery.restartMs / 1000).toFixed(1)} s; cold routes ` +
      (recovery.recoveredAfterMs === undefined
        ? 'did NOT all recover to 200:'
        : `all 200 ${(recovery.recoveredAfterMs / 1000).toFixed(1)} s after it:`),
    formatTable(['path', 'status', 'Retry-After', 'X-Cache'], recovery.last.map(probeRow)),
  ].join('\n')
}

export function formatProfile(report: ProfileReport) {
  const { summary } = report
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`
  return [
    `${report.path}, ${report.connections} connections, ${report.durationS} s; busy ${summary.busyMs} ms ` +
      `of ${summary.sampledMs} ms sampled (${summary.window === 'load' ? 'the load only' : 'whole process, start-up included'}). ` +
      'Main thread only: compression zlib hands to the libuv thread pool is not in it.',
    formatTable(
      ['self time by package/module', 'ms', 'share'],
      summary.categories.map((c) => [c.category, formatNumber(c.selfMs), pct(c.share)]),
    ),
    formatTable(
      ['top functions by self time', 'ms', 'share', 'where'],
      summary.topFunctions.map((f) => [
        `${f.functionName} [${f.category}]`,
        formatNumber(f.selfMs),
        pct(f.share),
        f.location,
      ]),
    ),
    `profile: ${report.file}`,
  ].join('\n\n')
}

export function countBy(values: string[]) {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

/** The run at 100 connections, or at the highest count measured. */
function atLoad(runs: RatedRun[], scenario: string) {
  const candidates = runs.filter((run) => run.scenario === scenario)
  return candidates.find((run) => run.connections === 100) ?? candidates.at(-1)
}

export function evaluateTargets(
  runs: RatedRun[],
  cmsStopped?: CmsStoppedReport,
  directus?: DirectusRequestsReport,
  places?: PlacesReport,
): Target[] {
  const targets: Target[] = []
  const hit = atLoad(runs, 'page-cache-hit')
  targets.push({
    name: `page-cache hit: req/s >= 0.8x and p99 <= 1.5x the baseline's (${hit?.connections ?? 100} connections)`,
    actual: hit
      ? `${formatRatio(hit.reqPerSecRatio)} req/s, ${formatRatio(hit.p99Ratio)} p99`
      : 'not run',
    met:
      hit && hit.reqPerSecRatio !== undefined && hit.p99Ratio !== undefined
        ? hit.reqPerSecRatio >= 0.8 && hit.p99Ratio <= 1.5
        : undefined,
  })
  const data = atLoad(runs, 'data-cached')
  targets.push({
    name: `data-cached render: req/s >= 1/12 of the baseline's (${data?.connections ?? 100} connections)`,
    actual: data ? formatRatio(data.reqPerSecRatio) : 'not run',
    met: data?.reqPerSecRatio !== undefined ? data.reqPerSecRatio >= 1 / 12 : undefined,
  })
  targets.push({
    name: 'CMS stopped: 0 non-2xx on warm routes during the load',
    actual: cmsStopped
      ? `${cmsStopped.load.non2xx} non-2xx, ${cmsStopped.load.errors} errors`
      : 'not run',
    met: cmsStopped ? cmsStopped.load.non2xx === 0 && cmsStopped.load.errors === 0 : undefined,
  })
  targets.push({
    name: 'CMS stopped: cold routes answer 503 with Retry-After',
    actual: cmsStopped
      ? cmsStopped.cold
          .map((r) => `${r.status}${r.retryAfter ? ` (Retry-After ${r.retryAfter})` : ''}`)
          .join(', ')
      : 'not run',
    met: cmsStopped ? cmsStopped.cold.every((r) => r.status === 503 && r.retryAfter) : undefined,
  })
  targets.push({
    name: 'CMS back: cold routes recover to 200 without a site restart',
    actual: cmsStopped
      ? cmsStopped.recovery.recoveredAfterMs === undefined
        ? 'not recovered'
        : `after ${(cmsStopped.recovery.recoveredAfterMs / 1000).toFixed(1)} s`
      : 'not run',
    met: cmsStopped ? cmsStopped.recovery.recoveredAfterMs !== undefined : undefined,
  })
  targets.push({
    name: 'data cache: a second identical request costs Directus 0 requests',
    actual: directus
      ? `${directus.dataCached.reduce((sum, c) => sum + c.second, 0)} in total`
      : 'not run',
    met: directus ? directus.dataCached.every((c) => c.second === 0) : undefined,
  })
  targets.push({
    name: 'places: a warm lookup well under 1 ms (p99 under 0.1 ms)',
    actual: places
      ? `median ${places.medianUs.toFixed(1)} µs, p99 ${places.p99Us.toFixed(1)} µs`
      : 'not run',
    met: places ? places.p99Us < 100 : undefined,
  })
  return targets
}

export function formatTargets(targets: Target[]) {
  return targets
    .map(
      (t) =>
        `${t.met === undefined ? '[n/a]' : t.met ? '[met]' : '[MISSED]'} ${t.name}: ${t.actual}`,
    )
    .join('\n')
}

/**
 * What makes a run's figures doubtful: too few answers to mean anything, and X-Cache values that
 * contradict the scenario (renders in the hit scenario, hits with the page cache off).
 */
export function loadNotes(runs: LoadSummary[]): string[] {
  const notes: string[] = []
  const seen = (run: LoadSummary) => Object.values(run.xCache).reduce((sum, n) => sum + n, 0)
  for (const run of runs) {
    const label = `${run.scenario} at ${run.connections} connections`
    if (run.requests < run.connections) {
      notes.push(
        `${label}: ${run.requests} responses in ${run.durationS} s, fewer than one per connection; ` +
          'its figures mean little (a longer --duration helps)',
      )
    }
    const hits = run.xCache.HIT ?? 0
    if (
      run.scenario === 'page-cache-hit' &&
      run.xCache['(none)'] !== seen(run) &&
      hits < 0.99 * seen(run)
    ) {
      notes.push(
        `${label}: only ${hits} of ${seen(run)} responses were X-Cache: HIT (${formatCounts(run.xCache)})`,
      )
    }
    if ((run.scenario === 'data-cached' || run.scenario === 'cold') && hits > 0) {
      notes.push(`${label}: ${hits} X-Cache: HIT responses although PAGE_CACHE=off`)
    }
  }
  const measured = runs.filter((run) => run.scenario !== baselineScenario)
  if (measured.length && measured.every((run) => (run.xCache['(none)'] ?? 0) === seen(run))) {
    notes.push('no response carried X-Cache, so the page cache could not be confirmed')
  }
  return notes
}
