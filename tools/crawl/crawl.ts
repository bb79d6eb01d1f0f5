/**
 * `npm run crawl`: a link checker's crawl of one language against a fresh stack, the way the
 * crawl that met 5,173 answers 503 did it. A fresh Directus (no transformed pictures yet) and the
 * built site with an empty picture store; then 100 connections follow every same-site link of the
 * language's pages and ask for every picture of their `<img>` and `<source>` srcsets, asking again
 * after `Retry-After` when answered 503. Meanwhile a visitor asks for the language's home page (in
 * the page cache) twice a second. Printed per kind of URL: statuses, 503s with and without
 * Retry-After, the last answer per URL, X-Cache, latency; and the visitor's latency. The second
 * pass crawls again with the store filled. Exit 1 when a page answered 503 or a 503 came
 * without Retry-After. Not part of `npm test` (minutes long).
 *
 * Options: `--lang <code>` (fr), `--connections <n>` (100), `--max-urls <n>` (20000),
 * `--max-seconds <s>` (900, per pass), `--retries <n>` (3), `--max-retry-wait <s>` (30),
 * `--passes <n>` (2), `--interval <ms>` (500, the visitor's), `--all-languages` (follow links into
 * every language, as linkinator's recursion does), `--site-env NAME=VALUE` and
 * `--cms-env NAME=VALUE` (repeatable; the docs are then left alone), `--no-write`, `--verbose`
 * (the site's and Directus' logs on stderr), `--pages-only` (no pictures: what pages alone do).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { numberOption, runTool } from '../shared/cli.ts'
import { updateGenerated } from '../shared/generated-docs.ts'
import { freePorts } from '../shared/ports.ts'
import { removeDataDir, repoRoot, startCms, startSite, type CmsHandle } from '../scripts/stack.ts'
import { crawl, sampleVisitor } from './crawler.ts'
import {
  crawlDeviations,
  formatReport,
  summarise,
  summariseVisitor,
  type CrawlReport,
} from './report.ts'

const log = (message: string) => console.error(`[crawl] ${message}`)
const args = process.argv.slice(2)
const stringOption = (name: string, fallback: string) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : (args[at + 1] ?? fallback)
}
/** Every `NAME=VALUE` after `name`. */
const envOption = (name: string): Record<string, string> =>
  Object.fromEntries(
    args.flatMap((arg, i) => {
      const value = args[i + 1]
      return arg === name && value?.includes('=')
        ? [[value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1)]]
        : []
    }),
  )

const lang = stringOption('--lang', 'fr')
const connections = numberOption('--connections', 100)
const maxUrls = numberOption('--max-urls', 20_000)
const maxSeconds = numberOption('--max-seconds', 900)
const retries = numberOption('--retries', 3)
const maxRetryWaitS = numberOption('--max-retry-wait', 30)
const passes = numberOption('--passes', 2)
const intervalMs = numberOption('--interval', 500)
const allLanguages = args.includes('--all-languages')
const skipPictures = args.includes('--pages-only')
/** the site's and Directus' own output on this process's stderr (what failed, and why) */
const stdio = args.includes('--verbose') ? 'inherit' : 'ignore'
const siteEnv = envOption('--site-env')
const cmsEnv = envOption('--cms-env')
const write =
  !args.includes('--no-write') &&
  Object.keys(siteEnv).length + Object.keys(cmsEnv).length === 0 &&
  !allLanguages &&
  !skipPictures &&
  connections === 100 &&
  lang === 'fr'

const stoppers: (() => Promise<void>)[] = []
async function cleanUp() {
  while (stoppers.length) await stoppers.pop()!().catch((error) => log(`cleanup: ${error}`))
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

/** The variants the picture store holds. */
function storedVariants(dir: string): number {
  try {
    return readdirSync(dir).reduce(
      (sum, id) =>
        sum + readdirSync(join(dir, id)).filter((name) => !name.startsWith('.tmp-')).length,
      0,
    )
  } catch {
    return 0
  }
}

async function main() {
  const [cmsPort, sitePort] = await freePorts([25335, 25336])
  log(`starting a fresh Directus on ${cmsPort}`)
  const cms: CmsHandle = await startCms({ port: cmsPort!, stdio, env: cmsEnv })
  stoppers.push(async () => {
    await cms.stop()
    removeDataDir(cms.dataDir)
  })
  const mediaDir = mkdtempSync(join(tmpdir(), 'lamella-crawl-media-'))
  stoppers.push(async () => rmSync(mediaDir, { recursive: true, force: true }))
  const site = await startSite({
    port: sitePort!,
    cms,
    env: { MEDIA_DIR: mediaDir, ...siteEnv },
    stdio,
  })
  stoppers.push(() => site.stop())

  const home = new URL(`/${lang}`, site.url)
  // the visitor's page is in the page cache before the crawl begins, as on a site in use
  for (let i = 0; i < 2; i += 1) await (await fetch(home)).arrayBuffer()
  const inLanguage = (url: URL) =>
    url.pathname === `/${lang}` || url.pathname.startsWith(`/${lang}/`)

  const reports: CrawlReport[] = []
  for (let pass = 1; pass <= passes; pass += 1) {
    const label = pass === 1 ? 'fresh: empty store, fresh Directus' : `pass ${pass}: store filled`
    log(`${label}: crawling ${home.pathname} at ${connections} connections`)
    const stop = new AbortController()
    const visitor = sampleVisitor(home, intervalMs, stop.signal)
    const result = await crawl({
      start: home,
      follow: allLanguages ? () => true : inLanguage,
      connections,
      maxUrls,
      maxSeconds,
      retries,
      maxRetryWaitS,
      timeoutMs: 60_000,
      skipPictures,
      log,
    })
    stop.abort()
    reports.push({
      label,
      connections,
      seconds: result.seconds,
      stoppedBy: result.stoppedBy,
      kinds: summarise(result),
      visitor: summariseVisitor(await visitor),
    })
    log(`${label}: ${result.answers.length} answers in ${result.seconds.toFixed(0)} s`)
    log(`picture store: ${storedVariants(mediaDir)} variants`)
  }

  const table = formatReport(reports)
  console.log(table)
  const deviations = reports.flatMap(crawlDeviations)
  for (const deviation of deviations) log(`not as expected: ${deviation}`)
  if (write) {
    await updateGenerated(join(repoRoot, 'docs/reliability.md'), { crawl: table })
    log('table written to docs/reliability.md')
  }
  process.exitCode = deviations.length ? 1 : 0
}

await runTool(main, cleanUp, log)
