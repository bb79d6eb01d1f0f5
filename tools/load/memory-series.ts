/**
 * The site's memory log (MEMORY_LOG: one JSON line every 10 s of its RSS, V8 heap, external
 * memory, cache sizes, sockets and threads) read back: when its bounded caches stopped filling,
 * and a table of the series at the moments the soak judges.
 */
import { existsSync, readFileSync } from 'node:fs'

/** One line of apps/site/app/shell/memory-log.server.ts, as far as the soak reads it. */
export interface MemoryPoint {
  t: number
  rssMb: number
  rssAnonMb: number
  heapUsedMb: number
  heapTotalMb: number
  /** the render threads' heaps: 0 in logs written before the site rendered on them */
  renderHeapUsedMb: number
  renderHeapTotalMb: number
  externalMb: number
  arrayBuffersMb: number
  pageCacheMb: number
  pages: number
  imageCacheMb: number
  images: number
  cmsEntries: number
  sockets: number
  threads: number
  compressQueue: number
}

/** The samples of a memory log; lines that do not parse (a write cut off at the end) are left out. */
export function readMemoryLog(file: string): MemoryPoint[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const point = JSON.parse(line) as Partial<MemoryPoint>
        return typeof point.t === 'number'
          ? [{ renderHeapUsedMb: 0, renderHeapTotalMb: 0, ...point } as MemoryPoint]
          : []
      } catch {
        return []
      }
    })
}

/**
 * The first moment from which both bounded caches (pages, images) hold at least `share` of the
 * most they held in the whole run, and never less again: until then they were still filling.
 * Undefined without samples.
 */
export function cachesFullAt(points: readonly MemoryPoint[], share = 0.95): number | undefined {
  if (points.length === 0) return undefined
  const pagesMost = Math.max(...points.map((p) => p.pageCacheMb))
  const imagesMost = Math.max(...points.map((p) => p.imageCacheMb))
  const full = (p: MemoryPoint) =>
    p.pageCacheMb >= pagesMost * share && p.imageCacheMb >= imagesMost * share
  let at = points.length
  while (at > 0 && full(points[at - 1]!)) at -= 1
  return points[Math.min(at, points.length - 1)]!.t
}

/** The sample nearest to `t` seconds. */
export function pointAt(points: readonly MemoryPoint[], t: number): MemoryPoint | undefined {
  let best: MemoryPoint | undefined
  for (const point of points) {
    if (!best || Math.abs(point.t - t) < Math.abs(best.t - t)) best = point
  }
  return best
}

const columns: [keyof MemoryPoint, string][] = [
  ['rssMb', 'RSS'],
  ['rssAnonMb', 'anonymous'],
  ['heapUsedMb', 'heap used'],
  ['heapTotalMb', 'heap total'],
  ['renderHeapUsedMb', 'render heap used'],
  ['renderHeapTotalMb', 'render heap total'],
  ['externalMb', 'external'],
  ['arrayBuffersMb', 'ArrayBuffers'],
  ['pageCacheMb', 'page cache'],
  ['imageCacheMb', 'image cache'],
]
const counts: [keyof MemoryPoint, string][] = [
  ['pages', 'pages'],
  ['images', 'images'],
  ['cmsEntries', 'CMS reads'],
  ['sockets', 'sockets'],
  ['threads', 'threads'],
  ['compressQueue', 'to compress'],
]

/**
 * A markdown table of the series at the named moments (MB, then counts), with the change of each
 * figure from the first moment to the last.
 */
export function formatMemoryTable(
  points: readonly MemoryPoint[],
  moments: readonly { label: string; t: number }[],
): string {
  const rows = moments.flatMap(({ label, t }) => {
    const point = pointAt(points, t)
    return point ? [{ label: `${label} (${point.t} s)`, point }] : []
  })
  if (rows.length === 0) return 'No memory log.'
  const header = ['Moment', ...columns.map(([, name]) => `${name} MB`), ...counts.map(([, n]) => n)]
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const first = rows[0]!.point
  const last = rows.at(-1)!.point
  const change = (key: keyof MemoryPoint) => {
    const delta = last[key] - first[key]
    return `${delta >= 0 ? '+' : ''}${delta.toFixed(0)}`
  }
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map(({ label, point }) =>
      line([
        label,
        ...columns.map(([key]) => point[key].toFixed(0)),
        ...counts.map(([key]) => String(point[key])),
      ]),
    ),
    line(['change', ...columns.map(([key]) => change(key)), ...counts.map(([key]) => change(key))]),
  ].join('\n')
}
