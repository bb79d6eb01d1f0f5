import { describe, expect, it } from 'vitest'
import { readRssMb, rssVerdict } from './rss.ts'

const ramp = (from: number, step: number, n: number) =>
  Array.from({ length: n }, (_, i) => from + step * i)

describe('rssVerdict', () => {
  it('calls memory flat when it settles after warm-up, whatever the warm-up did', () => {
    const samples = [
      ...ramp(100, 10, 15),
      ...Array.from({ length: 45 }, (_, i) => 250 + (i % 3) * 5),
    ]
    expect(rssVerdict(samples)).toMatchObject({
      startMb: 100,
      peakMb: 260,
      endMb: 260,
      warmMb: 255,
      lastMb: 255,
      flat: true,
    })
  })

  it('calls a steady climb after warm-up growth', () => {
    const verdict = rssVerdict(ramp(200, 1, 60))
    expect(verdict.flat).toBe(false)
    expect(verdict.lastMb - verdict.warmMb).toBe(35)
  })

  it('lets a large process move by 10 % before calling it growth', () => {
    const samples = [
      ...Array.from({ length: 30 }, () => 500),
      ...Array.from({ length: 30 }, () => 545),
    ]
    expect(rssVerdict(samples).flat).toBe(true)
  })

  it('reports but does not judge a run too short to have a warm window and a last one', () => {
    expect(rssVerdict(ramp(100, 10, 20))).toMatchObject({
      startMb: 100,
      peakMb: 290,
      flat: undefined,
    })
  })
})

describe('readRssMb', () => {
  it('reads the resident memory of a running process, and nothing for one that is gone', () => {
    expect(readRssMb(process.pid)).toBeGreaterThan(10)
    expect(readRssMb(2 ** 22 + 1)).toBeUndefined()
  })
})
