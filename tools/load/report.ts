/** The load run's results as a markdown table, and what makes a run fail. */
import type { Kind, Target } from './mix.ts'
import type { RssVerdict } from './rss.ts'

export interface LoadRow {
  label: string
  connections: number
  durationS: number
  requests: number
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** socket errors, timeouts included */
  errors: number
  timeouts: number
  status5xx: number
  /** answers whose status was not the one their URL had when it was found */
  unexpected: Record<string, number>
  rss: RssVerdict
  samples: number[]
  loadAverage1m: number
}

/** Why a run failed; empty when it held. */
export function loadDeviations(row: LoadRow): string[] {
  const found: string[] = []
  if (row.errors) found.push(`${row.errors} socket errors (${row.timeouts} of them timeouts)`)
  if (row.status5xx) found.push(`${row.status5xx} answers 5xx`)
  const unexpected = Object.entries(row.unexpected)
  if (unexpected.length) found.push(unexpected.map(([what, n]) => `${n}× ${what}`).join(', '))
  if (row.rss.flat === false)
    found.push(
      `RSS grew from ${row.rss.warmMb.toFixed(0)} to ${row.rss.lastMb.toFixed(0)} MB after warm-up`,
    )
  return found
}

const mb = (n: number) => `${n.toFixed(0)} MB`

export function formatLoadTable(
  rows: LoadRow[],
  targets: readonly Target[],
  share: Record<Kind, number>,
): string {
  const mix = (Object.entries(share) as [Kind, number][])
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${(n * 100).toFixed(0)} %`)
    .join(', ')
  const lines = [
    `Mix: ${targets.length} distinct URLs in five languages (${mix} of the requests).`,
    '',
    '| Run | Requests | req/s | p50 / p99 / max | Errors / timeouts | 5xx | Other unexpected statuses | RSS start / peak / end | RSS after warm-up / at the end (medians) | Flat | Load average (1 min) | Held |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of rows) {
    const off = loadDeviations(row)
    const unexpected = Object.values(row.unexpected).reduce((sum, n) => sum + n, 0)
    lines.push(
      `| ${row.label}, ${row.connections} connections, ${row.durationS} s | ${row.requests} | ${row.reqPerSec.toFixed(0)} | ${row.p50Ms} / ${row.p99Ms} / ${row.maxMs} ms | ${row.errors} / ${row.timeouts} | ${row.status5xx} | ${unexpected} | ${mb(row.rss.startMb)} / ${mb(row.rss.peakMb)} / ${mb(row.rss.endMb)} | ${mb(row.rss.warmMb)} / ${mb(row.rss.lastMb)} | ${row.rss.flat === undefined ? 'not judged (run too short)' : row.rss.flat ? 'yes' : 'no'} | ${row.loadAverage1m.toFixed(1)} | ${off.length ? `no: ${off.join('; ')}` : 'yes'} |`,
    )
  }
  return lines.join('\n')
}
