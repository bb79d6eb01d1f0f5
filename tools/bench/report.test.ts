import { describe, expect, it } from 'vitest'
import type { LoadSummary } from '../shared/load-generator.ts'
import {
  evaluateTargets,
  formatLoadTable,
  formatRatio,
  formatTable,
  loadNotes,
  rateAgainstBaseline,
} from './report.ts'

function run(scenario: string, connections: number, reqPerSec: number, p99: number): LoadSummary {
  return {
    scenario,
    connections,
    durationS: 10,
    paths: ['/en'],
    requests: reqPerSec * 10,
    reqPerSec,
    latencyMs: { mean: p99 / 2, p50: p99 / 2, p90: p99, p99, max: p99 },
    non2xx: 0,
    statusCodes: { 200: reqPerSec * 10 },
    errors: 0,
    timeouts: 0,
    xCache: { HIT: reqPerSec * 10 },
    loadAverage1m: 1,
  }
}

describe('rateAgainstBaseline', () => {
  it('divides by the baseline at the same connection count', () => {
    const rated = rateAgainstBaseline([
      run('baseline', 20, 4000, 10),
      run('baseline', 100, 5000, 40),
      run('page-cache-hit', 20, 3000, 12),
      run('page-cache-hit', 100, 4500, 50),
    ])
    expect(rated[2]).toMatchObject({ reqPerSecRatio: 0.75, p99Ratio: 1.2 })
    expect(rated[3]).toMatchObject({ reqPerSecRatio: 0.9, p99Ratio: 1.25 })
  })

  it('leaves the ratio out when no baseline ran at that count', () => {
    const [rated] = rateAgainstBaseline([run('cold', 50, 10, 900)])
    expect(rated!.reqPerSecRatio).toBeUndefined()
  })
})

describe('formatRatio', () => {
  it.each([
    [1.234, '1.23x'],
    [0.8, '0.80x'],
    [0.1, '0.10x'],
    [0.04, '1/25'],
    [1 / 83, '1/83'],
    [0, '0x'],
    [undefined, '-'],
    [Infinity, '-'],
  ])('%s reads %s', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text)
  })
})

describe('formatTable', () => {
  it('left-aligns the first and last columns and right-aligns the others', () => {
    expect(
      formatTable(
        ['name', 'n', 'note'],
        [
          ['a', '1', 'x'],
          ['long', '100', 'yy'],
        ],
      ),
    ).toBe(['name    n  note', '----  ---  ----', 'a       1  x', 'long  100  yy'].join('\n'))
  })
})

describe('formatLoadTable', () => {
  it('shows the baseline as 1.00x and every other run relative to it', () => {
    const table = formatLoadTable(
      rateAgainstBaseline([run('baseline', 100, 5000, 40), run('data-cached', 100, 125, 800)]),
    )
    const [header, , base, data] = table.split('\n')
    expect(header).toMatch(/^scenario\s+conns\s+req\/s\s+p50 ms\s+p99 ms/)
    expect(base).toMatch(
      /^baseline\s+100\s+5000\s+20\.0\s+40\.0\s+0\s+0\/0\s+1\.00x\s+1\.00x\s+HIT 50000$/,
    )
    expect(data).toMatch(
      /^data-cached\s+100\s+125\s+400\s+800\s+0\s+0\/0\s+1\/40\s+20\.00x\s+HIT 1250$/,
    )
  })

  it('shows no latency or ratio for a run without a single response', () => {
    const silent = { ...run('cold', 100, 0, 0), requests: 0, xCache: {} }
    const row = formatLoadTable(rateAgainstBaseline([run('baseline', 100, 5000, 40), silent]))
      .split('\n')
      .at(-1)
    expect(row).toMatch(/^cold\s+100\s+0\.00\s+-\s+-\s+0\s+0\/0\s+-\s+-\s+-$/)
  })
})

describe('evaluateTargets', () => {
  it('judges the page-cache hit at 100 connections and the data-cached render against 1/12', () => {
    const targets = evaluateTargets(
      rateAgainstBaseline([
        run('baseline', 20, 4000, 10),
        run('page-cache-hit', 20, 1000, 100),
        run('baseline', 100, 5000, 40),
        run('page-cache-hit', 100, 4500, 50),
        run('data-cached', 100, 450, 900),
      ]),
    )
    expect(targets[0]).toMatchObject({ met: true, actual: '0.90x req/s, 1.25x p99' })
    expect(targets[1]).toMatchObject({ met: true, actual: '1/11' })
    expect(targets.slice(2).every((t) => t.met === undefined)).toBe(true)
  })
})

describe('loadNotes', () => {
  it('flags renders in the hit scenario and hits with the page cache off', () => {
    const notes = loadNotes([
      { ...run('page-cache-hit', 20, 100, 10), xCache: { HIT: 500, MISS: 500 } },
      { ...run('data-cached', 20, 100, 10), xCache: { HIT: 3, BYPASS: 997 } },
    ])
    expect(notes).toEqual([
      'page-cache-hit at 20 connections: only 500 of 1000 responses were X-Cache: HIT (HIT 500, MISS 500)',
      'data-cached at 20 connections: 3 X-Cache: HIT responses although PAGE_CACHE=off',
    ])
  })

  it('says when no response carried X-Cache, and when a run was too short', () => {
    const notes = loadNotes([
      run('baseline', 100, 5000, 40),
      { ...run('cold', 100, 0, 0), requests: 3, xCache: { '(none)': 3 } },
    ])
    expect(notes).toEqual([
      'cold at 100 connections: 3 responses in 10 s, fewer than one per connection; its figures mean little (a longer --duration helps)',
      'no response carried X-Cache, so the page cache could not be confirmed',
    ])
  })
})
