import type { Answer, CrawlResult, VisitorSample } from './crawler.ts'
import type { Kind } from './links.ts'

export interface KindSummary {
  kind: Kind
  urls: number
  answers: number
  /** every answer's status, `error` for none */
  statuses: Record<string, number>
  /** the last answer of each URL */
  finalStatuses: Record<string, number>
  with503RetryAfter: number
  without503RetryAfter: number
  /** X-Cache of the 200 answers */
  xCache: Record<string, number>
  p50: number
  p99: number
}

export interface VisitorSummary {
  samples: number
  statuses: Record<string, number>
  p50: number
  p99: number
  max: number
}

/** The value below which a share `q` of `values` lies (nearest rank); 0 for none. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

function count(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

const statusOf = (answer: Pick<Answer, 'status'>) =>
  answer.status === 0 ? 'error' : String(answer.status)

export function summarise(result: CrawlResult): KindSummary[] {
  const kinds: Kind[] = ['page', 'picture', 'file']
  return kinds.map((kind) => {
    const answers = result.answers.filter((answer) => answer.kind === kind)
    const finals = [...result.last.values()].filter((answer) => answer.kind === kind)
    const unavailable = answers.filter((answer) => answer.status === 503)
    return {
      kind,
      urls: finals.length,
      answers: answers.length,
      statuses: count(answers.map(statusOf)),
      finalStatuses: count(finals.map(statusOf)),
      with503RetryAfter: unavailable.filter((answer) => answer.retryAfter).length,
      without503RetryAfter: unavailable.filter((answer) => !answer.retryAfter).length,
      xCache: count(
        answers.filter((answer) => answer.status === 200).map((a) => a.xCache ?? '(none)'),
      ),
      p50: quantile(
        answers.map((answer) => answer.ms),
        0.5,
      ),
      p99: quantile(
        answers.map((answer) => answer.ms),
        0.99,
      ),
    }
  })
}

export function summariseVisitor(samples: VisitorSample[]): VisitorSummary {
  const times = samples.map((sample) => sample.ms)
  return {
    samples: samples.length,
    statuses: count(samples.map(statusOf)),
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: Math.max(0, ...times),
  }
}

/** `200 × 12, 503 × 3`, most frequent first; `-` for none. */
export function formatCounts(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  return entries.length ? entries.map(([key, n]) => `${key} × ${n}`).join(', ') : '-'
}

const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`

function table(header: string[], rows: string[][]): string {
  const lines = [header, header.map(() => '---'), ...rows]
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

export interface CrawlReport {
  label: string
  connections: number
  seconds: number
  stoppedBy: CrawlResult['stoppedBy']
  kinds: KindSummary[]
  visitor: VisitorSummary
}

/** The report's tables: one row per kind of URL, then the visitor's cached page. */
export function formatReport(reports: CrawlReport[]): string {
  const kindRows = reports.flatMap((report) =>
    report.kinds
      .filter((kind) => kind.answers > 0)
      .map((kind) => [
        report.label,
        kind.kind,
        String(kind.urls),
        formatCounts(kind.statuses),
        `${kind.with503RetryAfter} / ${kind.without503RetryAfter}`,
        formatCounts(kind.finalStatuses),
        formatCounts(kind.xCache),
        `${ms(kind.p50)} / ${ms(kind.p99)}`,
      ]),
  )
  const visitorRows = reports.map((report) => [
    report.label,
    `${report.seconds.toFixed(0)} s, ${report.connections} connections, ${report.stoppedBy === 'done' ? 'every URL found' : `stopped by the ${report.stoppedBy} bound`}`,
    String(report.visitor.samples),
    formatCounts(report.visitor.statuses),
    `${ms(report.visitor.p50)} / ${ms(report.visitor.p99)} / ${ms(report.visitor.max)}`,
  ])
  return [
    table(
      [
        'Crawl',
        'Kind',
        'URLs',
        'Answers (retries included)',
        '503 with / without Retry-After',
        'Last answer per URL',
        'X-Cache of the 200s',
        'p50 / p99',
      ],
      kindRows,
    ),
    '',
    table(
      ['Crawl', 'Run', "Visitor's samples", 'Statuses', 'Cached page p50 / p99 / max'],
      visitorRows,
    ),
  ].join('\n')
}

/** What the crawl must show: no page ever 503, and no 503 without Retry-After. */
export function crawlDeviations(report: CrawlReport): string[] {
  const deviations: string[] = []
  for (const kind of report.kinds) {
    const pages503 = kind.statuses['503'] ?? 0
    if (kind.kind === 'page' && pages503 > 0) {
      deviations.push(`${report.label}: ${pages503} page answers were 503`)
    }
    if (kind.without503RetryAfter > 0) {
      deviations.push(
        `${report.label}: ${kind.without503RetryAfter} ${kind.kind} answers were 503 without Retry-After`,
      )
    }
    const errors = kind.statuses.error ?? 0
    if (errors > 0)
      deviations.push(`${report.label}: ${errors} ${kind.kind} requests got no answer`)
  }
  const visitor503 = report.visitor.statuses['503'] ?? 0
  if (visitor503 > 0)
    deviations.push(`${report.label}: the visitor's page answered 503 ${visitor503} times`)
  return deviations
}
