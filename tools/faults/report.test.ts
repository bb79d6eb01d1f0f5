import { describe, expect, it } from 'vitest'
import {
  deviations,
  formatFaultTable,
  formatKillTable,
  killDeviations,
  type FaultRow,
  type KillRow,
} from './report.ts'

const row = (patch: Partial<FaultRow> = {}): FaultRow => ({
  name: '503',
  expected: { cached: 200, cold: 503, attemptsPerRequest: 2 },
  cached: { status: 200, xCache: 'FALLBACK', ms: 41, attempts: 12, mostPerRequest: 2 },
  cold: { status: 503, retryAfter: '30', ms: 1_250, attempts: 8, mostPerRequest: 2 },
  recoveryMs: 180,
  ...patch,
})

const kill = (patch: Partial<KillRow> = {}): KillRow => ({
  connections: 20,
  durationS: 30,
  requests: 9000,
  statusCodes: { '200': 9000 },
  errors: 0,
  timeouts: 0,
  p99Ms: 120,
  maxMs: 900,
  coldWhileDown: { status: 503, retryAfter: '30', ms: 12 },
  restartMs: 14_000,
  recoveryMs: 300,
  ...patch,
})

describe('deviations', () => {
  it('finds nothing in a row that is what its scenario expects', () => {
    expect(deviations(row())).toEqual([])
  })

  it('names every way a row differs from its scenario', () => {
    expect(
      deviations(
        row({
          cached: { status: 500, ms: 5, attempts: 1, mostPerRequest: 1 },
          cold: { status: 503, ms: 5, attempts: 1, mostPerRequest: 1 },
          recoveryMs: undefined,
        }),
      ),
    ).toEqual([
      'cached page 500, expected 200',
      'cold page 503 without Retry-After',
      '1 attempts per CMS request, expected 2',
      'the cold page did not recover',
    ])
  })

  it('holds a kill under load to no error at all, and a 503 with Retry-After for a cold page', () => {
    expect(killDeviations(kill())).toEqual([])
    expect(
      killDeviations(
        kill({
          statusCodes: { '200': 10, '503': 2 },
          errors: 1,
          coldWhileDown: { status: 500, ms: 3 },
        }),
      ),
    ).toEqual([
      'statuses under load: 2× 503',
      '1 errors, 0 timeouts',
      'cold page while down: 500, expected 503 with Retry-After',
    ])
  })
})

describe('tables', () => {
  it('writes one line per fault with what each visitor got and whether it was expected', () => {
    const table = formatFaultTable([
      row(),
      row({ name: 'hang', cold: { status: 0, ms: 30_000, attempts: 1, mostPerRequest: 1 } }),
    ]).split('\n')
    expect(table).toHaveLength(4)
    expect(table[2]).toBe(
      '| 503 | 200 FALLBACK, 41 ms | 503 Retry-After 30, 1.3 s | 12 / 8; 2 | 180 ms | yes |',
    )
    expect(table[3]).toContain('| no answer (30.0 s) |')
    expect(table[3]).toContain('no: cold page 0, expected 503')
  })

  it('writes the kill under load as one line', () => {
    const table = formatKillTable(kill()).split('\n')
    expect(table[2]).toBe(
      '| 20 connections, 30 s | 9000 | 9000 × 200 | 0 / 0 | 120 ms / 900 ms | 503 Retry-After 30, 12 ms | 14.0 s | 300 ms | yes |',
    )
  })
})
