/**
 * `npm run bench`: the built site against a real Directus, every figure relative to a plain
 * node:http server replaying the same bytes in the same run. Timings are reported, never asserted:
 * the exit code only says whether the benchmark itself could run. See docs/performance.md.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeDataDir, repoRoot, startCms, startSite, type CmsHandle } from '../scripts/stack.ts'
import { recordResponses, startBaseline } from './baseline.ts'
import { runCmsStopped } from './cms-stopped.ts'
import { runDirectusRequests } from './directus-requests.ts'
import { getRaw } from '../shared/http.ts'
import { allSitemapPaths, runMiss } from './miss.ts'
import { runLadder, type LadderRun, type LadderTarget } from './ladder.ts'
import { parseOptions, usage, type BenchOptions, type Scenario } from './options.ts'
import { formatPlaces, runPlaces } from './places.ts'
import { runProfile } from './profile.ts'
import { formatSearch, runSearch } from './search.ts'
import { formatHydration, hydrationPaths, runHydration } from './hydration.ts'
import {
  evaluateTargets,
  formatCmsStopped,
  formatDirectusRequests,
  formatLoadTable,
  formatMiss,
  formatProfile,
  formatTargets,
  loadNotes,
  rateAgainstBaseline,
} from './report.ts'
import { coldRoutes, sitemapPaths, templateRoutes } from '../shared/routes.ts'

// Away from the dev stack (3000, 8055) and the end-to-end stack (3155, 8155).
const ports = {
  cms: 8261,
  pageCache: 3261,
  dataCached: 3262,
  cold: 3263,
  spare: 3264,
  miss: 3265,
  search: 3266,
}

const log = (message: string) => console.error(`[bench] ${message}`)
const print = (text = '') => console.log(text)

interface Stoppable {
  stop(): Promise<void>
}
// Everything started and not yet stopped, stopped in reverse on the way out, whatever happened.
const running: Stoppable[] = []
async function cleanUp() {
  while (running.length)
    await running
      .pop()!
      .stop()
      .catch((error) => log(`cleanup: ${error}`))
}
process.once('SIGINT', () => {
  log('interrupted, stopping what the benchmark started')
  void cleanUp().then(() => process.exit(130))
})

function git(args: string[]) {
  return spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() ?? ''
}

function buildSite(options: BenchOptions) {
  const buildDir = join(repoRoot, 'apps/site/build')
  const buildEntry = join(buildDir, 'server/index.js')
  if (options.skipBuild) {
    if (!existsSync(buildEntry)) {
      throw new Error(
        'apps/site/build is missing: run `npm run build -w @lamella/site` or drop --skip-build',
      )
    }
    log('--skip-build: using the existing apps/site/build')
    return
  }
  log('building the site (nx run @lamella/site:build)')
  // Vite empties the output directory before it builds: when the build fails, the previous build
  // goes back, so a broken working tree does not also break everyone else's server or tools.
  const backup = existsSync(buildEntry) ? mkdtempSync(join(tmpdir(), 'lamella-bench-build-')) : ''
  if (backup) cpSync(buildDir, backup, { recursive: true })
  try {
    const result = spawnSync('npx', ['nx', 'run', '@lamella/site:build', '--outputStyle=stream'], {
      cwd: repoRoot,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
    })
    if (result.status !== 0 || !existsSync(buildEntry)) {
      if (backup) {
        rmSync(buildDir, { recursive: true, force: true })
        cpSync(backup, buildDir, { recursive: true })
      }
      throw new Error(
        `the site build failed${backup ? ' (the previous build is back in place)' : ''}; ` +
          'fix it, or pass --skip-build to measure the last build',
      )
    }
  } finally {
    if (backup) rmSync(backup, { recursive: true, force: true })
  }
}

function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const server = createServer()
    server.once('error', () =>
      reject(new Error(`port ${port} is in use (a benchmark still running, or left over?)`)),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}

async function started<T extends Stoppable>(handle: Promise<T>): Promise<T> {
  const value = await handle
  running.push(value)
  return value
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  if (options.help) {
    print(usage)
    return
  }
  const wants = (scenario: Scenario) => options.scenarios.has(scenario)
  const stdio = options.verbose ? 'inherit' : 'ignore'
  const startedAt = new Date()
  const environment = {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    loadAverageAtStart: loadavg(),
    commit: git(['rev-parse', 'HEAD']),
    uncommittedChanges: git(['status', '--porcelain']).length > 0,
  }
  log(
    `scenarios: ${[...options.scenarios].join(', ')}; ${options.durationS} s per run at ` +
      `${options.connections.join(', ')} connections; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  )

  buildSite(options)
  for (const port of Object.values(ports)) await assertPortFree(port)

  log(`starting a fresh Directus on ${ports.cms} (about half a minute)`)
  const cms: CmsHandle = await startCms({ port: ports.cms, stdio })
  running.push({
    async stop() {
      await cms.stop()
      removeDataDir(cms.dataDir)
    },
  })
  const pageSite = await started(startSite({ port: ports.pageCache, cms, stdio }))

  // Slugs come from the site's own sitemap; no Accept-Encoding, to read it as text.
  const sitemap = await getRaw(`${pageSite.url}/en/sitemap.xml`, { accept: 'application/xml' })
  if (sitemap.status !== 200) throw new Error(`/en/sitemap.xml answered ${sitemap.status}`)
  const paths = sitemapPaths(sitemap.body.toString('utf8'))
  // Every page of every language, for the miss passes.
  const sitemapsPaths = wants('miss') ? await allSitemapPaths(pageSite.url) : []

  // A scenario that cannot run is reported as such; the figures of the others still count.
  const failures: string[] = []
  const attempt = async <T>(scenario: Scenario, run: () => Promise<T>) => {
    if (!wants(scenario)) return undefined
    try {
      return await run()
    } catch (error) {
      log(`${scenario} failed: ${(error as Error).message}`)
      failures.push(`${scenario} could not run: ${(error as Error).message}`)
      return undefined
    }
  }

  // Before the load: the cold ladder leaves Directus a backlog that would time the first misses out.
  const miss = await attempt('miss', () =>
    runMiss({
      cms,
      port: ports.miss,
      paths: sitemapsPaths,
      connections: options.missConnections,
      stdio,
      log,
    }),
  )

  let runs: LadderRun[] = []
  let baselineResponse: Record<string, unknown> | undefined
  if (wants('baseline')) {
    // Two requests, so the recording is what a warm page cache sends.
    await getRaw(pageSite.url + options.path)
    const recorded = await recordResponses(pageSite.url, [options.path])
    const response = recorded[options.path]!
    baselineResponse = {
      path: options.path,
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(response.body, 'base64').length,
    }
    log(`baseline replays ${options.path}: ${response.status}, ${baselineResponse.bytes} bytes`)
    const targets: LadderTarget[] = [
      { scenario: 'baseline', url: (await started(startBaseline(recorded))).url },
    ]
    if (wants('page-cache-hit')) targets.push({ scenario: 'page-cache-hit', url: pageSite.url })
    const site = async (scenario: string, port: number, env: Record<string, string>) => {
      targets.push({ scenario, url: (await started(startSite({ port, cms, env, stdio }))).url })
    }
    if (wants('data-cached')) await site('data-cached', ports.dataCached, { PAGE_CACHE: 'off' })
    if (wants('cold')) {
      await site('cold', ports.cold, { PAGE_CACHE: 'off', CMS_CACHE_TTL_MS: '0' })
    }
    runs = await runLadder({
      targets,
      path: options.path,
      connections: options.connections,
      durationS: options.durationS,
      rounds: options.rounds,
      log,
    })
    // Only the page-cache site is needed further on.
    for (const handle of running.splice(running.indexOf(pageSite) + 1)) await handle.stop()
  }

  const directusRequests = await attempt('directus-requests', () =>
    runDirectusRequests({
      cms,
      port: ports.spare,
      routes: templateRoutes(paths, 'en'),
      stdio,
      log,
    }),
  )

  const stamp = startedAt
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')
  const reportsDir = join(repoRoot, 'reports')
  const profile = await attempt('profile', () =>
    runProfile({
      cms,
      port: ports.spare,
      path: options.path,
      connections: options.connections[0]!,
      durationS: options.durationS,
      outDir: join(reportsDir, `bench-${stamp}-profile`),
      stdio,
      log,
    }),
  )

  const cmsStopped = await attempt('cms-stopped', () =>
    runCmsStopped({
      cms,
      site: pageSite,
      warmRoutes: ['en', 'nl'].flatMap((lang) => templateRoutes(paths, lang).map((r) => r.path)),
      coldRoutes: coldRoutes(paths),
      connections: Math.max(...options.connections),
      durationS: options.stopDurationS,
      log,
    }),
  )

  const placesReport = await attempt('places', () => runPlaces())
  const searchReport = await attempt('search', () =>
    runSearch({ cms, port: ports.search, stdio, log }),
  )
  // Last: the browser's work, on the page-cache site as visitors meet it.
  const hydration = await attempt('hydration', () =>
    runHydration({
      siteUrl: pageSite.url,
      routes: hydrationPaths(paths),
      loads: options.loads,
      cpuThrottling: options.cpuThrottling,
      log,
    }),
  )

  const rated = rateAgainstBaseline(runs)
  const targets = evaluateTargets(rated, cmsStopped, directusRequests, placesReport)
  const notes = [...failures, ...loadNotes(runs)]
  for (const run of runs.filter((r) => !r.drained)) {
    notes.push(
      `${run.scenario} at ${run.connections} connections: the server was still busy ${run.drainMs / 1000} s ` +
        'after the run; the runs after it shared the machine with that backlog',
    )
  }
  await cleanUp()

  if (rated.length) {
    const rounds = options.rounds > 1 ? `, medians of ${options.rounds} rounds` : ''
    print(
      `\nLoad: ${options.path}, ${options.durationS} s per run${rounds}; ratios against the baseline at the same connections\n`,
    )
    print(formatLoadTable(rated))
  }
  if (miss) {
    print(
      `\nPage-cache misses: ${miss.urls} pages of the five sitemaps, each once per pass; ratios against the baseline\n`,
    )
    print(formatMiss(miss, rated))
  }
  if (directusRequests) {
    print(
      '\nDirectus requests per page (cold: no caches; data cache: PAGE_CACHE=off, the same URL twice)\n',
    )
    print(formatDirectusRequests(directusRequests))
  }
  if (profile) {
    print('\nCPU profile of the data-cached render (PAGE_CACHE=off)\n')
    print(formatProfile(profile))
  }
  if (cmsStopped) {
    print('\nCMS stopped (page-cache site)\n')
    print(formatCmsStopped(cmsStopped))
  }
  if (placesReport) {
    print('\nPlaces lookup (the dealer finder, the dealer step, the address suggestions)\n')
    print(formatPlaces(placesReport))
  }
  if (searchReport) {
    print('\nSite search (PAGE_CACHE=off, data cache on, one request at a time)\n')
    print(formatSearch(searchReport))
  }
  if (hydration) {
    print(
      `\nHydration: main-thread start-up of one page per template, median of ${hydration.loadsPerRoute} loads in Chromium ` +
        `at ${hydration.cpuThrottling}x CPU slowdown on a phone-sized screen, from the first byte until idle; ` +
        'ratios to the empty React Router app in the same run\n',
    )
    print(formatHydration(hydration))
  }
  print('\nTargets (reported, not asserted)\n')
  print(formatTargets(targets))
  if (notes.length) print(`\nNotes\n\n${notes.map((note) => `- ${note}`).join('\n')}`)

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { ...options, scenarios: [...options.scenarios] },
    environment: { ...environment, loadAverageAtEnd: loadavg() },
    baselineResponse,
    runs: rated,
    miss,
    directusRequests,
    profile,
    cmsStopped,
    places: placesReport,
    search: searchReport,
    hydration,
    targets,
    notes,
  }
  mkdirSync(reportsDir, { recursive: true })
  const file = join(reportsDir, `bench-${stamp}.json`)
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(reportsDir, 'bench-latest.json'), `${JSON.stringify(report, null, 2)}\n`)
  print(`\nFull report: ${file.replace(`${repoRoot}/`, '')} (and reports/bench-latest.json)`)
  if (failures.length) process.exitCode = 1
}

try {
  await main()
} catch (error) {
  log(`failed: ${(error as Error).message}`)
  await cleanUp()
  process.exitCode = 1
}
