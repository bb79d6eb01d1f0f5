/**
 * Starts the real stack for tools and tests: a Directus with its own data directory (bootstrapped,
 * set up and seeded by apps/cms/scripts/serve.ts) and the built site reading it. The end-to-end
 * run, the benchmarks and Lighthouse all start it the same way. The CMS can be stopped and started
 * again on the same data, which is how the tools take the CMS away from a running site.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { exited, stopProcess } from '@lamella/cms-server/process'
import { templateEnv } from '@lamella/cms-server/template'

export { exited, stopProcess }

export const repoRoot = resolve(import.meta.dirname, '../..')

export interface CmsHandle {
  url: string
  port: number
  dataDir: string
  /** DIRECTUS_TOKEN, DIRECTUS_FORM_TOKEN and the other values the site reads from tokens.env */
  tokens: Record<string, string>
  /** admin credentials from secrets.env, for tests that edit content through the API */
  admin: { email: string; password: string }
  process: ChildProcess
  /** Stops Directus (SIGTERM, then SIGKILL after 10 s); the data directory stays. */
  stop(): Promise<void>
  /** Starts Directus again on the same data directory and waits until it is set up. */
  restart(): Promise<void>
}

export interface SiteHandle {
  url: string
  port: number
  process: ChildProcess
  stop(): Promise<void>
}

function readEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('=') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

type Stdio = 'inherit' | 'ignore'

/**
 * What the started processes inherit of the caller's environment: what a process needs to run,
 * nothing that configures Directus or the site. A developer's `EMAIL_SMTP_*`, `SENTRY_DSN` or
 * `DB_*` would otherwise reach every benchmark, Lighthouse and test stack, which would send real
 * mails, real reports or use a real database; what a stack needs it is given by name.
 */
export const inheritedEnv = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'TMPDIR',
  'TERM',
  'NO_COLOR',
  'FORCE_COLOR',
] as const

/** The environment of a started process: the allowlisted part of `parent`, then `env`. */
export function childEnv(
  env: Record<string, string>,
  parent: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of inheritedEnv) {
    const value = parent[name]
    if (value !== undefined) kept[name] = value
  }
  return { ...kept, ...env }
}

function node(args: string[], env: Record<string, string>, stdio: Stdio) {
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    env: childEnv(env),
    stdio: ['ignore', stdio, stdio],
  })
}

export interface CmsOptions {
  port: number
  /** a data directory to reuse; a fresh temporary one when absent (removed by `remove()`) */
  dataDir?: string
  /** where the CMS's publish flow sends cache purges: the site's base URL */
  siteUrl?: string
  /** Directus sends its e-mails to this local mailbox (`startMailbox`) instead of nowhere */
  mailbox?: Pick<MailboxHandle, 'smtpPort'>
  /** more environment for serve.ts, e.g. CMS_DB_CLIENT=pg and REDIS_URL (tools/scale) */
  env?: Record<string, string>
  stdio?: Stdio
  timeoutMs?: number
}

/** Starts Directus via serve.ts and resolves once it is set up (`.ready` written). */
export async function startCms({
  port,
  dataDir = mkdtempSync(join(tmpdir(), 'lamella-cms-')),
  siteUrl,
  mailbox,
  env: extraEnv = {},
  stdio = 'inherit',
  timeoutMs = 5 * 60_000,
}: CmsOptions): Promise<CmsHandle> {
  const env: Record<string, string> = {
    ...extraEnv,
    CMS_DATA_DIR: dataDir,
    CMS_PORT: String(port),
    CMS_HOST: '127.0.0.1',
    ...(siteUrl ? { SITE_INTERNAL_URL: siteUrl } : {}),
    ...(mailbox ? mailboxEnv(mailbox) : {}),
  }
  // In `npm test`, a new CMS on SQLite starts as a copy of the run's seeded one (the same schema,
  // access and content), which saves it the bootstrap and the seed.
  const template = process.env[templateEnv]
  const empty = !existsSync(dataDir) || readdirSync(dataDir).length === 0
  if (template && env.CMS_DB_CLIENT !== 'pg' && empty) {
    cpSync(template, dataDir, { recursive: true })
  }
  const launch = async () => {
    const child = node(['apps/cms/scripts/serve.ts'], env, stdio)
    const deadline = Date.now() + timeoutMs
    while (!existsSync(join(dataDir, '.ready'))) {
      if (child.exitCode !== null) throw new Error(`the CMS exited with ${child.exitCode}`)
      if (Date.now() > deadline) {
        await stopProcess(child)
        throw new Error(`the CMS was not ready after ${timeoutMs / 1000} s`)
      }
      await sleep(200)
    }
    return child
  }
  const handle: CmsHandle = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    tokens: {},
    admin: { email: '', password: '' },
    process: await launch(),
    stop: () => stopProcess(handle.process),
    async restart() {
      await stopProcess(handle.process)
      handle.process = await launch()
    },
  }
  handle.tokens = readEnv(join(dataDir, 'tokens.env'))
  const secrets = readEnv(join(dataDir, 'secrets.env'))
  handle.admin = { email: secrets.ADMIN_EMAIL ?? '', password: secrets.ADMIN_PASSWORD ?? '' }
  return handle
}

export interface SiteOptions {
  port: number
  cms: Pick<CmsHandle, 'url' | 'tokens'>
  /** extra environment, e.g. PAGE_CACHE=off or CMS_CACHE_TTL_MS=0 */
  env?: Record<string, string>
  stdio?: Stdio
}

/**
 * Debian's jemalloc (libjemalloc2), when installed: the site runs on it, since glibc's malloc kept
 * the native memory of brotli and gzip work on libuv's threads (docs/security-testing.md).
 */
export const jemalloc: string | undefined = (() => {
  try {
    const cache = execFileSync('/sbin/ldconfig', ['-p'], { encoding: 'utf8' })
    return /libjemalloc\.so\.2 .*=> (\S+)/.exec(cache)?.[1]
  } catch {
    return undefined
  }
})()
/** Starts the built site (apps/site/server.ts) and resolves once /healthz answers. */
export async function startSite({
  port,
  cms,
  env = {},
  stdio = 'inherit',
}: SiteOptions): Promise<SiteHandle> {
  const child = node(
    ['apps/site/server.ts'],
    {
      ...cms.tokens,
      DIRECTUS_URL: cms.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      // as `npm start` runs it (tools/bin/start.sh): jemalloc when installed, else two glibc arenas
      MALLOC_ARENA_MAX: '2',
      ...(jemalloc ? { LD_PRELOAD: jemalloc } : {}),
      // Tests and measurements send everything from this machine's one address, so the budget
      // of renders per client is off; the specs and tools about it set their own.
      PAGE_MISS_RATE: '0',
      ...env,
    },
    stdio,
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopProcess(child)
      throw new Error('the site did not answer /healthz within 60 s')
    }
    await sleep(100)
  }
  return { url, port, process: child, stop: () => stopProcess(child) }
}

export interface MailboxHandle {
  /** where a person or a test reads the mails: MailDev's web view and its REST API (`/email`) */
  url: string
  smtpPort: number
  process: ChildProcess
  stop(): Promise<void>
}

/** What points a Directus at a local mailbox: plain SMTP on this machine, no TLS, no login. */
export function mailboxEnv({ smtpPort }: Pick<MailboxHandle, 'smtpPort'>): Record<string, string> {
  return {
    EMAIL_TRANSPORT: 'smtp',
    EMAIL_SMTP_HOST: '127.0.0.1',
    EMAIL_SMTP_PORT: String(smtpPort),
    EMAIL_SMTP_IGNORE_TLS: 'true',
  }
}

/**
 * Starts the local mailbox `npm start` runs (MailDev, tools/bin/start.sh) on the given ports and
 * resolves once its API answers: the e2e stack and the scale-out stack deliver every mail there,
 * and the specs read them back over HTTP as a person would open them in its web view.
 */
export async function startMailbox({
  webPort,
  smtpPort,
  stdio = 'ignore',
}: {
  webPort: number
  smtpPort: number
  stdio?: Stdio
}): Promise<MailboxHandle> {
  const child = node(
    [
      join(repoRoot, 'node_modules/maildev/bin/maildev'),
      ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      ...['--smtp', String(smtpPort), '--web', String(webPort), '--silent'],
    ],
    {},
    stdio,
  )
  const url = `http://127.0.0.1:${webPort}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `the mailbox exited with ${child.exitCode} (port ${webPort} or ${smtpPort} taken?)`,
      )
    }
    try {
      if ((await fetch(`${url}/email`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopProcess(child)
      throw new Error('the mailbox did not answer within 30 s')
    }
    await sleep(100)
  }
  return { url, smtpPort, process: child, stop: () => stopProcess(child) }
}

/** Removes a temporary CMS data directory once its Directus has stopped. */
export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true })
}
