/**
 * The `hydration` scenario: what starting up costs each template's page on a slow phone, against
 * the empty React Router app (tools/budget/floor) measured in the same run. Every page is loaded
 * several times in Chromium with the CPU slowed down and traced; tools/shared/main-thread.ts sums
 * each trace. One more load of the home page, with V8's sampling profiler on, says where its time
 * goes (tools/shared/main-thread-breakdown.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { startFloorServer } from '../budget/floor-server.ts'
import { buildFloor, siteClientDir } from '../budget/js-budget.ts'
import { median } from '../budget/startup.ts'
import {
  breakdownMainThread,
  type Breakdown,
  type Location,
} from '../shared/main-thread-breakdown.ts'
import type { MainThreadSummary } from '../shared/main-thread.ts'
import {
  indexSourceMap,
  sourceLabel,
  type OriginalPlace,
  type RawSourceMap,
  type SourceMapIndex,
} from '../shared/source-map.ts'
import { launchTracingBrowser, measureLoad } from '../shared/page-trace.ts'
import { templateOf, type Template } from '../shared/routes.ts'

/** The templates measured, in the order of the report: the content pages and the configurator. */
export const hydrationTemplates = [
  'home',
  'page',
  'blog-article',
  'blog-index',
  'cover-detail',
  'covers-index',
  'pool-detail',
  'pools-index',
  'project-detail',
  'projects-index',
  'faq',
  'configure',
] as const satisfies readonly Template[]

export const FLOOR = 'empty app'

/** The figures compared, each the median over the loads. */
const figures = ['scriptMs', 'blockingMs', 'longestTaskMs'] as const
type Figure = (typeof figures)[number]

export interface HydrationRow {
  route: string
  path: string
  loads: number
  /** loads whose trace ended before the page went quiet (their figures run to the trace's end) */
  unsettled: number
  median: Record<
    Figure | 'compileMs' | 'evaluateMs' | 'callMs' | 'fcpAt' | 'idleAt' | 'busyMs',
    number
  >
  /** each figure over the empty app's; null when the empty app's is 0 */
  ratio: Record<Figure, number | null>
  runs: MainThreadSummary[]
}

export interface HydrationReport {
  cpuThrottling: number
  loadsPerRoute: number
  rows: HydrationRow[]
  /** where the home page's time went, from one more load with the sampling profiler on */
  breakdown?: Breakdown & {
    path: string
    excerpts: Record<string, string>
    /** whether the client build had source maps to name the functions with */
    sourceMaps: boolean
  }
}

/**
 * One path per template in English: the first the sitemap lists; the FAQ and the configurator,
 * which it may leave out, at their fixed paths.
 */
export function hydrationPaths(
  sitemapPaths: readonly string[],
): Array<{ route: string; path: string }> {
  const fixed: Partial<Record<Template, string>> = { faq: '/en/faq', configure: '/en/configure' }
  return hydrationTemplates.flatMap((template) => {
    const path =
      sitemapPaths.find((p) => p.startsWith('/en') && templateOf(p) === template) ?? fixed[template]
    return path ? [{ route: template, path }] : []
  })
}

/** Per-figure medians and ratios to the floor's medians. */
export function rateRows(
  measured: Array<{ route: string; path: string; runs: MainThreadSummary[] }>,
): HydrationRow[] {
  const medians = measured.map(({ runs }) => ({
    scriptMs: median(runs.map((run) => run.scriptMs)),
    blockingMs: median(runs.map((run) => run.blockingMs)),
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
    compileMs: median(runs.map((run) => run.byGroup.compile)),
    evaluateMs: median(runs.map((run) => run.byGroup.evaluate)),
    callMs: median(runs.map((run) => run.byGroup.call)),
    fcpAt: median(runs.map((run) => run.fcpAt ?? 0)),
    idleAt: median(runs.map((run) => run.idleAt)),
    busyMs: median(runs.map((run) => run.busyMs)),
  }))
  const floor = medians[measured.findIndex((row) => row.route === FLOOR)]
  return measured.map((row, index) => ({
    route: row.route,
    path: row.path,
    loads: row.runs.length,
    unsettled: row.runs.filter((run) => !run.settled).length,
    median: medians[index]!,
    ratio: Object.fromEntries(
      figures.map((figure) => [
        figure,
        floor && floor[figure] > 0 ? medians[index]![figure] / floor[figure] : null,
      ]),
    ) as Record<Figure, number | null>,
    runs: row.runs,
  }))
}

/** Chunks built from node_modules and React Router's entry: React's, not ours. */
export const isLibraryScript = (label: string) =>
  /^(vendor|entry\.client|rolldown-runtime|dist|esm|jsx-runtime|errorBoundaries|chunk)$/.test(label)

/**
 * A few characters of the built file around a place in it: minified names say nothing, the code
 * next to them often does (`unstable_now` is React's scheduler, `getContext` React Router's).
 */
function excerptAt(clientDir: string, location: Location): string {
  try {
    const { pathname } = new URL(location.url)
    if (!pathname.startsWith('/assets/')) return ''
    const line = readFileSync(join(clientDir, pathname), 'utf8').split('\n')[location.line - 1]
    const at = location.column - 1
    return (line ?? '').slice(Math.max(0, at - 30), at + 70).replace(/\s+/g, ' ')
  } catch {
    // native code, an inline script, a file that is gone: nothing to show
    return ''
  }
}

/**
 * The original function at a place of a built chunk, from the chunk's source map next to it
 * (`<chunk>.js.map`, which `react-router build --sourcemapClient hidden` writes). Undefined for
 * a chunk without one.
 */
export function sourceMapResolver(clientDir: string): {
  resolve: (place: Location) => OriginalPlace | undefined
  found: () => boolean
} {
  const indexes = new Map<string, SourceMapIndex | undefined>()
  return {
    resolve(place) {
      if (!URL.canParse(place.url)) return undefined
      const { pathname } = new URL(place.url)
      if (!indexes.has(pathname)) {
        const file = join(clientDir, `${pathname}.map`)
        indexes.set(
          pathname,
          pathname.startsWith('/assets/') && existsSync(file)
            ? indexSourceMap(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
            : undefined,
        )
      }
      return indexes.get(pathname)?.functionAt(place.line, place.column)
    },
    found: () => [...indexes.values()].some(Boolean),
  }
}

export async function runHydration({
  siteUrl,
  routes,
  loads,
  cpuThrottling,
  log,
}: {
  siteUrl: string
  routes: Array<{ route: string; path: string }>
  loads: number
  cpuThrottling: number
  log: (message: string) => void
}): Promise<HydrationReport> {
  log('hydration: building the empty React Router app (tools/budget/floor)')
  buildFloor()
  const floor = await startFloorServer()
  let browser: Browser | undefined
  try {
    const targets = [
      { route: FLOOR, path: '/', base: floor.url },
      ...routes.map((route) => ({ ...route, base: siteUrl })),
    ]
    // We measure the browser's work, not a first render on the server.
    for (const target of targets) await fetch(target.base + target.path)
    browser = await launchTracingBrowser()
    const runs = targets.map(() => [] as MainThreadSummary[])
    // Round-robin, so that a burst of other work on the machine spreads over every page.
    for (let round = 0; round < loads; round++) {
      for (const [index, target] of targets.entries()) {
        const { summary } = await measureLoad(browser, target.base + target.path, {
          cpuThrottling,
        })
        runs[index]!.push(summary)
        log(
          `hydration ${round + 1}/${loads} ${target.route} ${target.path}: script ${summary.scriptMs} ms, ` +
            `TBT-like ${summary.blockingMs} ms, longest task ${summary.longestTaskMs} ms`,
        )
      }
    }
    const rows = rateRows(targets.map((target, index) => ({ ...target, runs: runs[index]! })))
    const home = routes.find((route) => route.route === 'home')
    let breakdown: HydrationReport['breakdown']
    if (home) {
      log(`hydration: one more load of ${home.path} with the sampling profiler, for the breakdown`)
      // The table stands without the breakdown: a failure there is told, not thrown.
      breakdown = await homeBreakdown(browser, siteUrl + home.path, home.path, cpuThrottling).catch(
        (error: unknown) => {
          log(`hydration: no breakdown of ${home.path}: ${(error as Error).message}`)
          return undefined
        },
      )
    }
    return { cpuThrottling, loadsPerRoute: loads, rows, breakdown }
  } finally {
    await browser?.close()
    await floor.stop()
  }
}

/** One more load of `url` with the sampling profiler on, broken down (see formatBreakdown). */
async function homeBreakdown(
  browser: Browser,
  url: string,
  path: string,
  cpuThrottling: number,
): Promise<NonNullable<HydrationReport['breakdown']>> {
  const { events, summary } = await measureLoad(browser, url, { cpuThrottling, samples: true })
  const maps = sourceMapResolver(siteClientDir)
  const found = breakdownMainThread(events, {
    ...summary.window,
    documentUrl: url,
    isLibrary: isLibraryScript,
    resolve: maps.resolve,
  })
  const excerpts: Record<string, string> = {}
  for (const place of [
    ...found.entries.flatMap((entry) => (entry.location ? [entry.location] : [])),
    ...found.functions,
  ]) {
    excerpts[`${place.url}:${place.line}:${place.column}`] = excerptAt(siteClientDir, place)
  }
  return { ...found, path, excerpts, sourceMaps: maps.found() }
}

/** `align`: one letter a column, `l` or `r`. */
function table(header: string[], rows: string[][], align: string): string {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          align[column] === 'r' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const msText = (value: number) => `${Math.round(value)}`
const ratioText = (value: number | null) => (value === null ? '-' : `${value.toFixed(2)}x`)

export function formatHydration(report: HydrationReport): string {
  const header = [
    'route',
    'path',
    'script ms',
    'vs empty',
    'compile',
    'evaluate',
    'call',
    'TBT-like ms',
    'vs empty',
    'longest ms',
    'vs empty',
    'FCP ms',
    'idle ms',
  ]
  const rows = report.rows.map((row) => [
    row.route,
    row.path + (row.unsettled ? ` (${row.unsettled} unsettled)` : ''),
    msText(row.median.scriptMs),
    ratioText(row.ratio.scriptMs),
    msText(row.median.compileMs),
    msText(row.median.evaluateMs),
    msText(row.median.callMs),
    msText(row.median.blockingMs),
    ratioText(row.ratio.blockingMs),
    msText(row.median.longestTaskMs),
    ratioText(row.ratio.longestTaskMs),
    msText(row.median.fcpAt),
    msText(row.median.idleAt),
  ])
  const lines = [table(header, rows, 'llrrrrrrrrrrr')]
  if (report.breakdown) lines.push('', formatBreakdown(report.breakdown))
  return lines.join('\n')
}

export function formatBreakdown(breakdown: NonNullable<HydrationReport['breakdown']>): string {
  const excerpt = (place: Location) => {
    const text = breakdown.excerpts[`${place.url}:${place.line}:${place.column}`]
    return text ? `  ${text}` : ''
  }
  const scriptRows = breakdown.scripts.map((row) => [
    row.script,
    msText(row.compileMs + row.evaluateMs + row.callMs),
    msText(row.compileMs),
    msText(row.evaluateMs),
    msText(row.callMs),
  ])
  const entryRows = breakdown.entries
    .slice(0, 12)
    .map((row) => [
      row.entry,
      String(row.tasks),
      msText(row.scriptMs),
      msText(row.longestTaskMs),
      row.location ? excerpt(row.location).trim() : '',
    ])
  const functionRows = breakdown.functions.map((row) => [
    row.original
      ? `${row.original.name ?? row.name} (${sourceLabel(row.original.source)}:${row.original.line})`
      : `${row.name} (${row.script}:${row.line}:${row.column})`,
    row.selfMs.toFixed(1),
    row.original ? '' : excerpt(row).trim(),
  ])
  const mapsNote = breakdown.sourceMaps
    ? 'names and sources from the client build’s source maps'
    : 'no source maps: names are the minifier’s (build the client with ' +
      '`npx react-router build --sourcemapClient hidden` in apps/site for the original names)'
  return [
    `Where ${breakdown.path}'s start-up script time goes (one more load, sampling profiler on: ` +
      `${Math.round(breakdown.sampledScriptMs)} ms of evaluate and call sampled, ${Math.round(breakdown.tracedScriptMs)} ms of script traced)`,
    '',
    'By what the script was doing (React’s phases from the names on the sampled stacks)',
    table(
      ['doing', 'ms'],
      breakdown.phases.map((row) => [row.phase, msText(row.ms)]),
      'lr',
    ),
    '',
    'By script (compile from the trace; evaluate and call: self time of the sampled functions)',
    table(['script', 'total ms', 'compile', 'evaluate', 'call'], scriptRows, 'lrrrr'),
    '',
    breakdown.sourceMaps
      ? 'By the innermost code of ours on the stack (source files outside node_modules)'
      : 'By the innermost code of ours on the stack (libraries: vendor, entry.client and the like)',
    table(
      ['our code', 'ms'],
      breakdown.owners.slice(0, 15).map((row) => [row.owner, msText(row.ms)]),
      'lr',
    ),
    '',
    'By what started the task (a callback that recurs in many tasks is usually React’s scheduler: render, commit, effects)',
    table(['started by', 'tasks', 'script ms', 'longest ms', 'code there'], entryRows, 'lrrrl'),
    '',
    `Functions with the most self time (${mapsNote})`,
    table(['function (script:line:column)', 'self ms', 'code there'], functionRows, 'lrl'),
  ].join('\n')
}
