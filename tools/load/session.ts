/**
 * What the load and soak runs share: finding the mix the way a visitor finds the site, and one
 * autocannon run over it with the site's memory sampled.
 */
import autocannon, { type Request as LoadRequest } from 'autocannon'
import { loadavg } from 'node:os'
import { browserHeaders, getRaw } from '../shared/http.ts'
import { sitemapPaths } from '../shared/routes.ts'
import type { SiteHandle } from '../scripts/stack.ts'
import { dataPath, extractPaths, formPaths, type Kind, type Target } from './mix.ts'
import type { LoadRow } from './report.ts'
import { rssVerdict, sampleRss } from './rss.ts'

export const locales = ['nl', 'en', 'fr', 'de', 'es'] as const
const log = (message: string) => console.error(`[load] ${message}`)

/** How often a kind of page is asked for, relative to the others: home and lists most. */
const pageWeight = (path: string) => {
  const segments = path.split('?')[0]!.split('/').filter(Boolean)
  if (segments.length <= 1) return 4
  if (segments.length === 2) return 2
  return 1
}

/**
 * Finds the mix: each language's sitemap, then the links of the pages it lists (filters,
 * configurator steps, pagination) and their images, plus the fixed URLs every site has.
 */
export async function discover(site: SiteHandle): Promise<Target[]> {
  const found = new Map<string, Target>()
  const add = async (path: string, kind: Kind, weight: number) => {
    if (found.has(path)) return undefined
    // Uncompressed, to read its links and images.
    const response = await getRaw(site.url + path, {
      ...browserHeaders,
      'accept-encoding': 'identity',
    })
    if (response.status >= 500 || response.status === 0) {
      throw new Error(`${path} answered ${response.status} before any load`)
    }
    found.set(path, { path, kind, status: response.status, weight })
    return response
  }
  for (const lang of locales) {
    const sitemap = await getRaw(`${site.url}/${lang}/sitemap.xml`, { accept: 'application/xml' })
    const pages = sitemapPaths(sitemap.body.toString('utf8')).filter((p) =>
      p.startsWith(`/${lang}`),
    )
    const extra = new Set<string>([`/${lang}/dealers?q=1000`, `/${lang}/quote`])
    let images = 0
    const visit = async (path: string, weight: number) => {
      const response = await add(path, 'page', weight)
      if (!response) return []
      const html = response.body.toString('utf8')
      const { links, images: imagePaths } = extractPaths(html, path)
      for (const image of imagePaths.slice(0, 2)) {
        if (images < 12 && (await add(image, 'media', 1))) images++
      }
      // Query variants: pagination links, project filters and configurator steps (GET forms).
      return [...links, ...formPaths(html)].filter(
        (link) => link.startsWith(`/${lang}/`) && link.includes('?'),
      )
    }
    // Each variant is a page of its own, whose forms lead on (the configurator's next step):
    // breadth first, every variant not seen yet, up to 40 a language so that finding the mix
    // stays a matter of a minute or two.
    let next: string[] = []
    for (const path of pages) next.push(...(await visit(path, pageWeight(path))))
    let budget = 40
    while (next.length && budget > 0) {
      const unseen = [...new Set(next)].filter((path) => !found.has(path)).slice(0, budget)
      budget -= unseen.length
      next = []
      for (const path of unseen) next.push(...(await visit(path, 1)))
    }
    for (const path of [...extra]) await add(path, 'page', 1)
    for (const path of [`/${lang}`, `/${lang}/blog`, `/${lang}/projects`, `/${lang}/configure`]) {
      await add(dataPath(path), 'data', 2)
    }
    await add(`/${lang}/sitemap.xml`, 'file', 1)
    await add(`/${lang}/no-such-page-${lang}`, 'not-found', 1)
  }
  await add('/robots.txt', 'file', 1)
  await add('/sitemap.xml', 'file', 1)
  await add('/', 'page', 2)
  return [...found.values()]
}

export interface RunOptions {
  seconds: number
  connections: number
  label: string
  /** requests beyond the mix: generated per request (made-up slugs, form posts from many clients) */
  extra?: LoadRequest[]
  /** RSS judged after this warm-up, over windows of this length (seconds) */
  warmupS?: number
  windowS?: number
}

export async function run(
  site: SiteHandle,
  mix: Target[],
  { seconds, connections, label, extra = [], warmupS, windowS }: RunOptions,
): Promise<LoadRow> {
  log(
    `${label}: ${connections} connections for ${seconds} s over ${mix.length} requests in the mix`,
  )
  const unexpected: Record<string, number> = {}
  const sampler = sampleRss(site.process.pid!)
  const result = await autocannon({
    url: site.url,
    connections,
    duration: seconds,
    headers: browserHeaders,
    requests: [
      ...mix.map((target) => ({
        path: target.path,
        onResponse: (status: number) => {
          if (status !== target.status) {
            const key = `${status} for ${target.kind} (expected ${target.status})`
            unexpected[key] = (unexpected[key] ?? 0) + 1
          }
        },
      })),
      ...extra,
    ],
  })
  const samples = sampler.stop()
  return {
    label,
    connections,
    durationS: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    status5xx: result['5xx'],
    unexpected,
    rss: rssVerdict(samples, warmupS, windowS),
    samples,
    loadAverage1m: loadavg()[0]!,
  }
}
