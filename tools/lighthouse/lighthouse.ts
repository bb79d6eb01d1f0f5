/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) on the home page, a
 * blog article, the projects index, a cover detail and the configurator, in English and Dutch,
 * several runs each, reporting the median run. Starts a fresh stack (CMS on 8271, site on 3271)
 * unless `--url` names a running site; `--proxy` measures through the reference proxy (nginx with
 * TLS and HTTP/2, as deployed) in front of it. `--benchmark-index` sets the CPU slowdown for a host
 * of that speed (throttling.ts); `--floor` measures the empty React Router app beside the pages.
 * Prints a table and the failures to fix; writes reports/lighthouse-*.json.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { createServer, type AddressInfo } from 'node:net'
import { join, relative } from 'node:path'
import type { Result } from 'lighthouse'
import { startFloorServer, type FloorServer } from '../budget/floor-server.ts'
import { buildFloor } from '../budget/js-budget.ts'
import { startProxy, type ProxyHandle } from '../proxy/proxy.ts'
import { repoRoot } from '../scripts/stack.ts'
import { formatCpu, formatMs, formatSummary } from './format.ts'
import { parseOptions, usage, type Options } from './options.ts'
import { closeCurrentBrowser, runLighthouse, type RunOutcome } from './runner.ts'
import { siteBuild, startStack, stopStack } from './site.ts'
import {
  failedRun,
  summarizePage,
  summarizeRun,
  type CpuSummary,
  type PageKind,
  type PageSummary,
  type RunSummary,
  type Summary,
} from './summary.ts'
import { parseSitemap, pickTargets, type Target } from './targets.ts'
import { cpuSlowdownFor, defaultCpuSlowdown } from './throttling.ts'

const reportsDir = join(repoRoot, 'reports')

const log = (message: string) => console.error(`[lighthouse] ${message}`)

async function fetchText(url: string) {
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return body
}

/** A GET through the proxy, trusting its self-signed certificate. */
function fetchThroughProxy(url: string, ca: string) {
  return new Promise<void>((resolve, reject) => {
    const req = request(url, { ca }, (response) => {
      response.resume()
      response.on('end', () =>
        response.statusCode === 200
          ? resolve()
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      )
    })
    req.on('error', reject).end()
  })
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

let proxy: ProxyHandle | undefined
// --floor: the empty app's server, and its own proxy when the site is measured through one
let floorServer: FloorServer | undefined
let floorProxy: ProxyHandle | undefined

/** The reference proxy in front of a server, on free ports. */
async function startMeasuringProxy(upstreamUrl: string) {
  const started = await startProxy({
    httpsPort: await freePort(),
    httpPort: await freePort(),
    upstreams: [upstreamUrl],
    // the name the site's own links use, so canonical and hreflang stay on the measured host
    serverName: new URL(upstreamUrl).hostname,
  })
  log(`proxy on ${started.httpsUrl} (TLS, HTTP/2) in front of ${upstreamUrl}`)
  return started
}

async function stopProxy() {
  const stopping = [proxy, floorProxy, floorServer]
  proxy = floorProxy = floorServer = undefined
  await Promise.all(stopping.map((handle) => handle?.stop()))
}

/** The empty React Router app, built and served (behind its own proxy with `--proxy`). */
async function startFloor(options: Options): Promise<string> {
  log('building the empty React Router app (tools/budget/floor)')
  buildFloor()
  floorServer = await startFloorServer()
  if (!options.proxy) return floorServer.url
  floorProxy = await startMeasuringProxy(floorServer.url)
  return floorProxy.httpsUrl
}

async function resolveTargets(baseUrl: string, options: Options): Promise<Target[]> {
  const needsSitemap = options.only.some((template) => ['article', 'cover'].includes(template))
  const sitemap = needsSitemap
    ? parseSitemap(await fetchText(`${baseUrl}/${options.langs[0]}/sitemap.xml`))
    : []
  return pickTargets(sitemap, options.only, options.langs)
}

function environmentOf(lhr: Result | undefined, fresh: boolean): Summary['environment'] {
  const browser = /(Headless)?Chrome\/[\d.]+/.exec(lhr?.environment.hostUserAgent ?? '')?.[0]
  return {
    lighthouse: lhr?.lighthouseVersion ?? 'unknown',
    formFactor: lhr?.configSettings.formFactor ?? 'unknown',
    throttling: lhr?.configSettings.throttlingMethod ?? 'unknown',
    browser: browser ?? 'unknown browser',
    ...(fresh ? { siteBuild: statSync(siteBuild).mtime.toISOString() } : {}),
  }
}

const buildTime = () => (existsSync(siteBuild) ? statSync(siteBuild).mtimeMs : 0)

const attempts = 3

interface RunSettings {
  cpuSlowdown?: number
  /** false: the page's script files are blocked (`--no-script`) */
  scripts?: boolean
  /** also list the tasks Total Blocking Time counted (`--explain`) */
  explain?: boolean
}

/**
 * A run, tried again when Lighthouse says so (NO_NAVSTART, NO_FCP and the like happen now and
 * then on a busy machine) or the browser failed. The last result is kept, or the last error.
 */
async function runWithRetries(
  url: string,
  { cpuSlowdown, scripts = true, explain = false }: RunSettings = {},
): Promise<RunOutcome | string> {
  let outcome: RunOutcome | string = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      outcome = await runLighthouse(url, {
        selfSigned: proxy !== undefined,
        cpuSlowdown,
        scripts,
        explain,
      })
      if (!outcome.lhr.runtimeError) return outcome
      log(`${url}: ${outcome.lhr.runtimeError.code} (attempt ${attempt} of ${attempts})`)
    } catch (error) {
      outcome = (error as Error).message
      log(`${url}: ${outcome} (attempt ${attempt} of ${attempts})`)
    }
  }
  return outcome
}

/**
 * The CPU slowdown of every run. For `--benchmark-index`, one throwaway run first measures this
 * machine's benchmark index (Lighthouse's own, as every run reports it).
 */
async function chooseCpuSlowdown(
  options: Options,
  url: string,
): Promise<Omit<CpuSummary, 'runIndexes'>> {
  const { cpu } = options
  if (cpu.kind === 'default') return { cpuSlowdown: defaultCpuSlowdown, setting: 'default' }
  if (cpu.kind === 'multiplier') return { cpuSlowdown: cpu.cpuSlowdown, setting: 'multiplier' }
  log(`measuring this machine's benchmark index: a throwaway run of ${url}`)
  const outcome = await runWithRetries(url)
  const hostIndex = typeof outcome === 'string' ? undefined : outcome.lhr.environment.benchmarkIndex
  if (!hostIndex) {
    throw new Error(
      `the throwaway run gave no benchmark index${typeof outcome === 'string' ? `: ${outcome}` : ''}`,
    )
  }
  const cpuSlowdown = cpuSlowdownFor(hostIndex, cpu.targetIndex)
  log(
    `benchmark index ${Math.round(hostIndex)}: CPU slowdown 4 x ${Math.round(hostIndex)} / ${cpu.targetIndex} = ${cpuSlowdown}x`,
  )
  return { cpuSlowdown, setting: 'benchmark-index', hostIndex, targetIndex: cpu.targetIndex }
}

function runIndexes(runs: RunSummary[][]): CpuSummary['runIndexes'] {
  const indexes = runs
    .flat()
    .flatMap((run) => (run.benchmarkIndex && !run.error ? [run.benchmarkIndex] : []))
    .sort((a, b) => a - b)
  if (indexes.length === 0) return null
  return {
    min: indexes[0]!,
    max: indexes.at(-1)!,
    median: indexes[(indexes.length - 1) >> 1]!,
  }
}

/** A page to measure: a template of the site, or the empty app, each on its own origin. */
type Measuring = Omit<Target, 'template'> & { template: PageKind; base: string }

interface Measured {
  runs: RunSummary[][]
  raw: Array<Array<Result | undefined>>
  firstLhr?: Result
  /** the site was rebuilt under us: the runs stop at the last one before it */
  rebuilt: boolean
}

async function measureRounds(
  targets: Measuring[],
  options: Options,
  builtAt: number | undefined,
  cpuSlowdown: number,
): Promise<Measured> {
  const measured: Measured = {
    runs: targets.map(() => []),
    raw: targets.map(() => []),
    rebuilt: false,
  }
  const total = targets.length * options.runs
  // Round-robin over the URLs, so a burst of load from other work on the machine spreads over
  // all pages instead of skewing every run of one page.
  for (let round = 0; round < options.runs; round++) {
    for (const [index, target] of targets.entries()) {
      const started = Date.now()
      const outcome = await runWithRetries(target.base + target.path, {
        cpuSlowdown,
        scripts: target.template !== 'no-script',
        explain: options.explain,
      })
      // The fresh site serves apps/site/build from disk with the server bundle it loaded at start:
      // after a rebuild its pages point at assets that are gone, so this run and every later one
      // would measure a broken page.
      if (builtAt !== undefined && buildTime() !== builtAt) {
        measured.rebuilt = true
        return measured
      }
      const run =
        typeof outcome === 'string'
          ? failedRun(outcome)
          : {
              ...summarizeRun(outcome.lhr),
              ...(outcome.blocking ? { blocking: outcome.blocking } : {}),
            }
      const lhr = typeof outcome === 'string' ? undefined : outcome.lhr
      if (lhr && !lhr.runtimeError) measured.firstLhr ??= lhr
      measured.runs[index]!.push(run)
      measured.raw[index]!.push(options.keepReports ? lhr : undefined)
      const done = round * targets.length + index + 1
      const figures = run.error
        ? `error ${run.error}`
        : `perf ${run.scores.performance}, LCP ${formatMs(run.metrics.lcp)}, TBT ${formatMs(run.metrics.tbt)}`
      log(
        `${done}/${total} ${target.path} run ${round + 1}: ${figures} (${formatMs(Date.now() - started)})`,
      )
    }
  }
  return measured
}

async function measure(options: Options) {
  const fresh = options.url === undefined
  const siteUrl = options.url ?? (await startStack({ ...options, log }))
  const builtAt = fresh ? buildTime() : undefined
  if (options.proxy) proxy = await startMeasuringProxy(siteUrl)
  const baseUrl = proxy ? proxy.httpsUrl : siteUrl
  const sitePages = (await resolveTargets(siteUrl, options)).map((target) => ({
    ...target,
    base: baseUrl,
  }))
  const targets: Measuring[] = [
    ...(options.floor
      ? [{ template: 'floor' as const, lang: '', path: '/', base: await startFloor(options) }]
      : []),
    ...(options.noScript && sitePages[0]
      ? [{ ...sitePages[0], template: 'no-script' as const }]
      : []),
    ...sitePages,
  ]

  // We measure the page, not the CMS's cold start: one plain request fills the server's caches
  // (and the proxy's, through it).
  log(`warming ${targets.length} URLs`)
  for (const target of targets) {
    const certificate = target.template === 'floor' ? floorProxy?.certificate : proxy?.certificate
    if (certificate) await fetchThroughProxy(target.base + target.path, certificate)
    else await fetchText(target.base + target.path)
  }
  const first = sitePages[0] ?? targets[0]!
  const cpu = await chooseCpuSlowdown(options, first.base + first.path)

  const { runs, raw, firstLhr, rebuilt } = await measureRounds(
    targets,
    options,
    builtAt,
    cpu.cpuSlowdown,
  )
  await stopProxy()
  await stopStack()
  // After a rebuild, report the rounds completed before it (every page the same number of runs)
  // rather than throw away several minutes of measuring; the exit code still says it failed.
  const rounds = Math.min(...runs.map((pageRuns) => pageRuns.length))
  if (rebuilt) {
    const message = 'apps/site/build changed during the measurement (something rebuilt the site)'
    if (rounds === 0) throw new Error(`${message}; run again when nothing is building it`)
    log(`${message}: reporting the ${rounds} complete rounds before it`)
    process.exitCode = 1
  }

  const pages: PageSummary[] = targets.map(({ base, ...target }, index) =>
    summarizePage({ ...target, url: base + target.path }, runs[index]!.slice(0, rounds)),
  )
  const cpuSummary: CpuSummary = { ...cpu, runIndexes: runIndexes(runs) }
  log(formatCpu(cpuSummary))
  const summary: Summary = {
    generatedAt: new Date().toISOString(),
    baseUrl,
    stack: fresh ? 'fresh' : 'external',
    ...(options.proxy ? { proxy: 'nginx (deploy/nginx), TLS + HTTP/2, self-signed' } : {}),
    runsPerPage: rounds,
    environment: environmentOf(firstLhr, fresh),
    medianRule:
      'the run with the median performance score (ties: slower LCP, then higher TBT); every number and failure of a page comes from that one run',
    cpu: cpuSummary,
    ...(rebuilt
      ? { incomplete: `the site was rebuilt after ${rounds} of ${options.runs} runs` }
      : {}),
    pages,
  }
  writeReports(summary, raw, options.keepReports)
  console.log(formatSummary(summary))
}

function writeReports(summary: Summary, raw: Array<Array<Result | undefined>>, keep: boolean) {
  mkdirSync(reportsDir, { recursive: true })
  if (keep) {
    mkdirSync(join(reportsDir, 'lighthouse'), { recursive: true })
    summary.pages.forEach((page, index) => {
      const lhr = page.medianRun === null ? undefined : raw[index]![page.medianRun]
      if (!lhr) return
      const name =
        page.template === 'floor'
          ? 'empty-app'
          : page.template === 'no-script'
            ? `no-script-${page.lang}`
            : `${page.template}-${page.lang}`
      const file = join(reportsDir, 'lighthouse', `${name}.json`)
      writeFileSync(file, JSON.stringify(lhr))
      page.rawReport = relative(repoRoot, file)
    })
  }
  // Colons are not allowed in Windows file names; the seconds are precise enough.
  const stamp = summary.generatedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
  const json = `${JSON.stringify(summary, null, 2)}\n`
  const file = join(reportsDir, `lighthouse-${stamp}.json`)
  writeFileSync(file, json)
  writeFileSync(join(reportsDir, 'lighthouse-latest.json'), json)
  log(`wrote ${relative(repoRoot, file)} and reports/lighthouse-latest.json`)
}

let interrupting = false

async function interrupted(signal: string) {
  interrupting = true
  // A CMS still starting is stopped once it is up, which can take a minute.
  log(`${signal}: closing the browser and stopping the stack`)
  await closeCurrentBrowser()
  await stopProxy()
  await stopStack()
  process.exit(130)
}
process.once('SIGINT', () => void interrupted('SIGINT'))
process.once('SIGTERM', () => void interrupted('SIGTERM'))

let options: Options
try {
  options = parseOptions(process.argv.slice(2))
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`)
  process.exit(2)
}
if (options.help) {
  console.log(usage)
} else {
  try {
    await measure(options)
  } catch (error) {
    const { message, stack } = error as Error
    // Once interrupted, the measurement fails on the stopped site: not worth telling.
    if (!interrupting) log(options.verbose ? String(stack) : message)
    await stopProxy()
    await stopStack()
    process.exitCode = 1
  }
}
