/**
 * The one way to run the CMS (`npm start`, the e2e run): bootstraps Directus on first start, starts
 * it, applies schema, access and demo content, writes `tokens.env` and `.ready`, then stays in
 * the foreground until Directus exits. With `--setup-only` it stops Directus after the setup.
 * With `--join` it only starts another Directus on a database a first one has set up (PostgreSQL,
 * the same data directory for secrets and uploads): no bootstrap, no setup, no `.ready`.
 *
 * Env: CMS_DATA_DIR (apps/cms/data), CMS_HOST (127.0.0.1), CMS_PORT (8055), CMS_DB_CLIENT
 * (sqlite3; pg with DB_CONNECTION_STRING or DB_HOST and the other DB_*), REDIS_URL (none),
 * CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, CMS_LOG_LEVEL (warn), SITE_INTERNAL_URL (where the publish
 * flow sends cache purges; http://127.0.0.1:${SITE_PORT or 3000}), EMAIL_SMTP_HOST and the other
 * EMAIL_* variables (the quote request e-mails; none are sent without a host).
 */
import { rmSync, writeFileSync } from 'node:fs'
import { isAbsolute, relative } from 'node:path'
import * as content from '../seed/content/index.ts'
import type { CmsConfig } from './directus.ts'
import { bootstrap, dataFile, ensurePortFree, prepare, start, waitUntilUp } from './directus.ts'
import { exited, stopProcess } from './process.ts'
import { setup } from './setup.ts'

const setupOnly = process.argv.includes('--setup-only')
const joining = process.argv.includes('--join')

function fail(stage: string, error: unknown): never {
  console.error(`CMS ${stage} failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

const shown = (path: string) => {
  const fromHere = relative(process.cwd(), path)
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? path : fromHere
}

let config: CmsConfig
try {
  config = prepare()
  if (!joining) rmSync(dataFile(config, '.ready'), { force: true })
  await ensurePortFree(config)
  if (!joining) await bootstrap(config)
} catch (error) {
  fail('start', error)
}

const directus = start(config)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => directus.kill(signal))
}
// whatever ends this script must not leave an orphaned server or a stale ready marker behind
process.on('exit', () => {
  directus.kill('SIGTERM')
  if (!joining) rmSync(dataFile(config, '.ready'), { force: true })
})

try {
  await waitUntilUp(config, directus)
  if (!joining) await setup(config, content)
} catch (error) {
  await stopProcess(directus)
  fail('setup', error)
}

const secrets = shown(dataFile(config, 'secrets.env'))
// the password stays in the file: a start log is copied into terminals, CI output and tickets
const admin = `admin: ${config.adminEmail}, password in ${secrets}`
if (joining) {
  console.log(`CMS joined on ${config.url}`)
  process.exitCode = (await exited(directus)) ?? 0
} else if (setupOnly) {
  await stopProcess(directus)
  console.log(`CMS set up in ${shown(config.dataDir)} (${admin})`)
} else {
  writeFileSync(dataFile(config, '.ready'), `${new Date().toISOString()}\n`)
  console.log(`CMS ready on ${config.url} (${admin})`)
  process.exitCode = (await exited(directus)) ?? 0
}
