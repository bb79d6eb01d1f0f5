import { describe, expect, it } from 'vitest'
import { lhrFixture } from './fixture.ts'
import {
  formatBlocking,
  formatBytes,
  formatCls,
  formatCpu,
  formatConsoleErrors,
  formatFailures,
  formatIntermittent,
  formatMs,
  formatPageTable,
  formatProblems,
  formatSummary,
  formatTable,
  where,
} from './format.ts'
import {
  failedRun,
  summarizePage,
  summarizeRun,
  type PageSummary,
  type Summary,
  type Template,
} from './summary.ts'

const page = (template: Template, lang: string, path: string, consoleErrors = [true]) =>
  summarizePage(
    { template, lang, path, url: `http://127.0.0.1:3271${path}` },
    consoleErrors.map((errors) => summarizeRun(lhrFixture({ consoleErrors: errors }))),
  )

describe('units', () => {
  it('formats milliseconds, layout shift and bytes', () => {
    expect(formatMs(74.5)).toBe('75 ms')
    expect(formatMs(1743.4)).toBe('1.7 s')
    expect(formatMs(null)).toBe('–')
    expect(formatCls(0.0123)).toBe('0.012')
    expect(formatBytes(239409)).toBe('234 KiB')
    expect(formatBytes(5497)).toBe('5.4 KiB')
  })
})

describe('formatTable', () => {
  it('pads text columns to the left and numeric columns to the right', () => {
    expect(
      formatTable(
        ['page', 'perf'],
        [
          ['home', '95'],
          ['article', '100'],
        ],
      ),
    ).toBe(['page     perf', 'home       95', 'article   100'].join('\n'))
  })
})

describe('formatPageTable', () => {
  it('shows one row per page from its median run', () => {
    const table = formatPageTable([page('home', 'en', '/en')])
    expect(table.split('\n')[1]).toBe(
      'home en  /en     95  95–95    96  92   92  1.7 s  75 ms      75–75  0.012  1.2 s  234 KiB  302 KiB   2398',
    )
  })
})

describe('where', () => {
  const all = ['/en', '/nl', '/en/projects']
  it('names all pages once, with the usual run count and the exceptions', () => {
    const counts = new Map([
      ['/en', '5/5'],
      ['/nl', '5/5'],
      ['/en/projects', '2/5'],
    ])
    expect(where(all, all, counts)).toBe('all 3 pages (5/5 runs; /en/projects 2/5)')
    expect(where(['/nl'], all, counts)).toBe('/nl (5/5)')
    expect(where(all, all)).toBe('all 3 pages')
  })
})

describe('formatFailures', () => {
  it('groups each failed audit across pages, with its details', () => {
    const pages: PageSummary[] = [
      page('home', 'en', '/en'),
      page('projects', 'en', '/en/projects', [true, false]),
    ]
    expect(formatFailures(pages)).toBe(
      [
        'Failed audits (accessibility, best practices, SEO) in the median run; (n/m): failed in n of m runs',
        '  Accessibility › color-contrast: Background and foreground colors do not have a sufficient contrast ratio.',
        '    on all 2 pages (1/1 runs; /en/projects 2/2)',
        '    - footer > p.muted <p class="muted">: Element has insufficient color contrast of 3.9',
        '    - nav > a.link "Dealers": Element has insufficient color contrast',
        '  Best practices › errors-in-console: Browser errors were logged to the console',
        '    on all 2 pages (1/1 runs; /en/projects 1/2)',
        '    - see "Console errors" below',
        '  Best practices › inspector-issues: Issues were logged in the `Issues` panel in Chrome Devtools (weight 0: does not change the score)',
        '    on all 2 pages (1/1 runs; /en/projects 2/2)',
        '    - Content security policy — [http://127.0.0.1:3271/x.js]',
        '  SEO › meta-description: Document does not have a meta description',
        '    on all 2 pages (1/1 runs; /en/projects 2/2)',
        '  SEO › hreflang: hreflang',
        '    on all 2 pages (1/1 runs; /en/projects 2/2)',
        '    - audit error: boom',
      ].join('\n'),
    )
  })
})

describe('formatConsoleErrors', () => {
  it('groups the errors by message and resource, relative to the site', () => {
    const pages = [page('home', 'en', '/en'), page('home', 'nl', '/nl', [false])]
    expect(formatConsoleErrors(pages, 'http://127.0.0.1:3271')).toBe(
      [
        'Console errors in the median run',
        '  [network] Failed to load resource: the server responded with a status of 404 (Not Found) /favicon.ico',
        '    on /en',
      ].join('\n'),
    )
  })
})

describe('formatIntermittent', () => {
  it('names the audits that failed only outside the median run', () => {
    // 90 without console errors is the median of 80, 90 and 99
    const runs = [
      summarizeRun(lhrFixture({ performance: 0.8 })),
      summarizeRun(lhrFixture({ performance: 0.9, consoleErrors: false })),
      summarizeRun(lhrFixture({ performance: 0.99 })),
    ]
    const flaky = summarizePage({ template: 'home', lang: 'en', path: '/en', url: '' }, runs)
    expect(formatIntermittent([flaky])).toBe(
      [
        'Failed in other runs but not in the median run',
        '  /en: best-practices/errors-in-console (2/3) Browser errors were logged to the console',
      ].join('\n'),
    )
  })
})

describe('formatProblems', () => {
  it('lists the runs that failed and the warnings', () => {
    const broken = summarizePage({ template: 'home', lang: 'en', path: '/en', url: '' }, [
      { ...summarizeRun(lhrFixture()), warnings: ['The page loaded too slowly'] },
      failedRun('NO_FCP: No paint'),
    ])
    expect(formatProblems([broken])).toBe(
      [
        'Errors and warnings',
        '  /en run 2: NO_FCP: No paint',
        '  warning: The page loaded too slowly [/en]',
      ].join('\n'),
    )
  })
})

describe('formatCpu', () => {
  const runIndexes = { min: 2100, max: 2600, median: 2400 }

  it('tells the multiplier, where it comes from and what host the runs stood for', () => {
    expect(
      formatCpu({
        cpuSlowdown: 7.22,
        setting: 'benchmark-index',
        hostIndex: 2345,
        targetIndex: 1300,
        runIndexes,
      }),
    ).toBe(
      "CPU slowdown 7.22x = 4 x 2,345 (this machine's benchmark index, a throwaway run) / 1,300 " +
        "(--benchmark-index); the runs' own benchmark indexes 2,100–2,600 (median 2,400); so they " +
        'stood for a host of 1,163–1,440',
    )
  })

  it('says when the multiplier is Lighthouse’s own or given', () => {
    expect(formatCpu({ cpuSlowdown: 4, setting: 'default', runIndexes })).toMatch(
      /^CPU slowdown 4x \(Lighthouse's default\); the runs' own/,
    )
    expect(formatCpu({ cpuSlowdown: 6, setting: 'multiplier', runIndexes: null })).toBe(
      'CPU slowdown 6x (--cpu-slowdown); no run measured a benchmark index',
    )
  })
})

describe('formatSummary', () => {
  it('heads the report with the setup and says when it is incomplete', () => {
    const summary: Summary = {
      generatedAt: '2026-11-22T22:00:00.000Z',
      baseUrl: 'http://127.0.0.1:3271',
      stack: 'fresh',
      runsPerPage: 2,
      environment: {
        lighthouse: '13.5.0',
        formFactor: 'mobile',
        throttling: 'simulate',
        browser: 'HeadlessChrome/150.0.0.0',
        siteBuild: '2026-11-22T21:50:00.000Z',
      },
      medianRule: '',
      incomplete: 'the site was rebuilt after 2 of 5 runs',
      pages: [page('home', 'en', '/en', [false, false])],
    }
    expect(formatSummary(summary).split('\n').slice(0, 3)).toEqual([
      'Lighthouse 13.5.0, mobile, simulated throttling, HeadlessChrome/150.0.0.0',
      'http://127.0.0.1:3271 (fresh stack, site built 2026-11-22T21:50:00.000Z), 2 runs per page; median run by performance score, "range" = all runs',
      'INCOMPLETE: the site was rebuilt after 2 of 5 runs',
    ])
  })

  /** One run of a running site, of these pages. */
  const externalRun = (pages: Summary['pages']): Summary => ({
    generatedAt: '2026-11-30T01:00:00.000Z',
    baseUrl: 'http://127.0.0.1:3271',
    stack: 'external',
    runsPerPage: 1,
    environment: {
      lighthouse: '13.5.0',
      formFactor: 'mobile',
      throttling: 'simulate',
      browser: 'HeadlessChrome/156.0.0.0',
    },
    medianRule: '',
    pages,
  })

  it('lists the empty app in the table, not its failed audits', () => {
    const floor = summarizePage(
      { template: 'floor', lang: '', path: '/', url: 'http://127.0.0.1:4000/' },
      [summarizeRun(lhrFixture())],
    )
    const text = formatSummary(externalRun([floor, page('home', 'en', '/en', [false])]))
    expect(text).toMatch(/^empty app {2}\/ /m)
    expect(text).not.toMatch(/on \/ \(/)
  })

  it('names the page without JavaScript as such, and leaves its audits out of the failures', () => {
    const noScript = summarizePage(
      { template: 'no-script', lang: 'en', path: '/en', url: 'http://127.0.0.1:3271/en' },
      [summarizeRun(lhrFixture())],
    )
    const text = formatSummary(externalRun([noScript]))
    expect(text).toMatch(/^no JS \(home en\) {2}\/en /m)
    expect(text).not.toMatch(/on \/en \(/)
  })

  it("lists, with --explain, the tasks each median run's blocking time counted", () => {
    const home = page('home', 'en', '/en', [false])
    home.median!.blocking = {
      fcp: { optimistic: 1_020, pessimistic: 1_110 },
      total: 182,
      tasks: [
        {
          start: 1_816,
          duration: 432,
          observed: 216,
          counted: 150,
          parts: [
            { what: 'Rendering', ms: 77 },
            { what: 'Style & Layout', ms: 114 },
          ],
        },
        {
          start: 2_649,
          duration: 82,
          observed: 20.5,
          counted: 32,
          parts: [{ what: 'Script Evaluation entry.client-C-RtE3zf.js', ms: 19 }],
        },
      ],
    }
    const floor = page('home', 'nl', '/nl', [false])
    floor.median!.blocking = { fcp: { optimistic: 900, pessimistic: 950 }, total: 0, tasks: [] }
    expect(formatBlocking([home, floor]).split('\n')).toEqual([
      'What Total Blocking Time counted (median runs, as the simulation placed each task)',
      '',
      'home en: 182 ms counted, from a first paint at 1.0 s-1.1 s',
      '     at  simulated  in the run  counted  what',
      '  1.8 s     432 ms      216 ms   150 ms  Rendering 77 ms, Style & Layout 114 ms',
      '  2.6 s      82 ms       21 ms    32 ms  Script Evaluation entry.client-C-RtE3zf.js 19 ms',
      '',
      'home nl: 0 ms counted, from a first paint at 900 ms-950 ms',
      '  no task counted',
    ])
    expect(formatBlocking([page('home', 'en', '/en', [false])])).toBe('')
  })
})
