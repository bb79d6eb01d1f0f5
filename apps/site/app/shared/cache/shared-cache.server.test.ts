// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { measureCdn, type CdnReport, type SiteCounter } from '@lamella/tools/cdn'
import { startProxy, type ProxyHandle } from '@lamella/tools/proxy'
import { locales, type Locale } from '@lamella/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageCache, type Render } from './page-cache.server'

/**
 * The page cache behind the reference proxy (deploy/nginx) as a CDN: 500 visits (half first
 * visits, half returning with a locale cookie, a few on `/` with their browser's language, three
 * editors in preview) over 50 pages in five languages. The renders stand in for React Router: a
 * document in the path's language (the detected one on `/`), a preview banner for editors.
 * `npm run cdn` plays 10,000 visits against the real site and Directus.
 */
const httpsPort = Number(process.env.TEST_CDN_HTTPS_PORT ?? 24363)
const httpPort = Number(process.env.TEST_CDN_HTTP_PORT ?? 8363)

const tagOf = Object.fromEntries(locales.map(({ code, tag }) => [code, tag])) as Record<
  Locale,
  string
>
const document = (locale: Locale, body = '') =>
  `<!DOCTYPE html><html lang="${tagOf[locale]}"><body>${body}<h1>page</h1></body></html>`

const render: Render = async (request) => {
  const segment = new URL(request.url).pathname.split('/')[1] as Locale
  // On `/` the page cache passes the detected language as the locale cookie.
  const locale = tagOf[segment] ? segment : (request.headers.get('cookie')!.split('=')[1] as Locale)
  return new Response(document(locale), { headers: { 'content-type': 'text/html' } })
}

let site: Server
let proxy: ProxyHandle
let report: CdnReport
const counts: Record<string, number> = {}
let inFlight = 0

const counter: SiteCounter = {
  counts: () => ({ ...counts }),
  total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
  reset: () => {
    for (const key of Object.keys(counts)) delete counts[key]
  },
  async settled() {
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  },
}

beforeAll(async () => {
  const cache = createPageCache({
    ttlMs: 60_000,
    maxBytes: 16 * 1024 * 1024,
    headers: [],
    queryParams: [],
    bypass: (req) => req.headers.cookie?.includes('lamella_preview=editor') ?? false,
  })
  site = createServer((req, res) => {
    const key = `${req.method} ${req.url}`
    counts[key] = (counts[key] ?? 0) + 1
    inFlight++
    res.on('close', () => inFlight--)
    void cache.handle(req, res, render).then((handled) => {
      if (handled) return
      // An editor's preview: rendered for them alone, never stored.
      const locale = (req.url ?? '/').split('/')[1] as Locale
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' })
      res.end(document(locale, '<aside data-preview-banner="">preview</aside>'))
    })
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  proxy = await startProxy({
    httpsPort,
    httpPort,
    upstreams: [`127.0.0.1:${(site.address() as AddressInfo).port}`],
  })
  const urls = Object.fromEntries(
    locales.map(({ code }) => [code, Array.from({ length: 10 }, (_, i) => `/${code}/page-${i}`)]),
  ) as Record<Locale, string[]>
  report = await measureCdn({
    baseUrl: proxy.httpsUrl,
    ca: proxy.certificate,
    counter,
    urls,
    visits: 500,
    editors: 3,
    previewCookie: 'editor',
    seed: 11,
    concurrency: 8,
  })
}, 60_000)

afterAll(async () => {
  await proxy?.stop()
  site?.close()
})

describe('a CDN in front of the page cache', () => {
  it('keeps every language page after the warm-up: only `/` and previews reach the site', () => {
    expect(report.warmUp.notShared).toEqual([])
    expect(report.simulation.requests).toBeGreaterThanOrEqual(1500)
    expect(report.simulation.byKind.first.visits).toBeGreaterThan(200)
    expect(report.simulation.byKind.returning.visits).toBeGreaterThan(200)
    expect(report.languagePageShare).toBeLessThan(0.01)
    expect(report.siteCounts['GET /']).toBe(report.simulation.rootRequests)
    expect(report.reachedSite).toBeLessThanOrEqual(
      report.simulation.rootRequests + report.simulation.byKind.editor.requests + 5,
    )
  })

  it("gives no visitor a cookie, another's preview, or another language", () => {
    expect(report.simulation.examples).toEqual([])
    expect(report.simulation.violations).toBe(0)
  })
})
