/**
 * `npm run flood`: what made-up page cache keys cost a normal visitor. Starts a fresh Directus and
 * the built site, warms one page a normal visitor reads, then floods the site with URLs that each
 * name a key nobody asked for before (other spellings of paths, made-up `_routes`, `page`, facet
 * and configurator values, campaign tags, random slugs: tools/flood/plan.ts) at `--connections`
 * from one client, while a second client reads the warm page at a steady `--rate`. Prints the
 * warm page's p50/p99/max, the flood's answers by kind and status, and the site's RSS against the
 * page cache's bound (PAGE_CACHE_MAX_MB). Exit code 1 when the page's p99 reached `--p99-ms` or
 * the RSS grew by more than the bound.
 *
 * Options: `--duration <s>` (600), `--connections <n>` (20), `--rate <req/s>` (20), `--page
 * <path>` (/en/blog), `--seed <n>`, `--p99-ms <ms>` (20), `--site-env NAME=VALUE` (repeatable),
 * e.g. `PAGE_MISS_RATE=0` to see the flood without the miss budget.
 */
import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { numberOption, runTool } from '../shared/cli.ts'
import { freePorts } from '../shared/ports.ts'
import { removeDataDir, startCms, startSite } from '../scripts/stack.ts'
import { sampleRss } from '../load/rss.ts'
import type { FloodJob, FloodResult } from './flood-worker.ts'
import { latencyOf, verdict } from './plan.ts'

const log = (message: string) => console.error(`[flood] ${message}`)

const args = process.argv.slice(2)
const durationS = numberOption('--duration', 600)
const connections = numberOption('--connections', 20)
const rate = numberOption('--rate', 20)
const seed = numberOption('--seed', 20_261_128)
const p99Ms = numberOption('--p99-ms', 20)
const pageAt = args.indexOf('--page')
const page = pageAt === -1 ? '/en/blog' : (args[pageAt + 1] ?? '/en/blog')
const siteEnv: Record<string, string> = Object.fromEntries(
  args.flatMap((arg, i) => {
    const value = args[i + 1]
    return arg === '--site-env' && value?.includes('=')
      ? [[value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1)]]
      : []
  }),
)
const pageCacheMb = Number(siteEnv.PAGE_CACHE_MAX_MB ?? 128)

const stoppers: (() => Promise<void>)[] = []
async function cleanUp() {
  while (stoppers.length) await stoppers.pop()!().catch((error) => log(`cleanup: ${error}`))
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

/** One GET as a browser sends it; resolves its status, X-Cache and milliseconds to the last byte. */
function timedGet(agent: Agent, url: string) {
  const started = performance.now()
  return new Promise<{ status: number; xCache: string; ms: number }>((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          xCache: String(res.headers['x-cache'] ?? '(none)'),
          ms: performance.now() - started,
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * The normal visitor: one request every 1/rate s, sent on time whether or not the last one has
 * come back (a slow answer shows as its own latency, not as fewer requests).
 */
function normalVisitor(url: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  const samples: number[] = []
  const statuses: Record<string, number> = {}
  const pending = new Set<Promise<void>>()
  const timer = setInterval(() => {
    const sent = timedGet(agent, url).then(
      ({ status, xCache, ms }) => {
        samples.push(ms)
        const label = `${status} ${xCache}`
        statuses[label] = (statuses[label] ?? 0) + 1
      },
      () => {
        statuses.error = (statuses.error ?? 0) + 1
      },
    )
    pending.add(sent)
    void sent.finally(() => pending.delete(sent))
  }, 1000 / rate)
  return {
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      agent.destroy()
      return { samples, statuses }
    },
  }
}

function flood(job: FloodJob) {
  const worker = new Worker(new URL('./flood-worker.ts', import.meta.url), { workerData: job })
  stoppers.push(() => worker.terminate().then(() => undefined))
  return new Promise<FloodResult>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ')

async function main() {
  const [cmsPort, sitePort] = await freePorts([25415, 25416])
  log(`starting a fresh Directus on ${cmsPort}`)
  const cms = await startCms({ port: cmsPort!, stdio: 'ignore' })
  stoppers.push(async () => {
    await cms.stop()
    removeDataDir(cms.dataDir)
  })
  // The miss budget as a production site has it (an empty value is the site's default): what
  // the flood is about. The test stacks turn it off.
  const env = { PAGE_MISS_RATE: '', PAGE_MISS_BURST: '', ...siteEnv }
  const site = await startSite({ port: sitePort!, cms, env, stdio: 'ignore' })
  stoppers.push(() => site.stop())
  const pid = site.process.pid!

  // Warm: rendered, then compressed at its best in the background.
  const warmAgent = new Agent({ keepAlive: true })
  for (let i = 0; i < 5; i++) await timedGet(warmAgent, `${site.url}${page}`)
  warmAgent.destroy()
  await sleep(2_000)

  log(
    `flooding ${site.url} for ${durationS} s at ${connections} connections; ` +
      `${page} read ${rate} times a second meanwhile`,
  )
  const rss = sampleRss(pid)
  const visitor = normalVisitor(`${site.url}${page}`)
  const started = performance.now()
  const result = await flood({
    base: site.url,
    connections,
    durationMs: durationS * 1000,
    seed,
  })
  const seconds = (performance.now() - started) / 1000
  const normal = await visitor.stop()
  const samples = rss.stop()
  const rssFigures = {
    startMb: samples[0] ?? 0,
    peakMb: Math.max(...samples),
    endMb: samples.at(-1) ?? 0,
  }
  const latency = latencyOf(normal.samples)
  const held = verdict(latency, rssFigures, { p99Ms, pageCacheMb })

  const byStatus: Record<string, number> = {}
  for (const statuses of Object.values(result.byKind)) {
    for (const [status, n] of Object.entries(statuses))
      byStatus[status] = (byStatus[status] ?? 0) + n
  }
  const lines = [
    `normal page ${page}: ${latency.requests} requests, p50 ${latency.p50.toFixed(1)} ms, ` +
      `p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms (${counts(normal.statuses)})`,
    `flood: ${result.requests} requests in ${seconds.toFixed(0)} s ` +
      `(${(result.requests / seconds).toFixed(0)} req/s), ${result.errors} errors`,
    `flood statuses: ${counts(byStatus)}`,
    `flood X-Cache: ${counts(result.xCache)}`,
    ...Object.entries(result.byKind).map(([kind, statuses]) => `  ${kind}: ${counts(statuses)}`),
    `site RSS: ${rssFigures.startMb.toFixed(0)} MB at start, ${rssFigures.peakMb.toFixed(0)} MB ` +
      `peak, ${rssFigures.endMb.toFixed(0)} MB at the end; grew ` +
      `${(rssFigures.peakMb - rssFigures.startMb).toFixed(0)} MB against the page cache's ` +
      `${pageCacheMb} MB bound`,
    `targets: p99 < ${p99Ms} ms ${held.latencyHeld ? 'held' : 'MISSED'}; ` +
      `RSS growth within the bound ${held.memoryHeld ? 'held' : 'MISSED'}`,
  ]
  console.log(lines.join('\n'))
  if (!held.latencyHeld || !held.memoryHeld) process.exitCode = 1
}

await runTool(main, cleanUp, log)
