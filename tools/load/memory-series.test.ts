import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cachesFullAt,
  formatMemoryTable,
  pointAt,
  readMemoryLog,
  type MemoryPoint,
} from './memory-series.ts'

const point = (t: number, fields: Partial<MemoryPoint> = {}): MemoryPoint => ({
  t,
  rssMb: 500,
  rssAnonMb: 450,
  heapUsedMb: 100,
  heapTotalMb: 150,
  renderHeapUsedMb: 60,
  renderHeapTotalMb: 90,
  externalMb: 40,
  arrayBuffersMb: 30,
  pageCacheMb: 0,
  pages: 0,
  imageCacheMb: 0,
  images: 0,
  cmsEntries: 0,
  sockets: 50,
  threads: 11,
  compressQueue: 0,
  ...fields,
})

describe('readMemoryLog', () => {
  it('reads every whole line and leaves out one cut off', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'memory-log-')), 'memory.jsonl')
    writeFileSync(
      file,
      `${JSON.stringify(point(0))}\n${JSON.stringify(point(10, { rssMb: 510 }))}\n{"t":20,"rs`,
    )
    expect(readMemoryLog(file).map((p) => [p.t, p.rssMb])).toEqual([
      [0, 500],
      [10, 510],
    ])
    expect(readMemoryLog(join(file, 'missing'))).toEqual([])
  })

  it('reads the render heaps of a log written before there were render threads as 0', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'memory-log-')), 'memory.jsonl')
    const { renderHeapUsedMb: _used, renderHeapTotalMb: _total, ...older } = point(0)
    writeFileSync(file, `${JSON.stringify(older)}\n`)
    expect(readMemoryLog(file)[0]).toMatchObject({ renderHeapUsedMb: 0, renderHeapTotalMb: 0 })
  })
})

describe('cachesFullAt', () => {
  it('is the first moment from which both caches stay near the most they held', () => {
    const points = [
      point(0),
      point(10, { pageCacheMb: 40, imageCacheMb: 30 }),
      point(20, { pageCacheMb: 90, imageCacheMb: 50 }),
      point(30, { pageCacheMb: 99, imageCacheMb: 62 }),
      point(40, { pageCacheMb: 100, imageCacheMb: 63 }),
      point(50, { pageCacheMb: 98, imageCacheMb: 64 }),
    ]
    expect(cachesFullAt(points)).toBe(30)
  })

  it('counts a cache that fell back below the mark as filling again', () => {
    const points = [
      point(0, { pageCacheMb: 100, imageCacheMb: 10 }),
      point(10, { pageCacheMb: 50, imageCacheMb: 10 }),
      point(20, { pageCacheMb: 100, imageCacheMb: 10 }),
    ]
    expect(cachesFullAt(points)).toBe(20)
    expect(cachesFullAt([])).toBeUndefined()
  })
})

describe('formatMemoryTable', () => {
  it('shows the sample nearest each moment and the change from the first to the last', () => {
    const points = [
      point(80, { rssMb: 1200, pageCacheMb: 60, pages: 300 }),
      point(90, { rssMb: 1210 }),
      point(600, { rssMb: 1320, pageCacheMb: 100, pages: 500 }),
    ]
    expect(pointAt(points, 84)?.t).toBe(80)
    const table = formatMemoryTable(points, [
      { label: 'after warm-up', t: 84 },
      { label: 'at the end', t: 605 },
    ])
    const lines = table.split('\n')
    expect(lines[0]).toContain('| Moment | RSS MB |')
    expect(lines[2]).toMatch(/^\| after warm-up \(80 s\) \| 1200 \| 450 \|/)
    expect(lines[3]).toMatch(/^\| at the end \(600 s\) \| 1320 \|/)
    expect(lines[4]).toMatch(/^\| change \| \+120 \| \+0 \|.* \| \+200 \|/)
    expect(formatMemoryTable([], [{ label: 'x', t: 0 }])).toBe('No memory log.')
  })
})
