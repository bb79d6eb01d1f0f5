import { startSite, type CmsHandle } from '../scripts/stack.ts'
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts'
import { getRaw } from '../shared/http.ts'
import type { DirectusRequestsReport } from './report.ts'
import type { TemplateRoute } from '../shared/routes.ts'

export interface DirectusRequestsOptions {
  cms: CmsHandle
  port: number
  routes: TemplateRoute[]
  stdio: 'inherit' | 'ignore'
  log: (message: string) => void
}

async function costOf(proxy: CountingProxy, url: string) {
  await proxy.settled()
  proxy.reset()
  const response = await getRaw(url)
  // Whatever the page sets off after answering counts too.
  await proxy.settled()
  return { status: response.status, requests: proxy.total(), byPath: proxy.counts() }
}

/** How many requests each template costs Directus, through a counting proxy. */
export async function runDirectusRequests(
  options: DirectusRequestsOptions,
): Promise<DirectusRequestsReport> {
  const { cms, port, routes, stdio, log } = options
  const proxy = await startCountingProxy(cms.url)
  const viaProxy = { url: proxy.url, tokens: cms.tokens }
  try {
    log('Directus requests per template, no caches')
    const uncached = await startSite({
      port,
      cms: viaProxy,
      stdio,
      env: { PAGE_CACHE: 'off', CMS_CACHE_TTL_MS: '0' },
    })
    const cold: DirectusRequestsReport['cold'] = []
    try {
      for (const { template, path } of routes) {
        cold.push({ template, path, ...(await costOf(proxy, uncached.url + path)) })
      }
    } finally {
      await uncached.stop()
    }

    log('Directus requests per template, data cache on, the same URL twice')
    const cached = await startSite({ port, cms: viaProxy, stdio, env: { PAGE_CACHE: 'off' } })
    const dataCached: DirectusRequestsReport['dataCached'] = []
    try {
      for (const { template, path } of routes) {
        const first = await costOf(proxy, cached.url + path)
        const second = await costOf(proxy, cached.url + path)
        dataCached.push({
          template,
          path,
          first: first.requests,
          second: second.requests,
          secondByPath: second.byPath,
        })
      }
    } finally {
      await cached.stop()
    }
    return { cold, dataCached }
  } finally {
    await proxy.close()
  }
}
