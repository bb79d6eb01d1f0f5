import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor, effectiveIndex } from './throttling.ts'

describe('cpuSlowdownFor', () => {
  it('scales Lighthouse’s 4x by host index over target index', () => {
    expect(cpuSlowdownFor(1300, 1300)).toBe(4)
    expect(cpuSlowdownFor(2600, 1300)).toBe(8)
    expect(cpuSlowdownFor(2000, 1300)).toBe(6.15)
    // a host slower than the target: less slowdown than Lighthouse's default
    expect(cpuSlowdownFor(650, 1300)).toBe(2)
  })

  it('refuses indexes that are not positive', () => {
    expect(() => cpuSlowdownFor(0, 1300)).toThrow(/positive/)
    expect(() => cpuSlowdownFor(2000, Number.NaN)).toThrow(/positive/)
  })
})

describe('effectiveIndex', () => {
  it('is the index a run stood for, given its own index and the multiplier it ran with', () => {
    expect(effectiveIndex(2600, 8)).toBe(1300)
    expect(effectiveIndex(2000, 4)).toBe(2000)
    // the machine sped up after the host index was measured: the run stood for a faster host
    expect(effectiveIndex(2400, cpuSlowdownFor(2000, 1300))).toBe(1561)
  })
})
