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
import { join } from 'node:path'
import { numberOption, runTool } from '../shared/cli.ts'
import { updateGenerated } from '../shared/generated-docs.ts'
import { removeDataDir, repoRoot, startCms, startSite, type CmsHandle } from '../scripts/stack.ts'
import { buildMix, shares } from './mix.ts'
import { formatLoadTable, loadDeviations } from './report.ts'
import { discover, run } from './session.ts'

const ports = { cms: 25315, site: 25316, uncached: 25317 }
const log = (message: string) => console.error(`[load] ${message}`)

const durationS = numberOption('--duration', 60)
const connections = numberOption('--connections', 100)
const offDurationS = numberOption('--off-duration', 20)
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
  const rows = [await run(site, mix, { seconds: durationS, connections, label: 'page cache on' })]
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
    rows.push(
      await run(uncached, mix, { seconds: offDurationS, connections, label: 'PAGE_CACHE=off' }),
    )
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

await runTool(main, cleanUp, log)
