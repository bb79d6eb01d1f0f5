import { describe, expect, it } from 'vitest'
import { lhrFixture } from './fixture.ts'
import { failedRun, summarizePage, summarizeRun } from './summary.ts'

describe('summarizeRun', () => {
  const run = summarizeRun(lhrFixture())

  it('reads the scores as 0–100, the metrics and the transfer sizes', () => {
    expect(run.scores).toEqual({
      performance: 95,
      accessibility: 96,
      'best-practices': 92,
      seo: 92,
    })
    expect(run.metrics).toEqual({ lcp: 1743.4, tbt: 74.5, fcp: 1200, cls: 0.0123 })
    expect(run.bytes).toEqual({ script: 239409, total: 309148 })
    expect(run.benchmarkIndex).toBe(2397.5)
  })

  it('lists the failed and errored audits, not the passed, manual or not-applicable ones', () => {
    expect(run.failures.map(({ category, id, weight }) => `${category}/${id}/${weight}`)).toEqual([
      'accessibility/color-contrast/7',
      'best-practices/errors-in-console/1',
      'best-practices/inspector-issues/0',
      'seo/meta-description/1',
      'seo/hreflang/1',
    ])
  })

  it('describes each failing item on one line', () => {
    const details = Object.fromEntries(run.failures.map((f) => [f.id, f.details]))
    expect(details['color-contrast']).toEqual([
      'footer > p.muted <p class="muted">: Element has insufficient color contrast of 3.9',
      'nav > a.link "Dealers": Element has insufficient color contrast',
    ])
    expect(details['errors-in-console']).toEqual([
      'http://127.0.0.1:3271/favicon.ico — Failed to load resource: the server responded with a status of 404 (Not Found)',
    ])
    expect(details['inspector-issues']).toEqual([
      'Content security policy — [http://127.0.0.1:3271/x.js]',
    ])
    expect(details['meta-description']).toEqual([])
    expect(details.hreflang).toEqual(['audit error: boom'])
  })

  it('lists the console errors', () => {
    expect(run.consoleErrors).toEqual([
      {
        source: 'network',
        description:
          'Failed to load resource: the server responded with a status of 404 (Not Found)',
        url: 'http://127.0.0.1:3271/favicon.ico',
      },
    ])
  })

  it('keeps the runtime error of a run that failed', () => {
    const broken = { ...lhrFixture(), runtimeError: { code: 'NO_FCP', message: 'No paint' } }
    expect(summarizeRun(broken).error).toBe('NO_FCP: No paint')
  })
})

describe('summarizePage', () => {
  const page = { template: 'home' as const, lang: 'en', path: '/en', url: 'http://x/en' }

  it('reports the median run and counts in how many runs each audit failed', () => {
    const runs = [
      summarizeRun(lhrFixture({ performance: 0.9, consoleErrors: false })),
      summarizeRun(lhrFixture({ performance: 0.97 })),
      failedRun('NO_NAVSTART'),
      summarizeRun(lhrFixture({ performance: 0.94, lcp: 2500 })),
    ]
    const summary = summarizePage(page, runs)
    expect(summary.medianRun).toBe(3)
    expect(summary.median?.metrics.lcp).toBe(2500)
    expect(summary.measuredRuns).toBe(3)
    expect(summary.spread.performance).toEqual({ min: 90, max: 97 })
    expect(summary.failureCounts['best-practices/errors-in-console']).toBe(2)
    expect(summary.failureCounts['seo/meta-description']).toBe(3)
  })

  it('has no median when every run failed', () => {
    const summary = summarizePage(page, [failedRun('Chrome did not start')])
    expect(summary.medianRun).toBeNull()
    expect(summary.median).toBeNull()
  })
})
