import { describe, expect, it } from 'vitest'
import type { Answer } from './crawler.ts'
import { crawlDeviations, formatReport, quantile, summarise, summariseVisitor } from './report.ts'

function answer(url: string, kind: Answer['kind'], status: number, extra: Partial<Answer> = {}) {
  return { url, kind, status, ms: 10, attempt: 1, ...extra } satisfies Answer
}

describe('the crawl report', () => {
  const answers = [
    answer('/fr', 'page', 200),
    answer('/fr/a', 'page', 200),
    answer('/media/1', 'picture', 503, { retryAfter: '5', ms: 2 }),
    answer('/media/1', 'picture', 200, { attempt: 2, xCache: 'MISS', ms: 900 }),
    answer('/media/2', 'picture', 200, { xCache: 'HIT', ms: 3 }),
    answer('/media/3', 'picture', 503, { ms: 1 }),
  ]
  const last = new Map(answers.map((a) => [a.url, a]))
  const kinds = summarise({ answers, last, seconds: 12, stoppedBy: 'done' })

  it('counts statuses per kind, 503s with and without Retry-After, and the last answer per URL', () => {
    const pictures = kinds.find((kind) => kind.kind === 'picture')!
    expect(pictures).toMatchObject({
      urls: 3,
      answers: 4,
      statuses: { '200': 2, '503': 2 },
      finalStatuses: { '200': 2, '503': 1 },
      with503RetryAfter: 1,
      without503RetryAfter: 1,
      xCache: { MISS: 1, HIT: 1 },
    })
    expect(kinds.find((kind) => kind.kind === 'page')).toMatchObject({ urls: 2, answers: 2 })
  })

  it('says what is off: a 503 without Retry-After, a page 503, a visitor 503', () => {
    const visitor = summariseVisitor([
      { status: 200, ms: 5 },
      { status: 503, ms: 7 },
    ])
    const report = {
      label: 'fresh',
      connections: 100,
      seconds: 12,
      stoppedBy: 'done' as const,
      kinds,
      visitor,
    }
    expect(crawlDeviations(report)).toEqual([
      'fresh: 1 picture answers were 503 without Retry-After',
      "fresh: the visitor's page answered 503 1 times",
    ])
    const pageDown = summarise({
      answers: [answer('/fr', 'page', 503, { retryAfter: '30' })],
      last: new Map(),
      seconds: 1,
      stoppedBy: 'done',
    })
    expect(crawlDeviations({ ...report, kinds: pageDown, visitor: summariseVisitor([]) })).toEqual([
      'fresh: 1 page answers were 503',
    ])
    expect(formatReport([report])).toContain('| fresh | picture | 3 | 200 × 2, 503 × 2 | 1 / 1 |')
  })

  it('takes quantiles by nearest rank', () => {
    expect(quantile([], 0.5)).toBe(0)
    expect(quantile([5, 1, 3], 0.5)).toBe(3)
    expect(
      quantile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        0.99,
      ),
    ).toBe(99)
  })
})
