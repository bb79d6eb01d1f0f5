import { describe, expect, it } from 'vitest'
import type { CdnReport } from './measure.ts'
import { deviations, formatReport } from './report.ts'

const report = (overrides: Partial<CdnReport> = {}): CdnReport => ({
  visits: 100,
  urls: { nl: ['/nl'], en: ['/en'], fr: ['/fr'], de: ['/de'], es: ['/es'] },
  warmUp: { requests: 10, reachedSite: 10, notShared: [] },
  simulation: {
    requests: 1000,
    rootRequests: 4,
    byKind: {
      first: { visits: 50, requests: 500 },
      returning: { visits: 48, requests: 480 },
      negotiated: { visits: 2, requests: 8 },
      editor: { visits: 1, requests: 4 },
    },
    cacheStatus: { HIT: 980, STALE: 12, MISS: 4, BYPASS: 4 },
    violations: 0,
    examples: [],
    durationMs: 60_000,
  },
  siteCounts: { 'GET /': 4, 'GET /en': 12 },
  reachedSite: 9,
  share: 0.009,
  languagePageShare: 12 / 992,
  refreshes: 5,
  refreshesPerMinute: 12,
  copies: 10,
  missShare: 0.004,
  ...overrides,
})

describe('the CDN report', () => {
  it('holds when every answer passed and under 1 % reached the site, refreshes given apart', () => {
    expect(deviations(report())).toEqual([])
    const text = formatReport(report())
    expect(text).toContain('| reached the site | 9 (0.90 %, goal under 1.00 %) |')
    expect(text).toContain('| the rest: misses, `/` and previews | 4 (0.40 %) |')
  })

  it('names violations, a miss share at the goal and pages no cache may keep', () => {
    const off = report({
      share: 0.01,
      warmUp: { requests: 10, reachedSite: 10, notShared: ['/en/quote: no-store'] },
      simulation: { ...report().simulation, violations: 2, examples: ['visit 3 (first) /en: x'] },
    })
    expect(deviations(off)).toEqual([
      '2 answers broke isolation or language',
      '1.00 % of requests reached the site',
      'pages no shared cache may keep: /en/quote: no-store',
    ])
    expect(formatReport(off)).toContain('- visit 3 (first) /en: x')
  })
})
