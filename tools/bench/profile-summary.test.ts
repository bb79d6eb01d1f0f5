import { describe, expect, it } from 'vitest'
import { categorize, summarizeProfile, type CpuProfile } from './profile-summary.ts'

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
})

// root -> render (react-dom) -> t (i18next); root -> (garbage collector); root -> (idle)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5, 6] },
    {
      id: 2,
      callFrame: frame(
        'renderElement',
        'file:///repo/node_modules/react-dom/cjs/react-dom-server.node.production.js',
        10,
      ),
      children: [3],
    },
    { id: 3, callFrame: frame('t', 'file:///repo/node_modules/i18next/dist/esm/i18next.js', 20) },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('loader', 'file:///repo/apps/site/build/server/index.js', 30) },
  ],
  startTime: 1_000_000,
  endTime: 1_011_000,
  // each sample lasts until the next: 2 ms, 3 ms, 1 ms, 2 ms, 1 ms, and the last until endTime: 2 ms
  samples: [2, 3, 4, 5, 6, 2],
  timeDeltas: [0, 2000, 3000, 1000, 2000, 1000],
}

describe('summarizeProfile', () => {
  it('adds up self time per package and leaves idle time out of the shares', () => {
    const summary = summarizeProfile(profile, { root: '/repo' })
    expect(summary).toMatchObject({ window: 'whole', sampledMs: 11, idleMs: 2, busyMs: 9 })
    expect(summary.categories).toEqual([
      { category: 'react-dom (server render)', selfMs: 4, share: 0.444 },
      { category: 'i18next', selfMs: 3, share: 0.333 },
      { category: 'GC', selfMs: 1, share: 0.111 },
      { category: 'app (site build: routes, libs)', selfMs: 1, share: 0.111 },
    ])
    expect(summary.topFunctions[1]).toEqual({
      functionName: 't',
      location: 'node_modules/i18next/dist/esm/i18next.js:21:1',
      category: 'i18next',
      selfMs: 3,
      share: 0.333,
    })
    expect(summary.topFunctions.map((f) => f.functionName)).toEqual([
      'renderElement',
      't',
      '(garbage collector)',
      'loader',
    ])
  })

  it('keeps to the window when samples fall inside it', () => {
    const summary = summarizeProfile(profile, { window: { fromUs: 1_006_000, toUs: 1_011_000 } })
    expect(summary).toMatchObject({ window: 'load', sampledMs: 5, idleMs: 2, busyMs: 3 })
  })

  it('uses the whole profile when the window holds no sample', () => {
    const summary = summarizeProfile(profile, { window: { fromUs: 0, toUs: 10 } })
    expect(summary).toMatchObject({ window: 'whole', sampledMs: 11 })
  })
})

describe('categorize', () => {
  it.each([
    ['node:internal/streams/readable', 'read', 'node:streams'],
    ['node:_http_outgoing', 'write', 'node:http'],
    ['node:zlib', 'processChunk', 'node:zlib'],
    ['node:internal/deps/undici/undici', 'fetch', 'node:undici (fetch)'],
    ['node:internal/process/task_queues', 'nextTick', 'node:process'],
    ['file:///r/node_modules/@react-router/express/dist/index.js', 'x', 'react-router'],
    ['file:///r/node_modules/express/node_modules/router/index.js', 'x', 'express'],
    ['file:///r/node_modules/@directus/sdk/dist/index.js', 'x', '@directus/sdk'],
    ['file:///r/apps/site/server.ts', 'x', 'app (server.ts)'],
    ['', 'writev', 'V8 builtins/native'],
    ['', '(program)', 'V8/native (program)'],
  ])('%s %s is %s', (url, name, category) => {
    expect(categorize(url, name)).toBe(category)
  })
})
