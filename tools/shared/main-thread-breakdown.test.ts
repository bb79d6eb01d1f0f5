import { describe, expect, it } from 'vitest'
import { breakdownMainThread, readSamples, scriptLabel } from './main-thread-breakdown.ts'
import type { TraceEvent } from './main-thread.ts'

const main = { pid: 1, tid: 1 }
const origin = 'http://127.0.0.1:3000'
const vendor = `${origin}/assets/vendor-AbCd1234.js`
const home = `${origin}/assets/home-Zz9_x-12.js`
const slice = (name: string, startMs: number, durMs: number, data?: object): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...main,
  ...(data ? { args: { data } } : {}),
})
const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 9,
})

/**
 * A module evaluation task (0-10 ms) and a task of React's scheduler (20-40 ms) that renders a
 * component of the home route: samples every 2 ms, profile nodes sent in two chunks as Chromium
 * does.
 */
const events: TraceEvent[] = [
  {
    name: 'thread_name',
    cat: '__metadata',
    ph: 'M',
    ts: 0,
    ...main,
    args: { name: 'CrRendererMain' },
  },
  {
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    ts: 0,
    ...main,
    args: { data: { documentLoaderURL: `${origin}/en`, isLoadingMainFrame: true }, frame: 'F' },
  },
  slice('RunTask', 0, 10),
  slice('v8.compileModule', 0, 2, { url: home }),
  slice('v8.evaluateModule', 2, 8),
  slice('RunTask', 20, 20),
  slice('FunctionCall', 20, 20, {
    functionName: 'x',
    url: vendor,
    lineNumber: 1,
    columnNumber: 1514,
  }),
  {
    name: 'Profile',
    cat: 'v8',
    ph: 'P',
    ts: 0,
    id: '0x1',
    ...main,
    args: { data: { startTime: 0 } },
  },
  {
    name: 'ProfileChunk',
    cat: 'v8',
    ph: 'P',
    ts: 0,
    id: '0x1',
    pid: 1,
    tid: 9,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('', home) },
            { id: 3, parent: 1, callFrame: frame('x', vendor, 0) },
          ],
          // 2-8 ms in the module (home), idle at 10 ms, 22 and 24 ms in the scheduler
          samples: [2, 2, 2, 2, 6, 3, 3],
        },
        timeDeltas: [2000, 2000, 2000, 2000, 2000, 12000, 2000],
      },
    },
  },
  {
    name: 'ProfileChunk',
    cat: 'v8',
    ph: 'P',
    ts: 0,
    id: '0x1',
    pid: 1,
    tid: 9,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 4, parent: 3, callFrame: frame('Hero', home, 4) },
            { id: 5, parent: 4, callFrame: frame('jsx', vendor, 2) },
            { id: 6, parent: 1, callFrame: frame('(idle)') },
          ],
          // 26-32 ms: React calls Hero, which calls jsx(); idle from 34 ms
          samples: [4, 4, 5, 5, 6],
        },
        timeDeltas: [2000, 2000, 2000, 2000, 2000],
      },
    },
  },
]

describe('scriptLabel', () => {
  it('names a built chunk without its hash, and the page’s own scripts apart', () => {
    expect(scriptLabel(vendor)).toBe('vendor')
    expect(scriptLabel(`${origin}/assets/entry.client-CYNMJzlI.js`)).toBe('entry.client')
    expect(scriptLabel(home)).toBe('home')
    expect(scriptLabel(`${origin}/en`, `${origin}/en`)).toBe('(inline scripts)')
    expect(scriptLabel('')).toBe('(V8, native)')
  })
})

describe('readSamples', () => {
  it('joins the chunks into timed samples with their stacks, leaf first', () => {
    const samples = readSamples(events)
    expect(samples).toHaveLength(12)
    expect(samples[6]).toMatchObject({ ts: 24_000, dur: 2000 })
    expect(samples[9]!.stack.map((f) => f.functionName)).toEqual(['jsx', 'Hero', 'x'])
  })
})

describe('breakdownMainThread', () => {
  const breakdown = breakdownMainThread(events, {
    from: 0,
    to: 45_000,
    documentUrl: `${origin}/en`,
    isLibrary: (label) => label === 'vendor',
  })

  it('splits script time by script: compile from the trace, the rest from the samples', () => {
    expect(breakdown.scripts).toEqual([
      { script: 'home', compileMs: 2, evaluateMs: 8, callMs: 4 },
      { script: 'vendor', compileMs: 0, evaluateMs: 0, callMs: 8 },
    ])
    expect(breakdown).toMatchObject({ sampledScriptMs: 20, tracedScriptMs: 30 })
  })

  it('charges a sample to the innermost frame of our own code on its stack', () => {
    expect(breakdown.owners).toEqual([
      { owner: 'home', ms: 16 },
      { owner: '(libraries only)', ms: 4 },
    ])
  })

  it('names each task by what started it', () => {
    expect(breakdown.entries).toEqual([
      {
        entry: 'x (vendor:1:1514)',
        location: { url: vendor, line: 1, column: 1514 },
        tasks: 1,
        scriptMs: 20,
        longestTaskMs: 20,
      },
      { entry: 'module evaluation', tasks: 1, scriptMs: 10, longestTaskMs: 10 },
    ])
  })

  it('lists the functions with the most self time', () => {
    expect(breakdown.functions.map((f) => [f.name, f.script, f.line, f.column, f.selfMs])).toEqual([
      ['(anonymous)', 'home', 1, 10, 8],
      ['x', 'vendor', 1, 10, 4],
      ['Hero', 'home', 5, 10, 4],
      ['jsx', 'vendor', 3, 10, 4],
    ])
  })

  it('without source maps, puts React’s work with the callbacks', () => {
    expect(breakdown.phases).toEqual([
      { phase: 'callbacks', ms: 12 },
      { phase: 'module and script evaluation', ms: 8 },
      { phase: 'compile (traced)', ms: 2 },
    ])
  })
})

describe('breakdownMainThread with source maps', () => {
  const originals: Record<string, { source: string; line: number; name: string }> = {
    [`${vendor}:1:10`]: {
      source: '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      line: 900,
      name: 'performUnitOfWork',
    },
    [`${vendor}:3:10`]: {
      source: '../../node_modules/react/cjs/react-jsx-runtime.production.js',
      line: 30,
      name: 'jsxProd',
    },
    [`${home}:5:10`]: { source: '../../libs/blocks/src/hero/hero.tsx', line: 12, name: 'Hero' },
  }
  const breakdown = breakdownMainThread(events, {
    from: 0,
    to: 45_000,
    documentUrl: `${origin}/en`,
    resolve: ({ url, line, column }) => originals[`${url}:${line}:${column}`],
  })

  it('tells React’s phases by the names on the stack', () => {
    expect(breakdown.phases).toEqual([
      { phase: 'React render (hydration)', ms: 12 },
      { phase: 'module and script evaluation', ms: 8 },
      { phase: 'compile (traced)', ms: 2 },
    ])
  })

  it('charges our own sources, and names the functions', () => {
    expect(breakdown.owners).toEqual([
      { owner: 'home', ms: 8 },
      { owner: 'libs/blocks/src/hero/hero.tsx', ms: 8 },
      { owner: '(libraries only)', ms: 4 },
    ])
    expect(breakdown.functions.find((f) => f.name === 'jsx')?.original).toEqual(
      originals[`${vendor}:3:10`],
    )
  })
})
