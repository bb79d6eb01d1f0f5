// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { memorySample, startMemoryLog, type MemorySources } from './memory-log.server'

const MB = 1024 * 1024

const sources: MemorySources = {
  memoryUsage: () => ({
    rss: 600 * MB,
    heapUsed: 100 * MB,
    heapTotal: 150 * MB,
    external: 40 * MB,
    arrayBuffers: 30.25 * MB,
  }),
  procStatus: () => 'Name:\tnode\nVmRSS:\t  614400 kB\nRssAnon:\t  532480 kB\nThreads:\t11\n',
  pageCache: { bytes: 64 * MB, size: 320 },
  imageCache: { bytes: 2 * MB, size: 40 },
  cmsEntries: () => 250,
  sockets: async () => 50,
  compressQueue: () => 3,
  renderHeaps: async () => ({ used: 60 * MB, total: 90 * MB }),
}

describe('memorySample', () => {
  it('puts the process figures next to what the caches hold, in MB', async () => {
    expect(await memorySample(sources, 10)).toEqual({
      t: 10,
      rssMb: 600,
      rssAnonMb: 520,
      heapUsedMb: 100,
      heapTotalMb: 150,
      renderHeapUsedMb: 60,
      renderHeapTotalMb: 90,
      externalMb: 40,
      arrayBuffersMb: 30.3,
      pageCacheMb: 64,
      pages: 320,
      imageCacheMb: 2,
      images: 40,
      cmsEntries: 250,
      sockets: 50,
      threads: 11,
      compressQueue: 3,
    })
  })

  it('reads 0 for what /proc does not tell (another system)', async () => {
    const sample = await memorySample({ ...sources, procStatus: () => '' }, 0)
    expect(sample).toMatchObject({ rssAnonMb: 0, threads: 0 })
  })
})

describe('startMemoryLog', () => {
  it('appends one JSON line per interval until stopped', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'memory-log-')), 'memory.jsonl')
    const stop = startMemoryLog(file, createServer(), () => [], 20, sources)
    await sleep(100)
    stop()
    const lines = readFileSync(file, 'utf8').trim().split('\n')
    expect(lines.length).toBeGreaterThanOrEqual(3)
    expect(JSON.parse(lines[0]!)).toMatchObject({ t: 0, rssMb: 600, pages: 320 })
    await sleep(60)
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(lines.length)
  })
})
