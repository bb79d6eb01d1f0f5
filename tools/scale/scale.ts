/**
 * `npm run scale`: the scale-out run on one machine (ADR 025). PostgreSQL and Redis, two Directus
 * processes on that one database, two site processes sharing Redis, and the reference proxy (TLS,
 * HTTP/2, cache, purge) in front of the sites and balancing the two Directus. Once all answer,
 * the Playwright suite runs against the proxy's https URL; then the figures: start time, req/s of
 * a cached page through the proxy, and how long a publish in Directus takes to reach each node
 * and the proxy. Everything stops and is removed at the end, whatever happened.
 *
 *   npm run scale [-- <playwright args>]      e.g. npm run scale -- quote.spec.ts
 *   SCALE_SKIP_E2E=1 npm run scale             only the stack and the figures
 *
 * Ports (env): SCALE_SITE_PORTS 25411,25412; SCALE_CMS_PORTS 28411,28412 (Directus) and
 * SCALE_CMS_PROXY_PORT 28410 (the proxy's Directus address); SCALE_PG_PORT 24411;
 * SCALE_REDIS_PORT 23411; SCALE_HTTPS_PORT 24341; SCALE_HTTP_PORT 8041; SCALE_MAILBOX_PORTS
 * 21411,21412 (MailDev's web view and SMTP). A port something else
 * holds is replaced by the next free one (tools/shared/ports.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { failingTests, runObservatory } from '../observatory/observatory.ts'
import { startProxy, type ProxyHandle } from '../proxy/proxy.ts'
import { freePorts } from '../shared/ports.ts'
import {
  exited,
  mailboxEnv,
  repoRoot,
  startCms,
  startMailbox,
  startSite,
  stopProcess,
  type CmsHandle,
  type SiteHandle,
} from '../scripts/stack.ts'
import { startPostgres, startRedis, waitForPort, type ServerHandle } from './servers.ts'

/** The ports a setting names (`25411,25412`), each missing one taken from `fallbacks`. */
const ports = (name: string, fallbacks: number[]) => {
  const given = (process.env[name] ?? '').split(',').filter(Boolean).map(Number)
  return fallbacks.map((fallback, index) => given[index] ?? fallback)
}
const [
  sitePortA,
  sitePortB,
  cmsPortA,
  cmsPortB,
  cmsProxyPort,
  pgPort,
  redisPort,
  httpsPort,
  httpPort,
  mailboxPort,
  mailboxSmtpPort,
] = (await freePorts([
  ...ports('SCALE_SITE_PORTS', [25411, 25412]),
  ...ports('SCALE_CMS_PORTS', [28411, 28412]),
  ...ports('SCALE_CMS_PROXY_PORT', [28410]),
  ...ports('SCALE_PG_PORT', [24411]),
  ...ports('SCALE_REDIS_PORT', [23411]),
  ...ports('SCALE_HTTPS_PORT', [24341]),
  ...ports('SCALE_HTTP_PORT', [8041]),
  ...ports('SCALE_MAILBOX_PORTS', [21411, 21412]),
])) as [number, number, number, number, number, number, number, number, number, number, number]

const started = Date.now()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const log = (message: string) =>
  console.log(`[scale ${seconds(Date.now() - started).padStart(7)}] ${message}`)

const cleanups: (() => Promise<void> | void)[] = []
let stopping = false
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup()
      } catch (error) {
        console.error(`[scale] cleanup: ${(error as Error).message}`)
      }
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(130))
process.on('SIGTERM', () => void stopAll(143))

/** A second Directus on the database the first one set up (serve.ts --join). */
async function joinCms(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/cms/scripts/serve.ts', '--join'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, CMS_PORT: String(port), CMS_HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second CMS exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/server/ping`)
      if (response.ok) return child
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the second CMS did not answer within 120 s')
    await sleep(200)
  }
}

interface Answer {
  status: number
  body: string
  cache: string
}

/** GET without compression (the proxy keys that copy as its own), trusting the proxy's cert. */
function get(url: string, ca: string, headers: Record<string, string> = {}): Promise<Answer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((done, fail) => {
    const request = send(
      url,
      {
        // a returning English visitor (the proxy serves language pages alike with or without one)
        headers: { 'accept-encoding': 'identity', cookie: 'lamella_locale=en', ...headers },
        ca,
        timeout: 30_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            body,
            cache: String(response.headers['x-cache-status'] ?? response.headers['x-cache'] ?? ''),
          }),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)))
    request.on('error', fail)
    request.end()
  })
}

interface Figures {
  startSeconds: number
  proxyRequestsPerSecond: number
  proxyLatencyP99Ms: number
  proxyNon2xx: number
  purge: Record<string, number>
  e2e: { exitCode: number | null; skipped: boolean }
  observatory: { score: number; grade: string; failing: string[] }
}

async function main() {
  const figures: Partial<Figures> = {}
  const work = mkdtempSync(join(tmpdir(), 'lamella-scale-'))
  cleanups.push(() => rmSync(work, { recursive: true, force: true }))
  const dataDir = join(work, 'cms')

  log(`PostgreSQL on ${pgPort}, Redis on ${redisPort}`)
  const [pg, redis]: ServerHandle[] = await Promise.all([
    startPostgres({ port: pgPort }),
    startRedis({ port: redisPort }),
  ])
  cleanups.push(
    () => pg!.stop(),
    () => redis!.stop(),
    // PostgreSQL's log (statements over a second) outlives the run, beside nginx's error log
    () => {
      mkdirSync(join(repoRoot, 'reports'), { recursive: true })
      if (pg!.log) cpSync(pg!.log, join(repoRoot, 'reports/scale-postgres.log'))
    },
  )

  // both Directus deliver to one mailbox, where the specs read what either of them sent
  const mailbox = await startMailbox({ webPort: mailboxPort, smtpPort: mailboxSmtpPort })
  cleanups.push(() => mailbox.stop())
  log(`mailbox on ${mailbox.url}`)

  const publicUrl = `https://localhost:${httpsPort}`
  const cmsEnv: Record<string, string> = {
    ...mailboxEnv(mailbox),
    CMS_DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: pg!.url,
    REDIS_URL: redis!.url,
    CMS_DATA_DIR: dataDir,
    // the publish flow purges through node A; the purge fans out from there
    SITE_INTERNAL_URL: `http://127.0.0.1:${sitePortA}`,
    SITE_PUBLIC_URL: publicUrl,
    // nginx on this machine balances the two Directus and names the client in X-Forwarded-For
    IP_TRUST_PROXY: 'loopback',
  }
  log(`Directus A on ${cmsPortA}: bootstrap, schema, access, seed`)
  const cmsA: CmsHandle = await startCms({
    port: cmsPortA,
    dataDir,
    env: cmsEnv,
    siteUrl: cmsEnv.SITE_INTERNAL_URL,
  })
  cleanups.push(() => cmsA.stop())
  log(`Directus B on ${cmsPortB}, joining the same database and Redis`)
  const cmsB = await joinCms(cmsPortB, cmsEnv)
  cleanups.push(() => stopProcess(cmsB))

  log(`proxy on ${publicUrl} (sites ${sitePortA}, ${sitePortB}; Directus on ${cmsProxyPort})`)
  const proxy: ProxyHandle = await startProxy({
    httpsPort,
    httpPort,
    upstreams: [`127.0.0.1:${sitePortA}`, `127.0.0.1:${sitePortB}`],
    cmsUpstreams: [`127.0.0.1:${cmsPortA}`, `127.0.0.1:${cmsPortB}`],
    cmsPort: cmsProxyPort,
  })
  cleanups.push(() => proxy.stop())
  // nginx's error log outlives the run: a 502 is explained there (upstream closed, too big header)
  cleanups.push(() => {
    mkdirSync(join(repoRoot, 'reports'), { recursive: true })
    cpSync(join(proxy.prefix, 'logs/error.log'), join(repoRoot, 'reports/scale-nginx-error.log'))
  })
  const ca = proxy.certificate
  const caFile = join(work, 'proxy-ca.pem')
  writeFileSync(caFile, ca)

  const cmsUrl = `http://127.0.0.1:${cmsProxyPort}`
  const formSecret = randomBytes(32).toString('base64url')
  const sites: SiteHandle[] = []
  for (const [name, port] of [
    ['A', sitePortA],
    ['B', sitePortB],
  ] as const) {
    log(`site ${name} on ${port}`)
    const outboxDir = join(work, `outbox-${name}`)
    mkdirSync(outboxDir)
    const site = await startSite({
      port,
      cms: { url: cmsUrl, tokens: cmsA.tokens },
      env: {
        SITE_URL: publicUrl,
        REDIS_URL: redis!.url,
        FORM_SECRET: formSecret,
        TRUST_PROXY: 'loopback',
        PROXY_PURGE_URL: `${publicUrl}/_purge`,
        NODE_EXTRA_CA_CERTS: caFile,
        // each node delivers its own outbox; submission ids make a retry harmless (ADR 025)
        OUTBOX_DIR: outboxDir,
        // Two Directus, PostgreSQL, Redis, nginx, two sites and Chromium share this machine's
        // cores: a CMS read here can take longer than the 2 s a dedicated CMS is given in
        // production, which would turn cold pages into 503s that say nothing about scaling out.
        CMS_TIMEOUT_MS: '10000',
      },
    })
    cleanups.push(() => site.stop())
    sites.push(site)
  }
  await waitForPort(httpsPort)
  const health = await get(`${publicUrl}/healthz`, ca)
  if (health.status !== 200) throw new Error(`the proxy's /healthz answered ${health.status}`)
  figures.startSeconds = (Date.now() - started) / 1000
  log(`stack up in ${seconds(Date.now() - started)}`)
  // A first visit to each language's home and quote page on each node, and to every listing
  // template once, so that the suite does not meet two Directus that have not yet read their
  // schema or planned these queries on PostgreSQL (their first reads are slow).
  const warmPaths = [
    ...['nl', 'en', 'fr', 'de', 'es'].flatMap((code) => [`/${code}`, `/${code}/quote`]),
    ...['covers', 'pools', 'projects', 'blog', 'faq', 'configure', 'dealers'].map(
      (t) => `/en/${t}`,
    ),
  ]
  const warmStarted = Date.now()
  for (const site of sites) {
    for (const path of warmPaths) await (await fetch(`${site.url}${path}`)).arrayBuffer()
  }
  log(`${warmPaths.length} pages warmed on each site in ${seconds(Date.now() - warmStarted)}`)

  const playwrightArgs = process.argv.slice(2)
  if (process.env.SCALE_SKIP_E2E) {
    figures.e2e = { exitCode: null, skipped: true }
  } else {
    log(
      `Playwright against ${publicUrl}${playwrightArgs.length ? `: ${playwrightArgs.join(' ')}` : ''}`,
    )
    const e2e = spawn(
      process.execPath,
      [
        join(repoRoot, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--output',
        join(work, 'playwright'),
        ...playwrightArgs,
      ],
      {
        cwd: join(repoRoot, 'apps/site'),
        env: {
          ...process.env,
          E2E_BASE_URL: publicUrl,
          E2E_CMS_URL: cmsUrl,
          E2E_CMS_DATA_DIR: dataDir,
          E2E_MAILBOX_URL: mailbox.url,
        },
        stdio: 'inherit',
      },
    )
    await exited(e2e)
    figures.e2e = { exitCode: e2e.exitCode, skipped: false }
    log(`Playwright exited with ${e2e.exitCode}`)
  }

  log('req/s of a cached page through the proxy (autocannon, 20 connections, 10 s)')
  const page = '/en'
  await get(`${publicUrl}${page}`, ca, { 'accept-encoding': 'br' })
  const load = await autocannon({
    url: `${publicUrl}${page}`,
    connections: 20,
    duration: 10,
    headers: { 'accept-encoding': 'br', accept: 'text/html', cookie: 'lamella_locale=en' },
    tlsOptions: { ca },
  })
  figures.proxyRequestsPerSecond = Math.round(load.requests.average)
  figures.proxyLatencyP99Ms = load.latency.p99
  figures.proxyNon2xx = load.non2xx + load.errors

  log('purge propagation: a title edited in Directus, until each layer shows it')
  figures.purge = await measurePurge(cmsA, publicUrl, sites, ca)

  log('MDN HTTP Observatory against the proxy in front of the two sites')
  const scan = await runObservatory({ hostname: 'localhost', httpPort, httpsPort, certificate: ca })
  figures.observatory = { score: scan.score, grade: scan.grade, failing: failingTests(scan) }

  const report = { ...figures, ports: { sitePortA, sitePortB, cmsPortA, cmsPortB, httpsPort } }
  mkdirSync(join(repoRoot, 'reports'), { recursive: true })
  writeFileSync(join(repoRoot, 'reports/scale.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log('\nScale-out run (2 Directus on PostgreSQL + Redis, 2 sites, nginx TLS/HTTP2 proxy)')
  console.log(`  stack up:                        ${figures.startSeconds.toFixed(1)} s`)
  console.log(
    `  e2e suite through the proxy:     ${figures.e2e?.skipped ? 'skipped' : figures.e2e?.exitCode === 0 ? 'passed' : `FAILED (${figures.e2e?.exitCode})`}`,
  )
  console.log(
    `  cached ${page} through the proxy:  ${figures.proxyRequestsPerSecond} req/s, p99 ${figures.proxyLatencyP99Ms} ms, ${figures.proxyNon2xx} errors/non-2xx`,
  )
  for (const [layer, ms] of Object.entries(figures.purge)) {
    console.log(`  publish visible on ${layer.padEnd(14)} ${ms} ms`)
  }
  const { observatory } = figures
  console.log(
    `  MDN HTTP Observatory:            ${observatory.score} (${observatory.grade})${observatory.failing.length ? `; failing: ${observatory.failing.join(', ')}` : ''}`,
  )
  console.log('  (reports/scale.json)')
  const failed = figures.e2e?.exitCode !== 0 && !figures.e2e?.skipped
  await stopAll(failed || figures.proxyNon2xx > 0 || observatory.score < 100 ? 1 : 0)
}

/** Directus' admin API, for the one edit the purge figure needs. */
async function adminToken(cms: CmsHandle) {
  const login = await fetch(`${cms.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cms.admin.email, password: cms.admin.password }),
  })
  if (!login.ok) throw new Error(`Directus login answered ${login.status}`)
  const { data } = (await login.json()) as { data: { access_token: string } }
  return data.access_token
}

/** How React writes a text into HTML, to find a title in a page. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c,
  )

interface PostTranslation {
  id: number
  title: string
  slug: string
  languages_code: string
}

/**
 * Edits an English post title in Directus (A) and polls the article on node A, node B and the
 * proxy until each shows it; then puts the title back (a second publish, waited for as well).
 */
async function measurePurge(cms: CmsHandle, publicUrl: string, sites: SiteHandle[], ca: string) {
  const token = await adminToken(cms)
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
    return ((await response.json()) as { data: T }).data
  }
  const [translation] = await api<PostTranslation[]>(
    'GET',
    '/items/posts_translations?filter[languages_code][_eq]=en-US&limit=1&fields=id,title,slug,languages_code',
  )
  if (!translation) throw new Error('no English post to edit')
  const path = `/en/blog/${translation.slug}`
  const layers: Record<string, string> = {
    'site node A': `${sites[0]!.url}${path}`,
    'site node B': `${sites[1]!.url}${path}`,
    'the proxy': `${publicUrl}${path}`,
  }
  const publish = async (title: string) => {
    // warm every layer first, so that each has the old page to drop
    for (const url of Object.values(layers)) {
      await get(url, ca)
      await get(url, ca)
    }
    const sent = Date.now()
    await api('PATCH', `/items/posts_translations/${translation.id}`, { title })
    const seen: Record<string, number> = {}
    await Promise.all(
      Object.entries(layers).map(async ([layer, url]) => {
        for (;;) {
          if ((await get(url, ca)).body.includes(escapeHtml(title))) break
          if (Date.now() - sent > 30_000) throw new Error(`${layer} still shows the old title`)
          await sleep(10)
        }
        seen[layer] = Date.now() - sent
      }),
    )
    return seen
  }
  const figures = await publish(`Scale ${Date.now()}`)
  await publish(translation.title)
  return figures
}

main().catch(async (error: unknown) => {
  console.error(`[scale] ${error instanceof Error ? (error.stack ?? error.message) : error}`)
  await stopAll(1)
})
