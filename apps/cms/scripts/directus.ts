/**
 * Configuration and process control of the Directus server in `apps/cms/runtime`.
 */
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { exited } from './process.ts'
import { readEnvFile, writeEnvFile } from './env-file.ts'
import { buildExtensions } from './extensions.ts'
import { importIpDenyList } from './ip-deny-list.ts'
import { noMailTransport } from '../schema/flows.ts'
import { defaultRetentionCron } from '../schema/privacy.ts'
import type { ProjectOwner } from '../schema/project-owner.ts'

const cmsRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = resolve(cmsRoot, '../..')

/**
 * The API's own CLI rather than the `directus` bin: the bin first asks the npm registry for a
 * newer version and prints an "Update available" banner, which has no env switch.
 */
const directusCli = join(cmsRoot, 'runtime/node_modules/@directus/api/dist/cli/run.js')

/**
 * Where Directus keeps its data. SQLite (a file in the data directory) is the embedded default;
 * `CMS_DB_CLIENT=pg` uses PostgreSQL through Directus' own `DB_CONNECTION_STRING` or
 * `DB_HOST`/`DB_PORT`/`DB_DATABASE`/`DB_USER`/`DB_PASSWORD`, so that several Directus processes
 * can share one database (ADR 025).
 */
export type DatabaseConfig = { client: 'sqlite3'; filename: string } | { client: 'pg' }

export interface CmsConfig {
  dataDir: string
  database: DatabaseConfig
  /** `REDIS_URL`: Directus' cache, rate limits, locks and messages between processes */
  redisUrl?: string
  host: string
  port: number
  url: string
  /** the Data Studio as editors' browsers reach it: CMS_PUBLIC_URL, else `url` */
  publicUrl: string
  adminEmail: string
  adminPassword: string
  /** Directus' KEY and SECRET, generated once */
  key: string
  secret: string
  /** signs the cache purges the publish flow sends to the site (HS256), generated once */
  purgeSecret: string
  /** the site's base URL as the CMS reaches it: SITE_INTERNAL_URL */
  siteUrl: string
  /** signs the short-lived tokens that let an editor into the site's draft preview, generated once */
  previewSecret: string
  /** the site as editors' browsers reach it: SITE_PUBLIC_URL, else SITE_INTERNAL_URL */
  sitePublicUrl: string
  /** when old quote requests are anonymised: QUOTE_RETENTION_CRON, nightly at 03:00 by default */
  retentionCron: string
  /** Directus' project owner (schema/project-owner.ts): CMS_PROJECT_OWNER, else the admin */
  projectOwner: ProjectOwner
}

/** A schedule from the environment: five cron fields, or six with seconds first (Directus' cron). */
function cronOf(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const cron = env[name]?.trim() || fallback
  if (!/^\S+(\s+\S+){4,5}$/.test(cron)) throw new Error(`${name} is not a cron expression: ${cron}`)
  return cron
}

export const dataFile = (config: CmsConfig, name: string) => join(config.dataDir, name)

/** Directus checks the owner's address no further than this either (one @, no spaces). */
const emailAddress = /^[^\s@]+@[^\s@]+$/

function projectOwnerOf(env: NodeJS.ProcessEnv, adminEmail: string): ProjectOwner {
  const given = env.CMS_PROJECT_OWNER?.trim()
  if (given && !emailAddress.test(given))
    throw new Error(`CMS_PROJECT_OWNER is not an e-mail address: ${given}`)
  return given ? { email: given, given: true } : { email: adminEmail, given: false }
}

const randomSecret = (bytes: number) => randomBytes(bytes).toString('base64url')

/**
 * Resolves the configuration from the environment and prepares the data directory: its folders,
 * the package.json Directus looks for in its working directory, and `secrets.env`. A data
 * directory from before a secret existed gets it here, on its next start.
 */
export function prepare(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const dataDir = resolve(repoRoot, env.CMS_DATA_DIR || 'apps/cms/data')
  for (const folder of ['uploads', 'extensions', 'tmp']) {
    mkdirSync(join(dataDir, folder), { recursive: true })
  }
  const manifest = join(dataDir, 'package.json')
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true, "type": "commonjs" }\n')

  const database = databaseConfig(dataDir, env)
  const secretsFile = join(dataDir, 'secrets.env')
  const stored = readEnvFile(secretsFile)
  // a PostgreSQL database outlives no data directory of ours: its first run is the first secrets
  const firstRun = !existsSync(database.client === 'pg' ? secretsFile : database.filename)
  // the admin account is made at bootstrap; secrets.env records what it was made with
  const secrets = {
    KEY: stored.KEY || randomSecret(24),
    SECRET: stored.SECRET || randomSecret(32),
    ADMIN_EMAIL: (firstRun && env.CMS_ADMIN_EMAIL) || stored.ADMIN_EMAIL || 'admin@example.com',
    ADMIN_PASSWORD:
      (firstRun && env.CMS_ADMIN_PASSWORD) || stored.ADMIN_PASSWORD || randomSecret(18),
    PURGE_SECRET: stored.PURGE_SECRET || randomSecret(32),
    PREVIEW_SECRET: stored.PREVIEW_SECRET || randomSecret(32),
  }
  writeEnvFile(
    secretsFile,
    secrets,
    'Generated on first start; the admin account is made with these. PURGE_SECRET signs cache ' +
      'purges, PREVIEW_SECRET the tokens of the draft preview.',
  )

  const host = env.CMS_HOST || '127.0.0.1'
  const port = Number(env.CMS_PORT || 8055)
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`CMS_PORT is not a port: ${env.CMS_PORT}`)
  const siteUrl = (env.SITE_INTERNAL_URL || `http://127.0.0.1:${env.SITE_PORT || 3000}`).replace(
    /\/+$/,
    '',
  )
  if (!URL.canParse(siteUrl)) throw new Error(`SITE_INTERNAL_URL is not a URL: ${siteUrl}`)
  const sitePublicUrl = (env.SITE_PUBLIC_URL || siteUrl).replace(/\/+$/, '')
  if (!URL.canParse(sitePublicUrl))
    throw new Error(`SITE_PUBLIC_URL is not a URL: ${sitePublicUrl}`)
  const redisUrl = env.REDIS_URL?.trim() || undefined
  if (redisUrl && !URL.canParse(redisUrl)) throw new Error(`REDIS_URL is not a URL: ${redisUrl}`)
  const url = `http://${host}:${port}`
  const publicUrl = (env.CMS_PUBLIC_URL?.trim() || url).replace(/\/+$/, '')
  if (!URL.canParse(publicUrl)) throw new Error(`CMS_PUBLIC_URL is not a URL: ${publicUrl}`)
  const retentionCron = cronOf(env, 'QUOTE_RETENTION_CRON', defaultRetentionCron)
  // later overrides only log the setup in, e.g. after a password change in the Data Studio
  const adminEmail = env.CMS_ADMIN_EMAIL || secrets.ADMIN_EMAIL
  const projectOwner = projectOwnerOf(env, adminEmail)
  buildExtensions(join(dataDir, 'extensions'))
  return {
    dataDir,
    database,
    ...(redisUrl ? { redisUrl } : {}),
    host,
    port,
    url,
    publicUrl,
    adminEmail,
    adminPassword: env.CMS_ADMIN_PASSWORD || secrets.ADMIN_PASSWORD,
    key: secrets.KEY,
    secret: secrets.SECRET,
    purgeSecret: secrets.PURGE_SECRET,
    siteUrl,
    previewSecret: secrets.PREVIEW_SECRET,
    sitePublicUrl,
    retentionCron,
    projectOwner,
  }
}

function databaseConfig(dataDir: string, env: NodeJS.ProcessEnv): DatabaseConfig {
  const client = env.CMS_DB_CLIENT?.trim() || 'sqlite3'
  if (client === 'sqlite3') return { client, filename: join(dataDir, 'lamella.db') }
  if (client !== 'pg') throw new Error(`CMS_DB_CLIENT is sqlite3 or pg, not ${client}`)
  if (!env.DB_CONNECTION_STRING && !env.DB_HOST)
    throw new Error('CMS_DB_CLIENT=pg needs DB_CONNECTION_STRING or DB_HOST and the other DB_*')
  return { client }
}

/**
 * Directus' settings for its database and, with `REDIS_URL`, for Redis. Without it Redis is
 * switched off explicitly: Directus turns it on for any `REDIS_*` variable, and the site's
 * `REDIS_URL` may be in the same environment without a server behind it.
 */
export function storageEnv(config: Pick<CmsConfig, 'database' | 'redisUrl'>): NodeJS.ProcessEnv {
  const database: NodeJS.ProcessEnv =
    config.database.client === 'pg'
      ? { DB_CLIENT: 'pg' }
      : { DB_CLIENT: 'sqlite3', DB_FILENAME: config.database.filename }
  if (!config.redisUrl) return { ...database, REDIS_ENABLED: 'false', RATE_LIMITER_STORE: 'memory' }
  return {
    ...database,
    REDIS_ENABLED: 'true',
    REDIS: config.redisUrl,
    // every process sees the same cached reads, rate limit counters and schema
    CACHE_STORE: 'redis',
    RATE_LIMITER_STORE: 'redis',
    SYNCHRONIZATION_STORE: 'redis',
  }
}

/**
 * Directus' request limits, each overridable by its own variable:
 * - `RATE_LIMITER_*`: requests per client address, 6,000 in 10 s. The site reads through one
 *   address (its server) with static tokens, up to a few hundred requests a second under load,
 *   and a Data Studio page loads a few dozen: neither comes near it. It stops one address from
 *   flooding the API. Directus' global limiter (`RATE_LIMITER_GLOBAL_*`, all addresses together)
 *   stays off: a stranger's flood would use it up and throttle the site with it.
 * - `RATE_LIMITER_LOGIN_*` (extensions/login-limit): 5 sign-in attempts per address in 15
 *   minutes, a successful one given back. A stranger guessing a password meets 429 at the sixth
 *   attempt, long before the 25 failures after which Directus suspends the account. Counted
 *   before the account is looked up; every failed sign-in is answered
 *   `LOGIN_FAILURE_STALL_TIME` (2 s) after it arrived, longer than argon2 takes under load, so
 *   neither the answer nor its time tells whether an account exists.
 * - `GRAPHQL_QUERY_TOKEN_LIMIT` (Directus') and `GRAPHQL_QUERY_ALIAS_LIMIT` (extensions/api-guard):
 *   a GraphQL query has at most 5,000 tokens (Directus' default) and 100 aliases. The Data
 *   Studio's Insights ask for every panel of a dashboard in one query, one alias each; a thousand
 *   aliases of one big field made a small query a 20 MB answer. The Translations dashboard's 32
 *   panels with their relational filters take about 4,000 tokens.
 * - `PRESSURE_LIMITER_*`: Directus answers 503 with `Retry-After: 1` while its event loop lags
 *   more than 2 s or is busy more than 99 % of the time, instead of queueing requests until its
 *   memory runs out. Directus' own 500 ms threshold is met on a two-core machine that also runs
 *   the site and Chromium whenever a test suite imports its seed; 2 s is met only by a real flood.
 *   The site retries a read once after the second Directus asks for, then answers from its cache.
 * - `IP_TRUST_PROXY`: the proxy whose `X-Forwarded-For` is the client's address (`loopback`, an
 *   address or a network); unset, none is: the address is the connection's. Directus' default
 *   trusts it from anyone, and a process on this machine that is no proxy could otherwise pick a
 *   new address for every attempt. Only IP addresses count (extensions/api-guard).
 */
export function limitsEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    RATE_LIMITER_ENABLED: env.RATE_LIMITER_ENABLED || 'true',
    RATE_LIMITER_POINTS: env.RATE_LIMITER_POINTS || '6000',
    RATE_LIMITER_DURATION: env.RATE_LIMITER_DURATION || '10',
    RATE_LIMITER_LOGIN_POINTS: env.RATE_LIMITER_LOGIN_POINTS || '5',
    RATE_LIMITER_LOGIN_DURATION: env.RATE_LIMITER_LOGIN_DURATION || '900',
    // apart from the per-address counters in a shared Redis
    RATE_LIMITER_LOGIN_KEY_PREFIX: env.RATE_LIMITER_LOGIN_KEY_PREFIX || 'lamella-login',
    PRESSURE_LIMITER_ENABLED: env.PRESSURE_LIMITER_ENABLED || 'true',
    PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY: env.PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY || '2000',
    PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION:
      env.PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION || '0.99',
    PRESSURE_LIMITER_RETRY_AFTER: env.PRESSURE_LIMITER_RETRY_AFTER || '1',
    LOGIN_FAILURE_STALL_TIME: env.LOGIN_FAILURE_STALL_TIME || '2000',
    GRAPHQL_QUERY_TOKEN_LIMIT: env.GRAPHQL_QUERY_TOKEN_LIMIT || '5000',
    GRAPHQL_QUERY_ALIAS_LIMIT: env.GRAPHQL_QUERY_ALIAS_LIMIT || '100',
    IP_TRUST_PROXY: env.IP_TRUST_PROXY?.trim() || 'false',
  }
}

/** Where the publish flow (schema/flows.ts) sends its purges. */
export const sitePurgeUrl = (config: Pick<CmsConfig, 'siteUrl'>) =>
  `${config.siteUrl}/api/cache/purge`

/**
 * The e-mail transport: `EMAIL_TRANSPORT` when set, else SMTP when `EMAIL_SMTP_HOST` is set (with
 * `EMAIL_SMTP_PORT`, `_USER`, `_PASSWORD`, `_SECURE`, `_IGNORE_TLS` and `EMAIL_FROM` read by
 * Directus from the same environment), else none: mail is off.
 */
export function mailTransport(env: NodeJS.ProcessEnv = process.env): string {
  return env.EMAIL_TRANSPORT || (env.EMAIL_SMTP_HOST ? 'smtp' : noMailTransport)
}

/**
 * What Directus is told about mail. With mail off it still needs a transport it knows: its
 * `/server/health` verifies the transport and answers 503, logging an error on every probe, for
 * one it does not know. A sendmail whose program is `false` verifies (it has no connection to
 * check) and refuses every message, so nothing is ever handed to a local mail system.
 */
function directusMailEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const transport = mailTransport(env)
  if (transport !== noMailTransport) return { EMAIL_TRANSPORT: `string:${transport}` }
  return { EMAIL_TRANSPORT: 'string:sendmail', EMAIL_SENDMAIL_PATH: 'string:/bin/false' }
}

/**
 * The environment of the Directus process. The purge flow reads `SITE_PURGE_URL` and
 * `PURGE_SECRET` as `$env`, the mail flows `MAIL_TRANSPORT` (`none` while mail is off) and the
 * dealer's mail of a new request `SITE_PUBLIC_URL` (the link to it in the site's dealer desk);
 * `$env` only holds what `FLOWS_ENV_ALLOW_LIST` names. Values are given as `string:` so that
 * Directus' env parser never turns them into a number or a list.
 */
export function directusEnv(
  config: CmsConfig,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const flowsEnv = new Set([
    ...(env.FLOWS_ENV_ALLOW_LIST ?? '').split(',').map((name) => name.trim()),
    'SITE_PURGE_URL',
    'PURGE_SECRET',
    'MAIL_TRANSPORT',
    'SITE_PUBLIC_URL',
  ])
  flowsEnv.delete('')
  return {
    ...env,
    ...storageEnv(config),
    ...limitsEnv(env),
    KEY: config.key,
    SECRET: config.secret,
    ADMIN_EMAIL: config.adminEmail,
    ADMIN_PASSWORD: config.adminPassword,
    PROJECT_NAME: 'Lamella',
    HOST: config.host,
    PORT: String(config.port),
    PUBLIC_URL: config.publicUrl,
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: dataFile(config, 'uploads'),
    EXTENSIONS_PATH: dataFile(config, 'extensions'),
    TEMP_PATH: dataFile(config, 'tmp'),
    TELEMETRY: 'false',
    LOG_LEVEL: env.CMS_LOG_LEVEL || 'warn',
    // the AI assistant and the MCP endpoint need outside services this project does not use
    AI_ENABLED: 'false',
    MCP_ENABLED: 'false',
    FLOWS_ENV_ALLOW_LIST: [...flowsEnv].join(','),
    SITE_PURGE_URL: `string:${sitePurgeUrl(config)}`,
    PURGE_SECRET: `string:${config.purgeSecret}`,
    ...directusMailEnv(env),
    MAIL_TRANSPORT: `string:${mailTransport(env)}`,
    IMPORT_IP_DENY_LIST: env.IMPORT_IP_DENY_LIST || importIpDenyList(config.siteUrl),
    // the preview endpoint (extensions/site-preview) signs with this and posts to this site
    PREVIEW_SECRET: `string:${config.previewSecret}`,
    SITE_PUBLIC_URL: `string:${config.sitePublicUrl}`,
    // Live Preview and the Visual Editor frame the site inside the Data Studio
    CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC:
      env.CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC ||
      `array:'self',${new URL(config.sitePublicUrl).origin}`,
    // the Data Studio talks to its own API only (Directus' default allows any https and wss
    // host, and merges a shorter list into it: extensions/api-guard writes this one as given)
    CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC:
      env.CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC || "array:'self'",
    ...cookieEnv(config, env),
  }
}

/** The Data Studio's session and refresh cookies are `Secure` when it is reached over https. */
function cookieEnv(
  config: Pick<CmsConfig, 'publicUrl'>,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const https = String(new URL(config.publicUrl).protocol === 'https:')
  return {
    SESSION_COOKIE_SECURE: env.SESSION_COOKIE_SECURE || https,
    REFRESH_TOKEN_COOKIE_SECURE: env.REFRESH_TOKEN_COOKIE_SECURE || https,
  }
}

function run(config: CmsConfig, command: string): ChildProcess {
  return spawn(process.execPath, [directusCli, command], {
    cwd: config.dataDir,
    env: directusEnv(config),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** Another server on our port would answer the pings and receive our setup: refuse to start. */
export async function ensurePortFree(config: CmsConfig): Promise<void> {
  const server = createServer()
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `${config.host}:${config.port} is in use (${error.message}); stop that server or set CMS_PORT`,
        ),
      ),
    )
    server.listen(config.port, config.host, () => server.close(() => resolveListen()))
  })
}

/**
 * Creates the database on first start; a failed bootstrap leaves no half-made SQLite file behind.
 * On PostgreSQL it runs every time: Directus' bootstrap installs an empty database and only
 * migrates one that is there, and whether it is there is the server's to know, not a file's.
 */
export async function bootstrap(config: CmsConfig): Promise<boolean> {
  const { database } = config
  if (database.client === 'sqlite3' && existsSync(database.filename)) return false
  const code = await exited(run(config, 'bootstrap'))
  if (code !== 0) {
    if (database.client === 'sqlite3') rmSync(database.filename, { force: true })
    throw new Error(`directus bootstrap exited with ${code}`)
  }
  return true
}

export function start(config: CmsConfig): ChildProcess {
  return run(config, 'start')
}

/** Resolves once `/server/ping` answers; fails early if Directus exits first. */
export async function waitUntilUp(config: CmsConfig, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Directus exited with ${child.exitCode} while starting`)
    try {
      const response = await fetch(`${config.url}/server/ping`)
      if (response.ok && (await response.text()) === 'pong') return
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(`Directus did not answer ${config.url}/server/ping within ${timeoutMs / 1000} s`)
}
