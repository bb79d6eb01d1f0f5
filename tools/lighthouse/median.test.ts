import { describe, expect, it } from 'vitest'
import { medianRunIndex, range, type MedianCandidate } from './median.ts'

const run = (
  performance: number | null,
  lcp = 2000,
  tbt = 50,
  error?: string,
): MedianCandidate => ({
  scores: { performance },
  metrics: { lcp, tbt },
  ...(error ? { error } : {}),
})

describe('medianRunIndex', () => {
  it('picks the run with the median performance score', () => {
    expect(medianRunIndex([run(97), run(90), run(95), run(99), run(93)])).toBe(2)
  })

  it('breaks ties on the score by the slower LCP, then the higher TBT', () => {
    expect(medianRunIndex([run(95, 1800), run(95, 2400), run(95, 2000)])).toBe(2)
    expect(medianRunIndex([run(95, 2000, 40), run(95, 2000, 90), run(95, 2000, 60)])).toBe(2)
  })

  it('takes the lower middle run of an even count', () => {
    expect(medianRunIndex([run(99), run(90), run(95), run(97)])).toBe(2)
  })

  it('leaves out runs that failed', () => {
    expect(medianRunIndex([run(null, 0, 0, 'NO_FCP'), run(80), run(90), run(70)])).toBe(1)
    expect(medianRunIndex([run(50, 0, 0, 'NO_NAVSTART'), run(null)])).toBeNull()
  })
})

describe('range', () => {
  it('gives the lowest and highest value, ignoring missing ones', () => {
    expect(range([3, null, 1, 2])).toEqual({ min: 1, max: 3 })
    expect(range([null])).toBeNull()
  })
})
