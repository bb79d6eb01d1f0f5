/**
 * One fault scenario against a running site and its fault proxy: what a visitor gets for a page
 * already cached and for a cold one, and how long the cold one takes to come back. Shared by
 * `npm run faults` and the end-to-end spec that runs a few scenarios in `npm test`.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { getRaw, header } from '../shared/http.ts'
import type { SiteHandle } from '../scripts/stack.ts'
import { mostPerRequest, total, type FaultProxy } from './fault-proxy.ts'
import type { FaultRow, Visit } from './report.ts'
import type { FaultScenario } from './scenarios.ts'

export { startFaultProxy, type FaultProxy } from './fault-proxy.ts'
export { deviations, type FaultRow } from './report.ts'
export { scenarios, type FaultScenario } from './scenarios.ts'

const visitTimeoutMs = 30_000
const log = (message: string) => console.error(`[faults] ${message}`)

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** What the CMS's publish flow sends: an HS256 token signed with PURGE_SECRET (ADR 011). */
export function purgeToken(secret: string, now = Date.now()) {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(
    JSON.stringify({
      event: 'items.update',
      collection: 'pages',
      keys: [],
      iat: Math.floor(now / 1000),
      // the site accepts each purge token once
      jti: randomUUID(),
    }),
  )
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  return `${head}.${body}.${base64url(signature)}`
}

export async function purge(site: SiteHandle, secret: string) {
  const response = await fetch(`${site.url}/api/cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${purgeToken(secret)}` },
  })
  if (!response.ok) throw new Error(`the purge answered ${response.status}`)
}

export async function visit(site: SiteHandle, proxy: FaultProxy, path: string): Promise<Visit> {
  proxy.reset()
  const started = performance.now()
  let status = 0
  let xCache: string | undefined
  let retryAfter: string | undefined
  try {
    const response = await getRaw(site.url + path, undefined, visitTimeoutMs)
    status = response.status
    xCache = header(response, 'x-cache')
    retryAfter = header(response, 'retry-after')
  } catch {
    // no answer within visitTimeoutMs: status 0
  }
  const ms = performance.now() - started
  const attempts = proxy.attempts()
  const repeated = Object.entries(attempts).filter(([, n]) => n > 1)
  if (process.env.FAULTS_DEBUG && repeated.length) log(`${path}: ${JSON.stringify(repeated)}`)
  return {
    status,
    ...(xCache ? { xCache } : {}),
    ...(retryAfter ? { retryAfter } : {}),
    ms,
    attempts: total(attempts),
    mostPerRequest: mostPerRequest(attempts),
  }
}

export async function until200(site: SiteHandle, path: string, timeoutMs: number) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await getRaw(site.url + path, undefined, 5_000)).status === 200) {
        return performance.now() - started
      }
    } catch {
      // not yet
    }
    await sleep(100)
  }
  return undefined
}

export interface ScenarioPages {
  /** a page rendered before the fault, then purged: its next visitor meets the fault */
  cached: string
  /** a page nobody has asked for */
  cold: string
}

export async function runScenario(
  site: SiteHandle,
  proxy: FaultProxy,
  purgeSecret: string,
  scenario: FaultScenario,
  pages: ScenarioPages,
): Promise<FaultRow> {
  await proxy.setFault({ kind: 'none' })
  const warm = await visit(site, proxy, pages.cached)
  if (warm.status !== 200)
    throw new Error(`${pages.cached} answered ${warm.status} before the fault`)
  // A publish marks every page and every content read outdated: the next visitor's request must
  // ask the CMS, and meets the fault.
  await purge(site, purgeSecret)
  await proxy.setFault(scenario.fault)
  const cached = await visit(site, proxy, pages.cached)
  const cold = await visit(site, proxy, pages.cold)
  await proxy.setFault({ kind: 'none' })
  const recoveryMs = await until200(site, pages.cold, 30_000)
  return { name: scenario.name, expected: scenario.expected, cached, cold, recoveryMs }
}
