import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findIdle,
  groupOf,
  sliceTree,
  summarizeMainThread,
  topLevelTasks,
  type TraceEvent,
} from './main-thread.ts'

// A load of the empty React Router app at 4x CPU slowdown, recorded by page-trace.ts and trimmed to
// the main thread's tasks over 10 ms and the script, parse, layout and paint events inside them
// (one event a line).
const recorded: TraceEvent[] = readFileSync(
  join(import.meta.dirname, 'fixtures/empty-app-load.trace.jsonl'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as TraceEvent)

const main = { pid: 1, tid: 1 }
const meta: TraceEvent = {
  name: 'thread_name',
  cat: '__metadata',
  ph: 'M',
  ts: 0,
  ...main,
  args: { name: 'CrRendererMain' },
}
const mark = (name: string, atMs: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'I',
  ts: atMs * 1000,
  ...main,
  args: { data, frame: 'F' },
})
const slice = (name: string, startMs: number, durMs: number, data?: object): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...main,
  ...(data ? { args: { data } } : {}),
})
const task = (startMs: number, durMs: number) => slice('RunTask', startMs, durMs)

/** A page whose document arrives at 0 ms, paints at 100 ms and loads at 200 ms. */
const page = (...events: TraceEvent[]): TraceEvent[] => [
  meta,
  mark('navigationStart', -50, {
    documentLoaderURL: 'http://127.0.0.1:3000/en',
    isLoadingMainFrame: true,
  }),
  mark('ResourceReceiveResponse', 0, { mimeType: 'text/html' }),
  mark('firstContentfulPaint', 100),
  mark('MarkLoad', 200, { isMainFrame: true }),
  ...events,
]

describe('summarizeMainThread on a recorded load of the empty app', () => {
  const summary = summarizeMainThread(recorded)

  it('finds the marks and the quiet point after the load event', () => {
    expect(summary).toMatchObject({ fcpAt: 291.4, loadAt: 1708.7, idleAt: 2073.9, settled: true })
  })

  it('adds script time as compile, evaluation and callbacks', () => {
    const { compile, evaluate, call } = summary.byGroup
    expect(summary.scriptMs).toBeCloseTo(compile + evaluate + call, 0)
    expect(summary).toMatchObject({ scriptMs: 333.6 })
    expect(summary.byGroup).toMatchObject({ compile: 8.3, evaluate: 62.5, call: 262.8 })
    expect(summary.busyMs).toBeGreaterThan(summary.scriptMs)
  })

  it('counts blocking time after the first paint and the longest task after the first byte', () => {
    expect(summary).toMatchObject({ blockingMs: 30.9, longestTaskMs: 71, longTasks: 2 })
  })
})

describe('groupOf', () => {
  it('tells compilation, evaluation and callbacks apart, and keeps script inside script', () => {
    expect(groupOf('v8.compileModule', undefined)).toBe('compile')
    expect(groupOf('v8.compile', 'evaluate')).toBe('compile')
    expect(groupOf('v8.evaluateModule', undefined)).toBe('evaluate')
    expect(groupOf('FunctionCall', undefined)).toBe('call')
    expect(groupOf('FunctionCall', 'evaluate')).toBe('evaluate')
    expect(groupOf('MinorGC', 'call')).toBe('gc')
    expect(groupOf('Layout', 'call')).toBe('style-layout')
    expect(groupOf('Receive mojo message', undefined)).toBeUndefined()
  })
})

describe('sliceTree', () => {
  it('nests events by time, joins begin and end, and leaves each its own time', () => {
    const events = [
      meta,
      task(0, 30),
      slice('FunctionCall', 1, 20, { url: 'http://x/assets/vendor-AbCdEfGh.js' }),
      slice('Layout', 5, 4),
      { ...slice('MinorGC', 10, 0), ph: 'B' },
      { ...slice('MinorGC', 12, 0), ph: 'E' },
    ]
    const [root] = sliceTree(events, main)
    expect(root).toMatchObject({ name: 'RunTask', self: 10_000, group: 'other' })
    const [call] = root!.children
    expect(call).toMatchObject({
      group: 'call',
      self: 14_000,
      url: 'http://x/assets/vendor-AbCdEfGh.js',
    })
    expect(call!.children.map((child) => [child.name, child.group, child.self, child.url])).toEqual(
      [
        ['Layout', 'style-layout', 4000, 'http://x/assets/vendor-AbCdEfGh.js'],
        ['MinorGC', 'gc', 2000, 'http://x/assets/vendor-AbCdEfGh.js'],
      ],
    )
    expect(topLevelTasks(sliceTree(events, main))).toHaveLength(1)
  })
})

describe('findIdle', () => {
  const tasks = topLevelTasks(
    sliceTree([meta, task(210, 20), task(400, 2), task(600, 30), task(2000, 10)], main),
  )

  it('ends at the last busy task before a quiet window, short tasks not counting', () => {
    expect(findIdle(tasks, 200_000, 4_000_000, { quietMs: 1000, busyTaskMs: 5 })).toBe(630_000)
    expect(findIdle(tasks, 200_000, 4_000_000, { quietMs: 300, busyTaskMs: 5 })).toBe(230_000)
    expect(findIdle(tasks, 200_000, 4_000_000, { quietMs: 500, busyTaskMs: 25 })).toBe(630_000)
  })

  it('is null when the trace ends before the page went quiet', () => {
    expect(findIdle(tasks, 200_000, 2_500_000, { quietMs: 1500 })).toBeNull()
  })
})

describe('summarizeMainThread', () => {
  it('counts from the first byte to idle, and blocking time from the first paint', () => {
    const summary = summarizeMainThread(
      page(
        // before the first byte: not counted
        task(-40, 30),
        slice('v8.evaluateModule', -35, 20),
        // straddles the first paint: 60 ms after it, 10 ms of it blocking
        task(60, 100),
        slice('v8.compileModule', 60, 10, { url: 'http://127.0.0.1:3000/assets/app-AbCdEfGh.js' }),
        slice('v8.evaluateModule', 70, 80),
        task(250, 70),
        slice('FunctionCall', 250, 70),
        // after a quiet second: not start-up
        task(1500, 90),
        slice('FunctionCall', 1500, 90),
        task(3000, 1),
      ),
    )
    expect(summary).toMatchObject({
      fcpAt: 100,
      loadAt: 200,
      idleAt: 320,
      settled: true,
      scriptMs: 160,
      byGroup: { compile: 10, evaluate: 80, call: 70, other: 10 },
      blockingMs: 10 + 20,
      longestTaskMs: 100,
      longTasks: 2,
      tasks: 2,
    })
  })

  it('runs to the end of the trace, and says so, when the page never went quiet', () => {
    const summary = summarizeMainThread(
      page(task(250, 20), slice('TimerFire', 250, 20), task(900, 20), task(1500, 20)),
    )
    expect(summary).toMatchObject({ settled: false, idleAt: 1520, scriptMs: 20 })
  })
})
