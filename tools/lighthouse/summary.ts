/**
 * Turns one Lighthouse result into the few numbers and findings we track, and a page's runs into
 * its summary. Pure: the fixtures in the tests are small hand-made results of the same shape.
 */
import type { BlockingTime } from './blocking.ts'
import { medianRunIndex, range, type Range } from './median.ts'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]
/** The categories whose every failed audit is something to fix (performance has its metrics). */
export const auditedCategories = ['accessibility', 'best-practices', 'seo'] as const

export const templates = ['home', 'article', 'projects', 'cover', 'configure'] as const
export type Template = (typeof templates)[number]
/**
 * What a measured page is: a template of the site, the empty React Router app (`--floor`), or the
 * site's first page with its script files blocked (`--no-script`).
 */
export type PageKind = Template | 'floor' | 'no-script'

/** The part of a Lighthouse result (LH.Result) read here; a real result is assignable to it. */
export interface Lhr {
  runtimeError?: { code: string; message: string }
  runWarnings: readonly string[]
  environment: { benchmarkIndex: number }
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >
  audits: Record<string, LhrAudit>
}

export interface LhrAudit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  explanation?: string
  errorMessage?: string
  details?: unknown
}

export interface Metrics {
  /** milliseconds */
  lcp: number | null
  tbt: number | null
  fcp: number | null
  /** unitless */
  cls: number | null
}

export interface AuditFailure {
  category: Category
  id: string
  title: string
  /** null when the audit itself errored */
  score: number | null
  /** the audit's weight in its category: 0 means it is listed but does not change the score */
  weight: number
  details: string[]
}

export interface ConsoleError {
  source: string
  description: string
  url?: string
}

export interface RunSummary {
  /** 0–100, null when the category could not be scored */
  scores: Record<Category, number | null>
  metrics: Metrics
  /** transfer sizes in bytes, from the resource-summary audit */
  bytes: { script: number | null; total: number | null }
  failures: AuditFailure[]
  consoleErrors: ConsoleError[]
  /** Lighthouse's measure of how fast this machine was during the run: lower means busier */
  benchmarkIndex: number | null
  warnings: string[]
  /** Lighthouse's runtime error (e.g. NO_FCP): the run is left out of the median */
  error?: string
  /** with --explain: the tasks its Total Blocking Time counted, as the simulation placed them */
  blocking?: BlockingTime
}

export interface PageSummary {
  template: PageKind
  lang: string
  path: string
  url: string
  /** index into runs of the run reported as the median, null when every run failed */
  medianRun: number | null
  median: RunSummary | null
  /** spread over the successful runs, to judge how noisy the median is */
  spread: { performance: Range | null; lcp: Range | null; tbt: Range | null }
  /** `category/audit` → in how many runs it failed, to tell steady failures from flaky ones */
  failureCounts: Record<string, number>
  /** runs that produced a result (the denominator of failureCounts) */
  measuredRuns: number
  runs: RunSummary[]
  /** the median run's raw Lighthouse JSON, with --keep-reports */
  rawReport?: string
}

const metricAudits = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  fcp: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
} as const

// Informative, manual and not-applicable audits carry no pass/fail verdict.
const scoredModes = new Set(['binary', 'numeric', 'metricSavings'])

export function summarizeRun(lhr: Lhr): RunSummary {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score
      return [category, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  ) as Record<Category, number | null>
  return {
    scores,
    metrics: {
      lcp: numeric(metricAudits.lcp),
      tbt: numeric(metricAudits.tbt),
      fcp: numeric(metricAudits.fcp),
      cls: numeric(metricAudits.cls),
    },
    bytes: {
      script: resourceTransfer(lhr, 'script'),
      total: resourceTransfer(lhr, 'total'),
    },
    failures: auditFailures(lhr),
    consoleErrors: consoleErrors(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: [...lhr.runWarnings],
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  }
}

function resourceTransfer(lhr: Lhr, resourceType: string): number | null {
  const items = tableItems(lhr.audits['resource-summary']?.details)
  const row = items.find((item) => item.resourceType === resourceType)
  return typeof row?.transferSize === 'number' ? row.transferSize : null
}

/** A run that produced no Lighthouse result at all (the browser or the protocol failed). */
export function failedRun(error: string): RunSummary {
  return {
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    metrics: { lcp: null, tbt: null, fcp: null, cls: null },
    bytes: { script: null, total: null },
    failures: [],
    consoleErrors: [],
    benchmarkIndex: null,
    warnings: [],
    error,
  }
}

/** Every scored audit below 1 (or errored) in accessibility, best practices and SEO. */
export function auditFailures(lhr: Lhr): AuditFailure[] {
  const failures: AuditFailure[] = []
  for (const category of auditedCategories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit) continue
      const errored = audit.scoreDisplayMode === 'error'
      const failed =
        scoredModes.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1
      if (!errored && !failed) continue
      failures.push({
        category,
        id: audit.id,
        title: audit.title,
        score: errored ? null : audit.score,
        weight: ref.weight,
        details: errored
          ? [`audit error: ${audit.errorMessage ?? 'unknown'}`]
          : describeAudit(audit),
      })
    }
  }
  return failures
}

export function consoleErrors(lhr: Lhr): ConsoleError[] {
  return tableItems(lhr.audits['errors-in-console']?.details).map((item) => {
    const location = item.sourceLocation as { url?: string } | undefined
    return {
      source: String(item.source ?? ''),
      description: String(item.description ?? ''),
      ...(location?.url ? { url: location.url } : {}),
    }
  })
}

type Item = Record<string, unknown>
interface Heading {
  key: string | null
  valueType?: string
  subItemsHeading?: { key: string; valueType?: string }
}

function tableItems(details: unknown): Item[] {
  const items = (details as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? (items as Item[]) : []
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text

/** One readable line per item of an audit's details table, or its explanation when it has none. */
export function describeAudit(audit: LhrAudit): string[] {
  const details = audit.details as { headings?: Heading[] } | undefined
  const headings = (details?.headings ?? []).filter((heading) => heading.key !== null)
  const lines = tableItems(details).map((item) => {
    const parts = headings
      .map((heading) => formatValue(item[heading.key!], heading.valueType))
      .filter(Boolean)
    const sub = headings.find((heading) => heading.subItemsHeading)?.subItemsHeading
    const subItems = tableItems(item.subItems)
      .map((subItem) => formatValue(subItem[sub?.key ?? ''], sub?.valueType))
      .filter(Boolean)
    if (subItems.length > 0) parts.push(`[${subItems.join('; ')}]`)
    return clip(parts.join(' — '))
  })
  const lead = audit.explanation ?? (lines.length === 0 ? audit.displayValue : undefined)
  return [...(lead ? [clip(lead)] : []), ...lines.filter(Boolean)]
}

function formatValue(value: unknown, valueType?: string): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'number') {
    if (valueType === 'bytes') return `${Math.round(value / 1024)} KiB`
    if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`
    return String(value)
  }
  if (typeof value !== 'object') return String(value)
  const object = value as Record<string, unknown>
  switch (object.type) {
    case 'node': {
      // The selector and the element's text say where; axe's explanation says what is wrong
      // (the contrast ratio, the target size). The snippet only when there is no text.
      const explanation = String(object.explanation ?? '')
        .replace(/^Fix (any|all) of the following:/, '')
        .replace(/\s*\n\s*/g, ' ')
        .trim()
      const label = object.nodeLabel ? `"${clip(String(object.nodeLabel), 60)}"` : object.snippet
      const where = [object.selector, label].filter(Boolean).join(' ')
      return [where, explanation].filter(Boolean).join(': ')
    }
    case 'source-location':
      return object.urlProvider === 'network'
        ? String(object.url)
        : `${object.url}:${Number(object.line) + 1}:${Number(object.column) + 1}`
    case 'link':
      return `${object.text} (${object.url})`
    default:
      return 'value' in object ? formatValue(object.value, valueType) : ''
  }
}

/** Folds a page's runs into its summary; the median run supplies every reported number. */
export function summarizePage(
  page: { template: PageKind; lang: string; path: string; url: string },
  runs: RunSummary[],
): PageSummary {
  const ok = runs.filter((run) => !run.error)
  const medianRun = medianRunIndex(runs)
  const failureCounts: Record<string, number> = {}
  for (const run of ok) {
    for (const key of new Set(run.failures.map((failure) => `${failure.category}/${failure.id}`))) {
      failureCounts[key] = (failureCounts[key] ?? 0) + 1
    }
  }
  return {
    ...page,
    medianRun,
    median: medianRun === null ? null : runs[medianRun]!,
    spread: {
      performance: range(ok.map((run) => run.scores.performance)),
      lcp: range(ok.map((run) => run.metrics.lcp)),
      tbt: range(ok.map((run) => run.metrics.tbt)),
    },
    failureCounts,
    measuredRuns: ok.length,
    runs,
  }
}

export interface CpuSummary {
  /** Lighthouse's cpuSlowdownMultiplier in every run */
  cpuSlowdown: number
  /** `default`: Lighthouse's 4; `multiplier`: --cpu-slowdown; `benchmark-index`: from the indexes */
  setting: 'default' | 'multiplier' | 'benchmark-index'
  /** this machine's benchmark index, from a throwaway run before the others */
  hostIndex?: number
  /** the index asked for with --benchmark-index */
  targetIndex?: number
  /** the benchmark indexes the runs measured themselves */
  runIndexes: (Range & { median: number }) | null
}

/** What `npm run lighthouse` writes to reports/lighthouse-*.json. */
export interface Summary {
  generatedAt: string
  baseUrl: string
  /** fresh: a stack started for this measurement; external: a running site given with --url */
  stack: 'fresh' | 'external'
  /** the proxy the pages were measured through, if any */
  proxy?: string
  runsPerPage: number
  environment: {
    lighthouse: string
    formFactor: string
    throttling: string
    browser: string
    /** when the measured site build was made (fresh stack only) */
    siteBuild?: string
  }
  medianRule: string
  /** the CPU slowdown every run used, and how it was chosen */
  cpu?: CpuSummary
  /** why fewer runs than asked were measured */
  incomplete?: string
  pages: PageSummary[]
}
