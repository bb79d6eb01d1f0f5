import { describe, expect, it } from 'vitest'
import { floodKinds, floodUrl, floodUrls, latencyOf, quantile, seeded, verdict } from './plan.ts'

describe('floodUrls', () => {
  it('sends every kind in turn, each URL one nobody asked for before', () => {
    const next = floodUrls(7)
    const sent = Array.from({ length: floodKinds.length * 100 }, next)
    expect(new Set(sent.slice(0, floodKinds.length).map(({ kind }) => kind))).toEqual(
      new Set(floodKinds),
    )
    expect(new Set(sent.map(({ url }) => url)).size).toBe(sent.length)
  })

  it('repeats a run from its seed', () => {
    const a = floodUrls(42)
    const b = floodUrls(42)
    for (let i = 0; i < 50; i++) expect(a()).toEqual(b())
  })

  it('makes each kind as its name says', () => {
    const random = seeded(1)
    for (let i = 0; i < 20; i++) {
      expect(floodUrl('encoded-path', random)).toMatch(/^\/[a-z]{2}\/[^/]*%[0-9a-f]{2}/)
      expect(floodUrl('doubled-slash', random)).toMatch(/^\/[a-z]{2}\/\/+/)
      expect(floodUrl('routes-document', random)).toMatch(/^\/[a-z]{2}\/[a-z]+\?_routes=/)
      expect(floodUrl('routes-data', random)).toMatch(/\.data\?_routes=root,/)
      expect(floodUrl('slug', random)).toMatch(/^\/[a-z]{2}\/blog\/[0-9a-z]{16}$/)
      const measures = new URL(floodUrl('configurator', random), 'http://x').searchParams
      expect(Number(measures.get('length'))).toBeLessThanOrEqual(1000)
    }
  })
})

describe('the figures', () => {
  it('reads quantiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(quantile(values, 0.5)).toBe(50)
    expect(quantile(values, 0.99)).toBe(99)
    expect(quantile([], 0.99)).toBe(0)
    expect(latencyOf([3, 1, 2])).toEqual({ requests: 3, p50: 2, p99: 3, max: 3 })
  })

  it('holds the targets only when both held', () => {
    const fast = { requests: 10, p50: 2, p99: 9, max: 30 }
    const slow = { ...fast, p99: 25 }
    const bound = { p99Ms: 20, pageCacheMb: 128 }
    expect(verdict(fast, { startMb: 200, peakMb: 300 }, bound)).toEqual({
      latencyHeld: true,
      memoryHeld: true,
    })
    expect(verdict(slow, { startMb: 200, peakMb: 400 }, bound)).toEqual({
      latencyHeld: false,
      memoryHeld: false,
    })
    expect(verdict({ ...fast, requests: 0 }, { startMb: 1, peakMb: 1 }, bound).latencyHeld).toBe(
      false,
    )
  })
})
