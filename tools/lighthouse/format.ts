/**
 * The printed report: a table of the median runs, then every failed audit and console error
 * grouped by what is wrong, with the pages it happens on, so each problem is read (and fixed) once.
 */
import type { AuditFailure, Category, CpuSummary, PageSummary, Summary } from './summary.ts'
import { effectiveIndex } from './throttling.ts'

export const formatScore = (score: number | null | undefined) =>
  score === null || score === undefined ? '–' : String(score)

export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–'
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

export const formatCls = (cls: number | null | undefined) =>
  cls === null || cls === undefined ? '–' : cls.toFixed(3)

/** KiB, as Lighthouse reports transfer sizes. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '–'
  return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`
}

/** Left-aligned text columns, right-aligned columns whose cells are all numbers or dashes. */
export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows]
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  )
  const numeric = header.map((_, column) =>
    rows.every((row) => /^(–|[\d.]+( ms| s| KiB)?|\d+–\d+)$/.test(row[column] ?? '')),
  )
  return all
    .map((row) =>
      row
        .map((cell, column) =>
          numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const categoryLabel: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

/** A row's name: the template and language, or which yardstick it is. */
function pageLabel(page: PageSummary): string {
  if (page.template === 'floor') return 'empty app'
  if (page.template === 'no-script') return `no JS (home ${page.lang})`
  return `${page.template} ${page.lang}`
}

export function formatPageTable(pages: PageSummary[]): string {
  const header = [
    'page',
    'path',
    'perf',
    'range',
    'a11y',
    'BP',
    'SEO',
    'LCP',
    'TBT',
    'TBT range',
    'CLS',
    'FCP',
    'JS',
    'total',
    'index',
  ]
  const rows = pages.map((page) => {
    const run = page.median
    const spread = page.spread.performance
    const tbt = page.spread.tbt
    return [
      pageLabel(page),
      page.path,
      run ? formatScore(run.scores.performance) : 'error',
      spread ? `${spread.min}–${spread.max}` : '–',
      formatScore(run?.scores.accessibility),
      formatScore(run?.scores['best-practices']),
      formatScore(run?.scores.seo),
      formatMs(run?.metrics.lcp),
      formatMs(run?.metrics.tbt),
      tbt ? `${Math.round(tbt.min)}–${Math.round(tbt.max)}` : '–',
      formatCls(run?.metrics.cls),
      formatMs(run?.metrics.fcp),
      formatBytes(run?.bytes.script),
      formatBytes(run?.bytes.total),
      run?.benchmarkIndex ? String(Math.round(run.benchmarkIndex)) : '–',
    ]
  })
  return formatTable(header, rows)
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US')

/** One line on the CPU slowdown: what it was, why, and what host the runs stood for. */
export function formatCpu(cpu: CpuSummary): string {
  const runs = cpu.runIndexes
  const measured = runs
    ? `the runs' own benchmark indexes ${thousands(runs.min)}–${thousands(runs.max)} (median ${thousands(runs.median)})`
    : 'no run measured a benchmark index'
  if (cpu.setting === 'benchmark-index' && cpu.hostIndex && cpu.targetIndex) {
    const stood = runs
      ? `; so they stood for a host of ${thousands(effectiveIndex(runs.min, cpu.cpuSlowdown))}–${thousands(effectiveIndex(runs.max, cpu.cpuSlowdown))}`
      : ''
    return (
      `CPU slowdown ${cpu.cpuSlowdown}x = 4 x ${thousands(cpu.hostIndex)} (this machine's benchmark index, a throwaway run) ` +
      `/ ${thousands(cpu.targetIndex)} (--benchmark-index); ${measured}${stood}`
    )
  }
  const why = cpu.setting === 'multiplier' ? '--cpu-slowdown' : "Lighthouse's default"
  return `CPU slowdown ${cpu.cpuSlowdown}x (${why}); ${measured}`
}

/**
 * "all 8 pages" or the paths. With counts ("5/5"), the count most pages share is given once and
 * the pages that differ are named.
 */
export function where(paths: string[], allPaths: string[], counts?: Map<string, string>): string {
  const all = paths.length === allPaths.length && allPaths.length > 1
  if (!counts) return all ? `all ${allPaths.length} pages` : paths.join(', ')
  const tally = new Map<string, number>()
  for (const path of paths) tally.set(counts.get(path)!, (tally.get(counts.get(path)!) ?? 0) + 1)
  const usual = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]![0]
  if (all) {
    const others = paths.filter((path) => counts.get(path) !== usual)
    const except = others.map((path) => `${path} ${counts.get(path)}`).join(', ')
    return `all ${allPaths.length} pages (${usual} runs${except ? `; ${except}` : ''})`
  }
  return paths.map((path) => `${path} (${counts.get(path)})`).join(', ')
}

interface Group<T> {
  first: T
  paths: string[]
}

function groupBy<T>(entries: Array<{ key: string; value: T; path: string }>): Group<T>[] {
  const groups = new Map<string, Group<T>>()
  for (const { key, value, path } of entries) {
    const group = groups.get(key) ?? { first: value, paths: [] }
    if (!group.paths.includes(path)) group.paths.push(path)
    groups.set(key, group)
  }
  return [...groups.values()]
}

const maxDetails = 12

export function formatFailures(pages: PageSummary[]): string {
  const measured = pages.filter((page) => page.median)
  const allPaths = measured.map((page) => page.path)
  const failures = measured.flatMap((page) =>
    page.median!.failures.map((failure) => ({ page, failure })),
  )
  if (failures.length === 0) return 'Failed audits: none'
  const audits = groupBy<AuditFailure>(
    failures.map(({ page, failure }) => ({
      key: `${failure.category}/${failure.id}`,
      value: failure,
      path: page.path,
    })),
  )
  const lines = [
    'Failed audits (accessibility, best practices, SEO) in the median run; (n/m): failed in n of m runs',
  ]
  for (const { first: audit, paths } of audits) {
    const key = `${audit.category}/${audit.id}`
    const counts = new Map(
      measured.map((page) => [page.path, `${page.failureCounts[key] ?? 0}/${page.measuredRuns}`]),
    )
    const note = audit.weight === 0 ? ' (weight 0: does not change the score)' : ''
    lines.push(`  ${categoryLabel[audit.category]} › ${audit.id}: ${audit.title}${note}`)
    lines.push(`    on ${where(paths, allPaths, counts)}`)
    if (audit.id === 'errors-in-console') {
      lines.push('    - see "Console errors" below')
      continue
    }
    const details = groupBy<string>(
      failures
        .filter(({ failure }) => `${failure.category}/${failure.id}` === key)
        .flatMap(({ page, failure }) =>
          failure.details.map((detail) => ({ key: detail, value: detail, path: page.path })),
        ),
    )
    for (const { first: detail, paths: detailPaths } of details.slice(0, maxDetails)) {
      const onSome = detailPaths.length < paths.length ? `  [${where(detailPaths, allPaths)}]` : ''
      lines.push(`    - ${detail}${onSome}`)
    }
    if (details.length > maxDetails) {
      lines.push(`    - … and ${details.length - maxDetails} more (see the JSON report)`)
    }
  }
  return lines.join('\n')
}

/** Audits that failed in some runs of a page but not in the run reported for it. */
export function formatIntermittent(pages: PageSummary[]): string {
  const lines: string[] = []
  for (const page of pages) {
    if (!page.median) continue
    const inMedian = new Set(page.median.failures.map((f) => `${f.category}/${f.id}`))
    for (const [key, count] of Object.entries(page.failureCounts)) {
      if (inMedian.has(key)) continue
      const failure = page.runs
        .flatMap((run) => run.failures)
        .find((f) => `${f.category}/${f.id}` === key)
      lines.push(`  ${page.path}: ${key} (${count}/${page.measuredRuns}) ${failure?.title ?? ''}`)
    }
  }
  return lines.length === 0
    ? ''
    : ['Failed in other runs but not in the median run', ...lines].join('\n')
}

function relative(url: string, baseUrl: string) {
  return url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url
}

export function formatConsoleErrors(pages: PageSummary[], baseUrl: string): string {
  const measured = pages.filter((page) => page.median)
  const allPaths = measured.map((page) => page.path)
  const groups = groupBy<string>(
    measured.flatMap((page) =>
      page.median!.consoleErrors.map((error) => {
        // An error located in the page itself is told by the page it is listed under.
        const url = error.url && error.url !== page.url ? relative(error.url, baseUrl) : ''
        const text = [`[${error.source}]`, error.description, url].filter(Boolean).join(' ')
        return { key: text, value: text, path: page.path }
      }),
    ),
  )
  if (groups.length === 0) return 'Console errors: none'
  return [
    'Console errors in the median run',
    ...groups.flatMap(({ first, paths }) => [`  ${first}`, `    on ${where(paths, allPaths)}`]),
  ].join('\n')
}

export function formatProblems(pages: PageSummary[]): string {
  const lines: string[] = []
  for (const page of pages) {
    page.runs.forEach((run, index) => {
      if (run.error) lines.push(`  ${page.path} run ${index + 1}: ${run.error}`)
    })
  }
  const warnings = groupBy<string>(
    pages.flatMap((page) =>
      (page.median?.warnings ?? []).map((warning) => ({
        key: warning,
        value: warning,
        path: page.path,
      })),
    ),
  )
  for (const { first, paths } of warnings) lines.push(`  warning: ${first} [${paths.join(', ')}]`)
  return lines.length === 0 ? '' : ['Errors and warnings', ...lines].join('\n')
}

/**
 * With --explain: per page, the median run's Total Blocking Time task by task, where Lighthouse's
 * simulation put each task (simulated ms), how long it was in the run and what it did.
 */
export function formatBlocking(pages: PageSummary[]): string {
  const sections = pages.flatMap((page) => {
    const blocking = page.median?.blocking
    if (!blocking) return []
    const rows = blocking.tasks.map((task) => [
      formatMs(task.start),
      formatMs(task.duration),
      formatMs(task.observed),
      formatMs(task.counted),
      task.parts.map((part) => `${part.what} ${formatMs(part.ms)}`).join(', '),
    ])
    const fcp = `${formatMs(blocking.fcp.optimistic)}-${formatMs(blocking.fcp.pessimistic)}`
    return [
      [
        `${pageLabel(page)}: ${formatMs(blocking.total)} counted, from a first paint at ${fcp}`,
        rows.length === 0
          ? '  no task counted'
          : formatTable(['at', 'simulated', 'in the run', 'counted', 'what'], rows)
              .split('\n')
              .map((line) => `  ${line}`)
              .join('\n'),
      ].join('\n'),
    ]
  })
  return sections.length === 0
    ? ''
    : [
        'What Total Blocking Time counted (median runs, as the simulation placed each task)',
        ...sections,
      ].join('\n\n')
}

const throttlingLabel: Record<string, string> = {
  simulate: 'simulated',
  devtools: 'DevTools',
  provided: 'no',
}

export function formatSummary(summary: Summary): string {
  const { environment: env } = summary
  const head = [
    `Lighthouse ${env.lighthouse}, ${env.formFactor}, ${throttlingLabel[env.throttling] ?? env.throttling} throttling, ${env.browser}`,
    `${summary.baseUrl} (${summary.stack === 'fresh' ? `fresh stack, site built ${env.siteBuild}` : 'running site'}), ` +
      `${summary.runsPerPage} runs per page; median run by performance score, "range" = all runs`,
    ...(summary.cpu ? [formatCpu(summary.cpu)] : []),
    ...(summary.incomplete ? [`INCOMPLETE: ${summary.incomplete}`] : []),
  ].join('\n')
  // The empty app (--floor) and the page without JavaScript (--no-script) are yardsticks: the empty
  // app's missing title and landmarks are not ours to fix, nor a page's audits without its scripts.
  const site = summary.pages.filter(
    (page) => page.template !== 'floor' && page.template !== 'no-script',
  )
  return [
    head,
    formatPageTable(summary.pages),
    formatFailures(site),
    formatConsoleErrors(site, summary.baseUrl),
    formatIntermittent(site),
    formatBlocking(summary.pages),
    formatProblems(summary.pages),
  ]
    .filter(Boolean)
    .join('\n\n')
}
