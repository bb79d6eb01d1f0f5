/**
 * `npm run soak`: 50 connections of mixed traffic for a warm-up and then 10 minutes, against the built site and a real
 * Directus: cached pages and `.data`, pictures in every width and format the site serves, a
 * made-up slug per request (a not-found page each), quote form steps posted by many clients. The
 * site's RSS is sampled every second; from the end of the warm-up its median may grow at most 10 %
 * by the end. The warm-up (5 minutes) is what the load takes to fill the caches: pages first seen
 * under it, and the brotli and gzip encodings of every stored page, which the background compressor
 * makes one page at a time (measured: full 260 s into the load). The site's memory log
 * (reports/soak-<time>/memory.jsonl) shows what grew: the V8 heap, Buffers, the caches or native
 * memory outside them. Heap snapshots are written when the warm-up ends and shortly before the
 * end, to compare in Chromium's memory tools. Writing one leaves memory behind (about 100 MB of the
 * serialiser's, measured), so each RSS window is measured after a snapshot, once it has settled:
 * the two windows see the same disturbance, and the allocator reuses the first one's for the second.
 *
 * Options: `--duration <s>` (600, after the warm-up), `--connections <n>` (50), `--warmup <s>`
 * (300), `--node-options <text>` for the site process (e.g. `--max-old-space-size=256`),
 * `--site-env NAME=VALUE`.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Request as LoadRequest } from 'autocannon'
import { numberOption, runTool } from '../shared/cli.ts'
import { browserHeaders, getRaw } from '../shared/http.ts'
import { jemalloc, removeDataDir, repoRoot, startCms, startSite } from '../scripts/stack.ts'
import { cachesFullAt, formatMemoryTable, readMemoryLog } from './memory-series.ts'
import { buildMix, extractPaths, shares, type Target } from './mix.ts'
import { formatLoadTable, loadDeviations } from './report.ts'
import { discover, run } from './session.ts'

/** `SOAK_CMS_PORT` and `SOAK_SITE_PORT` move the stack off ports another run uses. */
const ports = {
  cms: Number(process.env.SOAK_CMS_PORT ?? 25325),
  site: Number(process.env.SOAK_SITE_PORT ?? 25326),
}
const log = (message: string) => console.error(`[soak] ${message}`)
const durationS = numberOption('--duration', 600)
const connections = numberOption('--connections', 50)
const warmupS = numberOption('--warmup', 300)
/** Seconds of each RSS window whose median is compared. */
const WINDOW_S = 30
/** Seconds a heap snapshot takes to write at this heap size and settle, with room. */
const SNAPSHOT_SETTLE_S = 20
const args = process.argv.slice(2)
/** `--node-options '--max-old-space-size=256'`: a heap that cannot grow tells a leak from sizing */
const nodeOptions = args.includes('--node-options') ? args[args.indexOf('--node-options') + 1] : ''
/** `--site-env NAME=VALUE` (repeatable): more environment for the site, to try a setting */
const siteEnv: Record<string, string> = Object.fromEntries(
  args.flatMap((arg, i) => {
    const value = args[i + 1]
    return arg === '--site-env' && value?.includes('=')
      ? [[value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1)]]
      : []
  }),
)
/** What the RSS may grow after warm-up: 10 %. */
const MAX_GROWTH = 0.1

const stoppers: (() => Promise<void>)[] = []
async function cleanUp() {
  while (stoppers.length) await stoppers.pop()!().catch((error) => log(`cleanup: ${error}`))
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

/**
 * Every width and format the pages' pictures offer (their srcset and sources), as a browser of
 * any screen may ask for them: the home page's and the projects list's, in Dutch.
 */
async function mediaVariants(siteUrl: string, known: readonly Target[]): Promise<Target[]> {
  const seen = new Set(known.map((target) => target.path))
  const variants: Target[] = []
  for (const page of ['/nl', '/nl/projects']) {
    const html = (
      await getRaw(siteUrl + page, { ...browserHeaders, 'accept-encoding': 'identity' })
    ).body.toString('utf8')
    for (const path of extractPaths(html, page).images.slice(0, 120)) {
      if (seen.has(path)) continue
      seen.add(path)
      const { status } = await getRaw(siteUrl + path, browserHeaders)
      variants.push({ path, kind: 'media', status, weight: 1 })
    }
  }
  return variants
}

/** Requests made up as they are sent: a new slug each time, a quote step from one of many clients. */
function generated(hidden: Record<string, string>): LoadRequest[] {
  let counter = 0
  const step = new URLSearchParams({
    ...hidden,
    intent: 'next',
    kind: 'appointment',
    name: 'Soak Visitor',
    email: 'soak@example.com',
    address: 'Kerkstraat 12',
    postalCode: '8370',
    municipality: 'Uitkerke',
    country: 'BE',
    poolBuilt: 'no',
    consent: 'on',
  }).toString()
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/nl/blog/soak-${(counter += 1)}` }),
    },
    {
      method: 'POST',
      body: step,
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...browserHeaders,
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          // many visitors: the site trusts its proxy (loopback) to name them
          'x-forwarded-for': `198.18.${((counter += 1) >> 8) & 255}.${counter & 255}`,
        },
      }),
    },
  ]
}

/** The snapshot the site wrote into `dir` since `before`, by Node's `--heapsnapshot-signal`. */
async function heapSnapshot(pid: number, dir: string, label: string) {
  const before = new Set(readdirSync(dir))
  process.kill(pid, 'SIGUSR2')
  for (let waited = 0; waited < 120; waited++) {
    await sleep(1_000)
    const made = readdirSync(dir).find(
      (file) => !before.has(file) && file.endsWith('.heapsnapshot'),
    )
    // written once it has a size that stops changing
    if (made) {
      const size = statSync(join(dir, made)).size
      await sleep(2_000)
      if (size > 0 && statSync(join(dir, made)).size === size) {
        log(`heap snapshot ${label}: ${made} (${(size / 1e6).toFixed(0)} MB)`)
        return { label, file: join(dir, made).replace(`${repoRoot}/`, ''), bytes: size }
      }
    }
  }
  throw new Error(`no heap snapshot ${label} after 2 minutes`)
}

async function main() {
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')
  const dir = join(repoRoot, 'reports', `soak-${stamp}`)
  mkdirSync(dir, { recursive: true })
  // the figure depends on the allocator (ADR 041): say which one the site runs on
  log(
    jemalloc
      ? `the site runs on jemalloc (${jemalloc})`
      : "the site runs on glibc's malloc: install Debian's libjemalloc2 to soak what production runs",
  )
  log(`starting a fresh Directus on ${ports.cms}`)
  const cms = await startCms({ port: ports.cms, stdio: 'ignore' })
  stoppers.push(async () => {
    await cms.stop()
    removeDataDir(cms.dataDir)
  })
  const site = await startSite({
    port: ports.site,
    cms,
    stdio: 'ignore',
    env: {
      ...siteEnv,
      TRUST_PROXY: 'loopback',
      MEMORY_LOG: join(dir, 'memory.jsonl'),
      NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir} ${nodeOptions}`.trim(),
    },
  })
  stoppers.push(() => site.stop())
  const siteStarted = performance.now()

  const found = await discover(site)
  const targets = [...found, ...(await mediaVariants(site.url, found))]
  const mix = buildMix(targets)
  const quote = await getRaw(`${site.url}/nl/quote`, browserHeaders)
  const hidden = Object.fromEntries(
    [
      ...quote.body
        .toString('utf8')
        .matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g),
    ].map((match) => [match[1]!, match[2]!]),
  )
  log(`${targets.length} URLs, a made-up slug and a quote step per cycle of the mix`)

  // the memory log counts seconds from the site's start; the load starts after finding the mix
  const loadStartT = Math.round((performance.now() - siteStarted) / 1000)
  const snapshots: Awaited<ReturnType<typeof heapSnapshot>>[] = []
  const totalS = warmupS + durationS
  const loadStarted = performance.now()
  const snapshotted = (async () => {
    await sleep(warmupS * 1_000)
    snapshots.push(await heapSnapshot(site.process.pid!, dir, 'after warm-up'))
    await sleep(
      (totalS - WINDOW_S - 2 * SNAPSHOT_SETTLE_S) * 1_000 - (performance.now() - loadStarted),
    )
    snapshots.push(await heapSnapshot(site.process.pid!, dir, 'before the end'))
  })()
  const row = await run(site, mix, {
    seconds: totalS,
    connections,
    label: 'soak, page cache on',
    extra: generated(hidden),
    warmupS: warmupS + SNAPSHOT_SETTLE_S,
    windowS: WINDOW_S,
  })
  await snapshotted
  const growth = (row.rss.lastMb - row.rss.warmMb) / row.rss.warmMb
  const held = growth <= MAX_GROWTH
  // Made-up slugs and quote steps have no fixed status in the mix: their statuses are counted.
  console.log(formatLoadTable([row], targets, shares(mix)))
  console.log(
    `\nRSS after ${warmupS} s of warm-up and a heap snapshot ${row.rss.warmMb.toFixed(0)} MB, at the end ` +
      `${row.rss.lastMb.toFixed(0)} MB (medians of 30 s): ${(growth * 100).toFixed(1)} % ` +
      `(allowed ${MAX_GROWTH * 100} %): ${held ? 'held' : 'NOT held'}`,
  )
  // What grew: the caches, the V8 heap, Buffers or memory outside all of them.
  const memory = readMemoryLog(join(dir, 'memory.jsonl'))
  const full = cachesFullAt(memory)
  const warmT = loadStartT + warmupS + SNAPSHOT_SETTLE_S
  const moments = [
    { label: 'load starts', t: loadStartT },
    { label: 'after warm-up', t: warmT },
    ...(full !== undefined && full > warmT ? [{ label: 'caches full', t: full }] : []),
    { label: 'at the end', t: loadStartT + warmupS + durationS },
  ]
  console.log(
    `\nMemory of the site (MEMORY_LOG every 10 s; caches full at ${full ?? '?'} s, ` +
      `the load ran from ${loadStartT} s):\n\n${formatMemoryTable(memory, moments)}`,
  )
  for (const snapshot of snapshots) {
    console.log(
      `heap snapshot ${snapshot.label}: ${snapshot.file} (${(snapshot.bytes / 1e6).toFixed(0)} MB)`,
    )
  }
  writeFileSync(
    join(dir, 'soak.json'),
    `${JSON.stringify({ durationS, connections, warmupS, growth, held, row, snapshots, loadStartT, cachesFullAt: full }, null, 2)}\n`,
  )
  log(`report in ${dir.replace(`${repoRoot}/`, '')}`)
  process.exitCode = held && loadDeviations(row).length === 0 ? 0 : 1
}

if (!existsSync(join(repoRoot, 'apps/site/build/server/index.js'))) {
  log('build the site first (npm run soak does)')
  process.exitCode = 2
} else {
  await runTool(main, cleanUp, log)
}
