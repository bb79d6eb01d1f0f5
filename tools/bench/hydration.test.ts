import { describe, expect, it } from 'vitest'
import type { MainThreadSummary } from '../shared/main-thread.ts'
import { FLOOR, formatHydration, hydrationPaths, rateRows } from './hydration.ts'

const run = (scriptMs: number, blockingMs: number, longestTaskMs: number): MainThreadSummary => ({
  fcpAt: 300,
  loadAt: 900,
  idleAt: 1500,
  settled: true,
  scriptMs,
  byGroup: {
    compile: scriptMs / 10,
    evaluate: scriptMs / 5,
    call: scriptMs - scriptMs / 10 - scriptMs / 5,
    gc: 0,
    'style-layout': 10,
    paint: 5,
    'parse-html': 3,
    other: 40,
  },
  busyMs: scriptMs + 58,
  blockingMs,
  longestTaskMs,
  longTasks: 0,
  tasks: 40,
  window: { from: 0, to: 1_500_000 },
})

describe('hydrationPaths', () => {
  it('takes the first English path of each template, and the fixed FAQ and configurator', () => {
    const sitemap = ['/nl', '/en', '/en/blog', '/en/blog/a', '/en/blog/b', '/en/about', '/nl/faq']
    expect(hydrationPaths(sitemap)).toEqual([
      { route: 'home', path: '/en' },
      { route: 'page', path: '/en/about' },
      { route: 'blog-article', path: '/en/blog/a' },
      { route: 'blog-index', path: '/en/blog' },
      { route: 'faq', path: '/en/faq' },
      { route: 'configure', path: '/en/configure' },
    ])
  })
})

describe('rateRows', () => {
  const rows = rateRows([
    { route: FLOOR, path: '/', runs: [run(100, 0, 40), run(90, 0, 60), run(120, 10, 50)] },
    {
      route: 'home',
      path: '/en',
      runs: [run(400, 80, 120), run(500, 120, 100), run(450, 100, 90)],
    },
  ])

  it('takes each figure’s median over the loads and divides it by the empty app’s', () => {
    expect(rows[1]!.median).toMatchObject({ scriptMs: 450, blockingMs: 100, longestTaskMs: 100 })
    expect(rows[1]!.ratio).toEqual({ scriptMs: 4.5, blockingMs: null, longestTaskMs: 2 })
    expect(rows[0]!.ratio).toEqual({ scriptMs: 1, blockingMs: null, longestTaskMs: 1 })
  })

  it('prints a table with the ratios', () => {
    const text = formatHydration({ cpuThrottling: 4, loadsPerRoute: 3, rows })
    expect(text.split('\n')[2]).toMatch(
      /^home\s+\/en\s+450\s+4\.50x\s+45\s+90\s+315\s+100\s+-\s+100\s+2\.00x/,
    )
  })
})
