import type { Result } from 'autocannon'
import { describe, expect, it } from 'vitest'
import { combineRounds, countHeader, summarizeLoad, type LoadSummary } from './load-generator.ts'

describe('countHeader', () => {
  it('counts values whatever the header casing, and its absence', () => {
    const counts: Record<string, number> = {}
    countHeader(counts, { 'X-Cache': 'HIT' }, 'x-cache')
    countHeader(counts, { 'x-cache': 'HIT' }, 'x-cache')
    countHeader(counts, { 'content-type': 'text/html' }, 'x-cache')
    expect(counts).toEqual({ HIT: 2, '(none)': 1 })
  })
})

describe('summarizeLoad', () => {
  it('keeps the figures the report needs from an autocannon result', () => {
    const histogram = {
      average: 5,
      mean: 5,
      stddev: 1,
      min: 1,
      max: 30,
      total: 100,
      p50: 4,
      p90: 9,
      p99: 20,
    }
    const result: Result = {
      url: 'http://127.0.0.1:3261',
      duration: 10.02,
      connections: 20,
      requests: { ...histogram, average: 3210.5, total: 32105 },
      latency: histogram,
      throughput: histogram,
      errors: 2,
      timeouts: 1,
      mismatches: 0,
      non2xx: 5,
      '5xx': 5,
      statusCodeStats: { 200: { count: 32100 }, 503: { count: 5 } },
    }
    const options = {
      scenario: 'page-cache-hit',
      url: result.url,
      paths: ['/en'],
      connections: 20,
      durationS: 10,
    }
    expect(summarizeLoad(options, result, { HIT: 32105 }, 1.5)).toEqual({
      scenario: 'page-cache-hit',
      connections: 20,
      durationS: 10.02,
      paths: ['/en'],
      requests: 32105,
      reqPerSec: 3210.5,
      latencyMs: { mean: 5, p50: 4, p90: 9, p99: 20, max: 30 },
      non2xx: 5,
      statusCodes: { 200: 32100, 503: 5 },
      errors: 2,
      timeouts: 1,
      xCache: { HIT: 32105 },
      loadAverage1m: 1.5,
    })
  })
})

describe('combineRounds', () => {
  const round = (reqPerSec: number, p99: number, xCache: Record<string, number>): LoadSummary => ({
    scenario: 'baseline',
    connections: 100,
    durationS: 10,
    paths: ['/en'],
    requests: reqPerSec * 10,
    reqPerSec,
    latencyMs: { mean: p99 / 4, p50: p99 / 4, p90: p99 / 2, p99, max: p99 * 2 },
    non2xx: 1,
    statusCodes: { 200: reqPerSec * 10 - 1, 500: 1 },
    errors: 0,
    timeouts: 0,
    xCache,
    loadAverage1m: reqPerSec / 1000,
  })

  it('takes medians of rates and latencies and sums the counts', () => {
    const combined = combineRounds([
      round(4000, 40, { HIT: 40000 }),
      round(1000, 400, { HIT: 10000 }),
      round(5000, 30, { HIT: 49999, MISS: 1 }),
    ])
    expect(combined).toMatchObject({
      durationS: 30,
      requests: 100000,
      reqPerSec: 4000,
      latencyMs: { p50: 10, p99: 40, max: 800 },
      non2xx: 3,
      statusCodes: { 200: 99997, 500: 3 },
      xCache: { HIT: 99999, MISS: 1 },
      loadAverage1m: 5,
    })
  })

  it('returns a single round as it is', () => {
    const only = round(4000, 40, {})
    expect(combineRounds([only])).toBe(only)
  })
})
