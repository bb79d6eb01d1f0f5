/**
 * `npm run load`: 100 connections for 60 s against the built site and a real Directus, across
 * every template in all five languages (pages, their `.data` requests, images through the media
 * route, the sitemap, robots.txt, a 404), page cache on; then a shorter run with `PAGE_CACHE=off`.
 * Every answer must have the status its URL had when it was found (0 socket errors, 0 timeouts,
 * 0 5xx, 0 other statuses); the site's RSS is sampled every second and must be flat after warm-up
 * (rule in rss.ts). The table goes into docs/reliability.md; the exit code says whether it held.
 *
 * Options: `--duration <s>` (60), `--connections <n>` (100), `--off-duration <s>` (20, 0 skips the
 * run without page cache), `--no-write`, `--site-env NAME=VALUE` (repeatable; the docs are then left
 * alone), e.g. `NODE_OPTIONS=--max-old-space-size=160` to tell a leak from a heap that grows.
 */
import autocannon from 'autocannon'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { browserHeaders, getRaw } from '../bench/http.ts'
import { sitemapPaths } from '../bench/routes.ts'
import { updateGenerated } from '../faults/report.ts'
import {
  removeDataDir,
  repoRoot,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '../scripts/stack.ts'
import {
  buildMix,
  dataPath,
  extractPaths,
  formPaths,
  shares,
  type Kind,
  type Target,
} from './mix.ts'
import { formatLoadTable, loadDeviations, type LoadRow } from './report.ts'
import { rssVerdict, sampleRss } from './rss.ts'

const ports = { cms: 35315, site: 35316, uncached: 35317 }
const locales = ['nl', 'en', 'fr', 'de', 'es'] as const
const log = (message: string) => console.error(`[load] ${message}`)

function option(name: string, fallback: number) {
  const args = process.argv.slice(2)
  const at = args.indexOf(name)
  return at === -1 ? fallback : Number(args[at + 1])
}
const durationS = option('--duration', 60)
const connections = option('--connections', 100)
const offDurationS = option('--off-duration', 20)
const args = process.argv.slice(2)
const siteEnv: Record<string, string> = Object.fromEntries(
  args.flatMap((arg, i) => {
    const value = args[i + 1]
    return arg === '--site-env' && value?.includes('=')
      ? [[value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1)]]
      : []
  }),
)
const write = !args.includes('--no-write') && Object.keys(siteEnv).length === 0

const stoppers: (() => Promise<void>)[] = []
async function cleanUp() {
  while (stoppers.length) await stoppers.pop()!().catch((error) => log(`cleanup: ${error}`))
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

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
async function discover(site: SiteHandle): Promise<Target[]> {
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

async function run(
  site: SiteHandle,
  mix: Target[],
  seconds: number,
  label: string,
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
    requests: mix.map((target) => ({
      path: target.path,
      onResponse: (status: number) => {
        if (status !== target.status) {
          const key = `${status} for ${target.kind} (expected ${target.status})`
          unexpected[key] = (unexpected[key] ?? 0) + 1
        }
      },
    })),
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
    rss: rssVerdict(samples),
    samples,
    loadAverage1m: loadavg()[0]!,
  }
}

async function main() {
  log(`starting a fresh Directus on ${ports.cms}`)
  const cms: CmsHandle = await startCms({ port: ports.cms, stdio: 'ignore' })
  stoppers.push(async () => {
    await cms.stop()
    removeDataDir(cms.dataDir)
  })
  const site = await startSite({ port: ports.site, cms, env: siteEnv, stdio: 'ignore' })
  stoppers.push(() => site.stop())

  const targets = await discover(site)
  const mix = buildMix(targets)
  const share = shares(mix)
  log(
    `${targets.length} URLs; mix: ${Object.entries(share)
      .map(([kind, n]) => `${kind} ${(n * 100).toFixed(0)} %`)
      .join(', ')}`,
  )
  const rows = [await run(site, mix, durationS, 'page cache on')]
  await site.stop()
  stoppers.pop()
  if (offDurationS > 0) {
    const uncached = await startSite({
      port: ports.uncached,
      cms,
      env: { ...siteEnv, PAGE_CACHE: 'off' },
      stdio: 'ignore',
    })
    stoppers.push(() => uncached.stop())
    rows.push(await run(uncached, mix, offDurationS, 'PAGE_CACHE=off'))
  }
  const table = formatLoadTable(rows, targets, share)
  console.log(table)
  for (const row of rows)
    log(`${row.label} RSS samples (MB): ${row.samples.map((n) => n.toFixed(0)).join(' ')}`)
  if (write) {
    await updateGenerated(join(repoRoot, 'docs/reliability.md'), { load: table })
    log('table written to docs/reliability.md')
  }
  process.exitCode = rows.some((row) => loadDeviations(row).length) ? 1 : 0
}

try {
  await main()
} catch (error) {
  log(String(error instanceof Error ? error.stack : error))
  process.exitCode = 2
} finally {
  await cleanUp()
}
