/**
 * What a page-cache miss costs: a fresh site asked for every page of the sitemaps once (nothing
 * cached, neither pages nor CMS reads), then once more (all hits), then once more after a signed
 * purge like the CMS's publish flow sends (every page and every CMS read dropped). Each pass is
 * every URL exactly once, `connections` at a time, so each figure covers every template.
 */
import { SignJWT } from 'jose'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { startSite, type CmsHandle } from '../scripts/stack.ts'
import { browserHeaders, getRaw, header } from '../shared/http.ts'
import { startCountingProxy } from './counting-proxy.ts'
import { sitemapPaths } from '../shared/routes.ts'

export const missPasses = ['first', 'hit', 'purged'] as const
export type MissPass = (typeof missPasses)[number]

export interface PassResult {
  pass: MissPass
  requests: number
  connections: number
  reqPerSec: number
  latencyMs: { p50: number; p99: number; max: number }
  statusCodes: Record<string, number>
  xCache: Record<string, number>
  /** body bytes as sent (brotli where the site compresses), summed over the pass */
  bodyBytes: number
  /** requests the site made to Directus during the pass (set by runMiss) */
  cmsRequests?: number
}

export interface MissReport {
  urls: number
  passes: PassResult[]
  /** mean size of a page uncompressed, the bulk of what the page cache keeps per page */
  meanIdentityBytes: number
}

export interface MissRunOptions {
  cms: CmsHandle
  port: number
  paths: string[]
  connections: number
  stdio: 'inherit' | 'ignore'
  log: (message: string) => void
}

/** The value at fraction `q` of sorted `values` (nearest rank). */
export function percentile(sorted: number[], q: number) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** Every path once, `connections` requests in flight at a time. */
export async function requestEach(
  baseUrl: string,
  paths: string[],
  connections: number,
  pass: MissPass,
  headers: Record<string, string> = browserHeaders,
): Promise<PassResult> {
  const latencies: number[] = []
  const statusCodes: Record<string, number> = {}
  const xCache: Record<string, number> = {}
  let bodyBytes = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const begin = performance.now()
      const response = await getRaw(baseUrl + paths[index], headers)
      latencies.push(performance.now() - begin)
      bodyBytes += response.body.length
      const status = String(response.status)
      statusCodes[status] = (statusCodes[status] ?? 0) + 1
      const cache = header(response, 'x-cache') ?? '(none)'
      xCache[cache] = (xCache[cache] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: Math.min(connections, paths.length) }, worker))
  const elapsedS = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    pass,
    requests: paths.length,
    connections,
    reqPerSec: paths.length / elapsedS,
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    },
    statusCodes,
    xCache,
    bodyBytes,
  }
}

/** Every page the site lists: the sitemap index, then each language's sitemap. */
export async function allSitemapPaths(baseUrl: string): Promise<string[]> {
  const read = async (path: string) => {
    const response = await getRaw(baseUrl + path, { accept: 'application/xml' })
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return sitemapPaths(response.body.toString('utf8'))
  }
  const sitemaps = await read('/sitemap.xml')
  return [...new Set((await Promise.all(sitemaps.map(read))).flat())]
}

export async function runMiss(options: MissRunOptions): Promise<MissReport> {
  const secret = randomUUID()
  // Directus' requests are counted per pass: what a first visit and a publish cost the CMS.
  const proxy = await startCountingProxy(options.cms.url)
  const site = await startSite({
    port: options.port,
    cms: { url: proxy.url, tokens: options.cms.tokens },
    stdio: options.stdio,
    env: { PURGE_SECRET: secret },
  }).catch(async (error: unknown) => {
    await proxy.close()
    throw error
  })
  try {
    const passes: PassResult[] = []
    const pass = async (name: MissPass) => {
      options.log(`miss: ${options.paths.length} pages, ${name}, ${options.connections} at a time`)
      await proxy.settled()
      proxy.reset()
      const result = await requestEach(site.url, options.paths, options.connections, name)
      await proxy.settled()
      passes.push({ ...result, cmsRequests: proxy.total() })
    }
    await pass('first')
    await pass('hit')
    const identity = await requestEach(site.url, options.paths, options.connections, 'hit', {
      ...browserHeaders,
      'accept-encoding': 'identity',
    })
    const token = await new SignJWT({ event: 'items.update', collection: 'posts', keys: [1] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(secret))
    const purged = await fetch(`${site.url}/api/cache/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    if (!purged.ok) throw new Error(`the signed purge answered ${purged.status}`)
    await pass('purged')
    return {
      urls: options.paths.length,
      passes,
      meanIdentityBytes: Math.round(identity.bodyBytes / options.paths.length),
    }
  } finally {
    await site.stop()
    await proxy.close()
  }
}
