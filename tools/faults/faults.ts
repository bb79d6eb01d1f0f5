/**
 * `npm run faults`: the built site against a real Directus with the fault proxy between them,
 * one fault at a time, then Directus killed under load and started again. For each fault: what a
 * visitor gets for a page already cached and for a cold one, how many attempts reached the CMS,
 * and how long the site takes to answer normally once the fault is gone. The tables go into
 * docs/reliability.md; the exit code says whether every row is as expected.
 *
 * Options: `--only <text>` runs the scenarios whose name contains it; `--no-kill` skips the kill
 * under load; `--no-write` prints the tables without touching the docs; `--site-env NAME=VALUE`
 * (repeatable) starts the site with it, e.g. `CMS_TIMEOUT_MS=600000` to see a hang unbounded. `FAULTS_DEBUG=1` logs the
 * CMS requests a visit sent more than once.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { runTool } from '../shared/cli.ts'
import { updateGenerated } from '../shared/generated-docs.ts'
import { getRaw } from '../shared/http.ts'
import { runLoad } from '../shared/load-generator.ts'
import { sitemapPaths, templateOf, templateRoutes } from '../shared/routes.ts'
import { removeDataDir, repoRoot, startCms, startSite, type CmsHandle } from '../scripts/stack.ts'
import { startFaultProxy } from './fault-proxy.ts'
import {
  deviations,
  formatFaultTable,
  formatKillTable,
  killDeviations,
  type FaultRow,
  type KillRow,
} from './report.ts'
import { purge, runScenario, visit, until200 } from './run.ts'
import { scenarios } from './scenarios.ts'

// The tools' own ports, away from npm start, e2e and bench.
const ports = { cms: 25311, proxy: 25312, site: 25313 }

const log = (message: string) => console.error(`[faults] ${message}`)
const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const kill = !args.includes('--no-kill')
const write = !args.includes('--no-write')
const siteEnv = Object.fromEntries(
  args.flatMap((arg, i) => {
    const value = args[i + 1]
    return arg === '--site-env' && value?.includes('=')
      ? [[value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1)]]
      : []
  }),
)

const stoppers: (() => Promise<void>)[] = []
async function cleanUp() {
  while (stoppers.length) await stoppers.pop()!().catch((error) => log(`cleanup: ${error}`))
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

/** The Directus server itself (serve.ts's child), to kill it the way a crash would. */
function directusPid(cms: CmsHandle) {
  const pid = cms.process.pid
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/)
  const child = Number(children[0])
  if (!child) throw new Error('Directus has no server process to kill')
  return child
}

async function main() {
  if (!existsSync(join(repoRoot, 'apps/site/build/server/index.js'))) {
    throw new Error('apps/site/build is missing: run `npx nx run @lamella/site:build` first')
  }
  log(`starting a fresh Directus on ${ports.cms} (about half a minute)`)
  const cms = await startCms({ port: ports.cms, stdio: 'ignore' })
  stoppers.push(async () => {
    await cms.stop()
    removeDataDir(cms.dataDir)
  })
  const proxy = await startFaultProxy(cms.url, ports.proxy)
  stoppers.push(() => proxy.close())
  const site = await startSite({
    port: ports.site,
    cms: { url: proxy.url, tokens: cms.tokens },
    env: siteEnv,
    stdio: 'ignore',
  })
  stoppers.push(() => site.stop())
  const secret = cms.tokens.PURGE_SECRET ?? ''

  const sitemap = await getRaw(`${site.url}/en/sitemap.xml`, { accept: 'application/xml' })
  const paths = sitemapPaths(sitemap.body.toString('utf8'))
  const cached = '/en'
  // Detail pages in every language: each scenario gets one nobody has asked for yet.
  const cold = paths.filter(
    (path) =>
      path !== cached &&
      ['blog-article', 'project-detail', 'cover-detail', 'pool-detail', 'page'].includes(
        templateOf(path),
      ),
  )
  const chosen = scenarios.filter((s) => !only || s.name.includes(only))
  if (cold.length < chosen.length + 1) throw new Error(`only ${cold.length} cold pages to use`)

  const rows: FaultRow[] = []
  for (const [index, scenario] of chosen.entries()) {
    const coldPath = cold[index]!
    const row = await runScenario(site, proxy, secret, scenario, { cached, cold: coldPath })
    const { cached: cachedVisit, cold: coldVisit } = row
    const off = deviations(row)
    log(
      `${scenario.name}: cached ${cachedVisit.status} ${cachedVisit.xCache ?? ''} ${Math.round(cachedVisit.ms)} ms, ` +
        `cold ${coldPath} ${coldVisit.status} ${Math.round(coldVisit.ms)} ms, attempts ${cachedVisit.attempts}/${coldVisit.attempts}` +
        (off.length ? ` -- NOT AS EXPECTED: ${off.join('; ')}` : ''),
    )
    rows.push(row)
  }

  let killRow: KillRow | undefined
  if (kill) {
    const warmPaths = templateRoutes(paths, 'en').map((route) => route.path)
    for (const path of warmPaths) await getRaw(site.url + path)
    const coldPath = cold[chosen.length]!
    const durationS = 30
    log(
      `load on ${warmPaths.length} warm pages for ${durationS} s; Directus killed and the pages purged after 5 s`,
    )
    const load = runLoad({
      scenario: 'cms-killed',
      url: site.url,
      paths: warmPaths,
      connections: 20,
      durationS,
    })
    await sleep(5_000)
    const killedAt = performance.now()
    process.kill(directusPid(cms), 'SIGKILL')
    // A publish just before the crash: every page under load must now be rendered again, each
    // render finds the CMS gone, and visitors must still get the pages as they were.
    await purge(site, secret)
    await sleep(1_000)
    const down = await visit(site, proxy, coldPath)
    log(`cold page while Directus is down: ${down.status} (Retry-After ${down.retryAfter})`)
    await cms.restart()
    const restartMs = performance.now() - killedAt
    const recoveryMs = await until200(site, coldPath, 30_000)
    const summary = await load
    killRow = {
      connections: summary.connections,
      durationS: summary.durationS,
      requests: summary.requests,
      statusCodes: summary.statusCodes,
      errors: summary.errors,
      timeouts: summary.timeouts,
      p99Ms: summary.latencyMs.p99,
      maxMs: summary.latencyMs.max,
      coldWhileDown: {
        status: down.status,
        ms: down.ms,
        ...(down.retryAfter ? { retryAfter: down.retryAfter } : {}),
      },
      restartMs,
      recoveryMs,
    }
    const off = killDeviations(killRow)
    log(
      `kill under load: ${JSON.stringify(killRow)}${off.length ? ` -- NOT AS EXPECTED: ${off.join('; ')}` : ''}`,
    )
  }

  const faultTable = formatFaultTable(rows)
  console.log(faultTable)
  if (killRow) console.log(`\n${formatKillTable(killRow)}`)
  if (write && !only && Object.keys(siteEnv).length === 0) {
    await updateGenerated(join(repoRoot, 'docs/reliability.md'), {
      faults: faultTable,
      ...(killRow ? { 'faults-kill': formatKillTable(killRow) } : {}),
    })
    log('tables written to docs/reliability.md')
  }
  const failed =
    rows.filter((row) => deviations(row).length).length +
    (killRow && killDeviations(killRow).length ? 1 : 0)
  process.exitCode = failed ? 1 : 0
}

await runTool(main, cleanUp, log)
