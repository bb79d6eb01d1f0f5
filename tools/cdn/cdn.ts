/**
 * `npm run cdn`: can a CDN keep first visits? 10,000 visits of 3-5 pages over 50 URLs in five
 * languages (half first visits without a cookie, half returning with a locale cookie, a few with
 * only their browser's language on `/`, and a few editors in preview) through the reference proxy,
 * with a counter in front of the site. Prints and writes (reports/cdn/) the share of requests that
 * reached the site once warm (goal: under 1 %) and every answer that carried a Set-Cookie, preview
 * content or the wrong language. Exit code 1 when a figure is off.
 *
 * Options: `--visits <n>` (10000), `--editors <n>` (10), `--seed <n>` (1),
 * `--concurrency <n>` (16), `--verbose` (the CMS's and the site's output). Ports: CDN_CMS_PORT, CDN_SITE_PORT, CDN_HTTPS_PORT, CDN_HTTP_PORT;
 * CDN_CMS_DATA_DIR keeps the CMS's data between runs (a fresh one each run otherwise).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { numberOption, runTool } from '../shared/cli.ts'
import { repoRoot } from '../scripts/stack.ts'
import { deviations, formatReport } from './report.ts'
import { runCdn } from './run.ts'

const log = (message: string) => console.error(`[cdn] ${message}`)
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

async function main() {
  const report = await runCdn({
    ports: {
      cms: port('CDN_CMS_PORT', 25411),
      site: port('CDN_SITE_PORT', 25412),
      https: port('CDN_HTTPS_PORT', 24361),
      http: port('CDN_HTTP_PORT', 8361),
    },
    visits: numberOption('--visits', 10_000),
    editors: numberOption('--editors', 10),
    seed: numberOption('--seed', 1),
    concurrency: numberOption('--concurrency', 16),
    urlsPerLanguage: 10,
    ...(process.env.CDN_CMS_DATA_DIR ? { cmsDataDir: process.env.CDN_CMS_DATA_DIR } : {}),
    stdio: process.argv.includes('--verbose') ? 'inherit' : 'ignore',
    log,
  })
  const markdown = formatReport(report)
  const dir = join(repoRoot, 'reports/cdn')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'report.md'), markdown)
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(markdown)
  const off = deviations(report)
  for (const line of off) log(`off: ${line}`)
  log(`written to reports/cdn/report.md`)
  process.exitCode = off.length ? 1 : 0
}

await runTool(main, async () => {}, log)
