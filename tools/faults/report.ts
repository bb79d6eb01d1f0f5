/** The fault run's results as markdown, for docs/reliability.md (shared/generated-docs.ts). */
import type { Expected } from './scenarios.ts'

/** What one visitor got for one page. */
export interface Visit {
  /** 0 when no answer came in time */
  status: number
  xCache?: string
  retryAfter?: string
  ms: number
  /** CMS attempts the proxy saw while this page was answered */
  attempts: number
  /** the most attempts one CMS request saw */
  mostPerRequest: number
}

export interface FaultRow {
  name: string
  expected: Expected
  cached: Visit
  cold: Visit
  /** from the fault's end until the cold page answered 200; undefined when it never did */
  recoveryMs: number | undefined
}

export interface KillRow {
  connections: number
  durationS: number
  requests: number
  statusCodes: Record<string, number>
  errors: number
  timeouts: number
  p99Ms: number
  maxMs: number
  /** what a cold page got while Directus was down */
  coldWhileDown: Pick<Visit, 'status' | 'retryAfter' | 'ms'>
  /** from the kill until Directus was set up again */
  restartMs: number
  /** from Directus being set up again until the cold page answered 200 */
  recoveryMs: number | undefined
}

/** Why a row is not what the scenario expects; empty when it is. */
export function deviations(row: FaultRow): string[] {
  const found: string[] = []
  const { expected, cached, cold } = row
  if (cached.status !== expected.cached)
    found.push(`cached page ${cached.status}, expected ${expected.cached}`)
  if (cold.status !== expected.cold)
    found.push(`cold page ${cold.status}, expected ${expected.cold}`)
  if (cold.status === 503 && cold.retryAfter === undefined)
    found.push('cold page 503 without Retry-After')
  const most = Math.max(cached.mostPerRequest, cold.mostPerRequest)
  if (most !== expected.attemptsPerRequest)
    found.push(`${most} attempts per CMS request, expected ${expected.attemptsPerRequest}`)
  if (row.recoveryMs === undefined) found.push('the cold page did not recover')
  return found
}

/** Deviations of a kill-under-load run: visitors must never see an error while the CMS is away. */
export function killDeviations(row: KillRow): string[] {
  const found: string[] = []
  const unexpected = Object.entries(row.statusCodes).filter(([code]) => code !== '200')
  if (unexpected.length)
    found.push(`statuses under load: ${unexpected.map(([c, n]) => `${n}× ${c}`).join(', ')}`)
  if (row.errors || row.timeouts) found.push(`${row.errors} errors, ${row.timeouts} timeouts`)
  if (row.coldWhileDown.status !== 503 || row.coldWhileDown.retryAfter === undefined)
    found.push(`cold page while down: ${row.coldWhileDown.status}, expected 503 with Retry-After`)
  if (row.recoveryMs === undefined) found.push('the cold page did not recover')
  return found
}

const seconds = (ms: number | undefined) =>
  ms === undefined ? 'never' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`

function visit(v: Visit) {
  if (v.status === 0) return `no answer (${seconds(v.ms)})`
  const extra = [v.xCache, v.retryAfter === undefined ? undefined : `Retry-After ${v.retryAfter}`]
    .filter(Boolean)
    .join(', ')
  return `${v.status}${extra ? ` ${extra}` : ''}, ${seconds(v.ms)}`
}

export function formatFaultTable(rows: FaultRow[]): string {
  const lines = [
    '| Fault (every CMS request) | Cached page | Cold page | CMS attempts (cached / cold; most per request) | Recovery | As expected |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of rows) {
    const off = deviations(row)
    lines.push(
      `| ${row.name} | ${visit(row.cached)} | ${visit(row.cold)} | ${row.cached.attempts} / ${row.cold.attempts}; ${Math.max(row.cached.mostPerRequest, row.cold.mostPerRequest)} | ${seconds(row.recoveryMs)} | ${off.length ? `no: ${off.join('; ')}` : 'yes'} |`,
    )
  }
  return lines.join('\n')
}

export function formatKillTable(row: KillRow): string {
  const statuses = Object.entries(row.statusCodes)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ')
  const off = killDeviations(row)
  return [
    '| Load | Requests | Statuses | Errors / timeouts | p99 / max | Cold page while down | Directus back after | Cold page 200 after | As expected |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${row.connections} connections, ${row.durationS} s | ${row.requests} | ${statuses} | ${row.errors} / ${row.timeouts} | ${seconds(row.p99Ms)} / ${seconds(row.maxMs)} | ${visit({ ...row.coldWhileDown, attempts: 0, mostPerRequest: 0 })} | ${seconds(row.restartMs)} | ${seconds(row.recoveryMs)} | ${off.length ? `no: ${off.join('; ')}` : 'yes'} |`,
  ].join('\n')
}
