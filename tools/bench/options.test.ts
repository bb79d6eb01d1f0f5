import { describe, expect, it } from 'vitest'
import { parseOptions } from './options.ts'

describe('parseOptions', () => {
  it('runs everything for 10 s at 20 and 100 connections by default', () => {
    const options = parseOptions([])
    expect(options).toMatchObject({
      durationS: 10,
      connections: [20, 100],
      rounds: 1,
      path: '/en',
      stopDurationS: 30,
      missConnections: 4,
      skipBuild: false,
      loads: 5,
      cpuThrottling: 4,
    })
    expect([...options.scenarios]).toEqual([
      'baseline',
      'page-cache-hit',
      'data-cached',
      'cold',
      'miss',
      'directus-requests',
      'profile',
      'cms-stopped',
      'places',
      'search',
      'hydration',
    ])
  })

  it('brings the baseline along with any load scenario', () => {
    const options = parseOptions([
      '--only',
      'cold,profile',
      '--duration',
      '3',
      '--connections',
      '50',
    ])
    expect([...options.scenarios]).toEqual(['baseline', 'cold', 'profile'])
    expect(options).toMatchObject({ durationS: 3, connections: [50] })
  })

  it('brings the baseline along with the miss passes, which are rated against it', () => {
    const options = parseOptions(['--only', 'miss', '--miss-connections', '2'])
    expect([...options.scenarios]).toEqual(['baseline', 'miss'])
    expect(options.missConnections).toBe(2)
  })

  it('runs the hydration scenario alone, with its loads and CPU slowdown', () => {
    const options = parseOptions(['--only', 'hydration', '--loads', '3', '--cpu-throttling', '6'])
    expect([...options.scenarios]).toEqual(['hydration'])
    expect(options).toMatchObject({ loads: 3, cpuThrottling: 6 })
    expect(() => parseOptions(['--cpu-throttling', '0'])).toThrow(/--cpu-throttling/)
  })

  it('leaves the CMS running with --skip-cms-stop', () => {
    expect(parseOptions(['--skip-cms-stop']).scenarios.has('cms-stopped')).toBe(false)
  })

  it('refuses unknown scenarios and nonsense numbers', () => {
    expect(() => parseOptions(['--only', 'warp'])).toThrow(/unknown scenario "warp"/)
    expect(() => parseOptions(['--duration', '0'])).toThrow(/--duration/)
    expect(() => parseOptions(['--connections', '20,x'])).toThrow(/--connections/)
    expect(() => parseOptions(['--path', 'en'])).toThrow(/--path/)
  })
})
