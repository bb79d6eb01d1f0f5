/**
 * One JSON line of the process's memory every interval, appended to a file: what the caches
 * hold next to what the process holds, so that a long run shows which of them grows. On only when
 * `MEMORY_LOG` names the file (the soak sets it); nothing of it is served.
 */
import { appendFileSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { publishedCms } from '#app/shared/cms/cms.server'
import { pagesWaitingToCompress } from '#app/shared/cache/compression.server'
import { pageCache } from './site-cache.server'

const MB = 1024 * 1024

export interface MemorySample {
  /** seconds since the log started */
  t: number
  rssMb: number
  /** the part of RSS that is no file mapping: heap, native allocations, thread stacks */
  rssAnonMb: number
  /** the request thread's V8 heap */
  heapUsedMb: number
  heapTotalMb: number
  /** the render threads' V8 heaps, together (0 without render threads) */
  renderHeapUsedMb: number
  renderHeapTotalMb: number
  /** memory outside the V8 heap that JavaScript objects hold (Buffers, zlib, ...) */
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

export interface MemorySources {
  memoryUsage: () => NodeJS.MemoryUsage
  /** the text of /proc/self/status, empty where there is none */
  procStatus: () => string
  pageCache: { bytes: number; size: number }
  imageCache: { bytes: number; size: number }
  cmsEntries: () => number
  sockets: () => Promise<number>
  compressQueue: () => number
  /** the V8 heaps of the render threads, in bytes */
  renderHeaps: () => Promise<{ used: number; total: number }>
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10
const statusKb = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)

export async function memorySample(sources: MemorySources, t: number): Promise<MemorySample> {
  const usage = sources.memoryUsage()
  const status = sources.procStatus()
  const render = await sources.renderHeaps()
  return {
    t,
    rssMb: mb(usage.rss),
    rssAnonMb: mb(statusKb(status, 'RssAnon') * 1024),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    renderHeapUsedMb: mb(render.used),
    renderHeapTotalMb: mb(render.total),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    pageCacheMb: mb(sources.pageCache.bytes),
    pages: sources.pageCache.size,
    imageCacheMb: mb(sources.imageCache.bytes),
    images: sources.imageCache.size,
    cmsEntries: sources.cmsEntries(),
    sockets: await sources.sockets(),
    threads: statusKb(status, 'Threads'),
    compressQueue: sources.compressQueue(),
  }
}

/** What a thread tells of its V8 heap (node:worker_threads' `Worker`). */
export interface HeapReporter {
  getHeapStatistics(): Promise<{ used_heap_size: number; total_heap_size: number }>
}

function siteSources(server: Server, renderThreads: () => readonly HeapReporter[]): MemorySources {
  return {
    memoryUsage: () => process.memoryUsage(),
    procStatus: () => {
      try {
        return readFileSync('/proc/self/status', 'utf8')
      } catch {
        return ''
      }
    },
    pageCache,
    get imageCache() {
      return publishedCms().assetCache
    },
    cmsEntries: () => publishedCms().cache.size,
    sockets: () =>
      new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count))),
    compressQueue: pagesWaitingToCompress,
    async renderHeaps() {
      const heaps = await Promise.all(
        renderThreads().map((thread) => thread.getHeapStatistics().catch(() => undefined)),
      )
      return {
        used: heaps.reduce((sum, heap) => sum + (heap?.used_heap_size ?? 0), 0),
        total: heaps.reduce((sum, heap) => sum + (heap?.total_heap_size ?? 0), 0),
      }
    },
  }
}

/**
 * Appends a sample to `file` every `intervalMs` until the process ends; `renderThreads` are the
 * threads the page cache renders on, whose heaps are their own.
 */
export function startMemoryLog(
  file: string,
  server: Server,
  renderThreads: () => readonly HeapReporter[] = () => [],
  intervalMs = 10_000,
  sources: MemorySources = siteSources(server, renderThreads),
) {
  const started = performance.now()
  const write = async () => {
    const t = Math.round((performance.now() - started) / 1000)
    appendFileSync(file, `${JSON.stringify(await memorySample(sources, t))}\n`)
  }
  void write()
  const timer = setInterval(() => void write(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
