import { setTimeout as sleep } from 'node:timers/promises'
import type { CmsHandle, SiteHandle } from '../scripts/stack.ts'
import { getRaw, header } from '../shared/http.ts'
import { runLoad } from '../shared/load-generator.ts'
import type { CmsStoppedReport, ProbedRoute } from './report.ts'

export interface CmsStoppedOptions {
  cms: CmsHandle
  /** a site with the page cache on */
  site: SiteHandle
  warmRoutes: string[]
  coldRoutes: string[]
  connections: number
  durationS: number
  recoveryTimeoutMs?: number
  log: (message: string) => void
}

async function probe(url: string, path: string): Promise<ProbedRoute> {
  try {
    const response = await getRaw(url + path)
    return {
      path,
      status: response.status,
      retryAfter: header(response, 'retry-after'),
      xCache: header(response, 'x-cache'),
    }
  } catch {
    return { path, status: 0 }
  }
}

async function reachable(url: string) {
  try {
    await getRaw(`${url}/server/ping`, {}, 2000)
    return true
  } catch {
    return false
  }
}

/**
 * Warms every template, takes the CMS away, loads the warm routes, probes routes nobody asked for
 * yet, then brings the CMS back and waits for those to answer 200 from the same site process.
 */
export async function runCmsStopped(options: CmsStoppedOptions): Promise<CmsStoppedReport> {
  const { cms, site, warmRoutes, coldRoutes, log } = options
  const warm: ProbedRoute[] = []
  for (const path of warmRoutes) {
    await probe(site.url, path)
    // The second answer shows whether the first one was kept.
    warm.push(await probe(site.url, path))
  }
  log(`stopping the CMS (${warmRoutes.length} routes warm)`)
  await cms.stop()
  const cmsReachableAfterStop = await reachable(cms.url)

  log(`load on the warm routes for ${options.durationS} s without the CMS`)
  const load = await runLoad({
    scenario: 'cms-stopped',
    url: site.url,
    paths: warmRoutes,
    connections: options.connections,
    durationS: options.durationS,
  })
  const cold: ProbedRoute[] = []
  for (const path of coldRoutes) cold.push(await probe(site.url, path))

  log('restarting the CMS')
  const restartStart = Date.now()
  await cms.restart()
  const restarted = Date.now()
  const deadline = restarted + (options.recoveryTimeoutMs ?? 30_000)
  let last: ProbedRoute[] = []
  let recoveredAfterMs: number | undefined
  while (Date.now() <= deadline) {
    last = await Promise.all(coldRoutes.map((path) => probe(site.url, path)))
    if (last.every((route) => route.status === 200)) {
      recoveredAfterMs = Date.now() - restarted
      break
    }
    await sleep(500)
  }
  return {
    warm,
    cmsReachableAfterStop,
    load,
    cold,
    recovery: { restartMs: restarted - restartStart, recoveredAfterMs, last },
  }
}
