/**
 * The CDN simulation's stack and run: a fresh Directus, the built site, a counting proxy in front
 * of the site (every request it sees reached the site), and the reference proxy (deploy/nginx) in
 * front of that as the CDN tier. The visits go through nginx; the counter says how many of their
 * requests it did not answer itself.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { Agent, request } from 'node:https'
import { startCountingProxy } from '../bench/counting-proxy.ts'
import { startProxy } from '../proxy/proxy.ts'
import { removeDataDir, startCms, startSite } from '../scripts/stack.ts'
import { sitemapPaths, templateOf, type Template } from '../shared/routes.ts'
import { localeCodes, planVisits, type Locale } from './plan.ts'
import { fetchPage, simulate, type SimulationResult } from './simulate.ts'

export interface CdnPorts {
  cms: number
  site: number
  https: number
  http: number
}

export interface CdnOptions {
  ports: CdnPorts
  visits: number
  editors: number
  urlsPerLanguage: number
  seed?: number
  concurrency?: number
  log?: (message: string) => void
}

export interface CdnReport {
  visits: number
  urls: Record<Locale, string[]>
  /** warm-up: each URL once per encoding, before the count starts */
  warmUp: { requests: number; reachedSite: number; notShared: string[] }
  simulation: SimulationResult
  /** requests the site answered during the visits, by `METHOD /path` */
  siteCounts: Record<string, number>
  reachedSite: number
  /** of every request of the visits */
  share: number
  /** of the requests to language pages by ordinary visitors (not `/`, not editors in preview) */
  languagePageShare: number
}

/** Templates a marketing visitor opens; forms and searches answer per visitor and are left out. */
const visitedTemplates: Template[] = [
  'home',
  'covers-index',
  'cover-detail',
  'pools-index',
  'pool-detail',
  'projects-index',
  'project-detail',
  'blog-index',
  'blog-article',
  'faq',
  'page',
  'terms',
]

/** `count` pages of each language from the site's sitemaps, spread over the templates. */
export async function pickUrls(siteUrl: string, count: number): Promise<Record<Locale, string[]>> {
  const picked = {} as Record<Locale, string[]>
  for (const lang of localeCodes) {
    const xml = await (await fetch(`${siteUrl}/${lang}/sitemap.xml`)).text()
    const paths = sitemapPaths(xml).filter(
      (path) => path.split('/')[1] === lang && visitedTemplates.includes(templateOf(path)),
    )
    // One of each template first, then more of the same in sitemap order.
    const first = visitedTemplates.flatMap((template) => {
      const path = paths.find((p) => templateOf(p) === template)
      return path ? [path] : []
    })
    picked[lang] = [...new Set([...first, ...paths])].slice(0, count)
    if (picked[lang].length < count) {
      throw new Error(`only ${picked[lang].length} pages in ${lang}'s sitemap, ${count} wanted`)
    }
  }
  return picked
}

/** An editor's preview token, as the CMS signs it (HS256 with PREVIEW_SECRET, 60 s, once). */
export function previewToken(secret: string, path: string, nowS = Math.floor(Date.now() / 1000)) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    aud: 'lamella-preview',
    path,
    jti: randomUUID(),
    iat: nowS,
    exp: nowS + 60,
  })}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

export async function runCdn({
  ports,
  visits,
  editors,
  urlsPerLanguage,
  seed = 1,
  concurrency = 16,
  log = () => {},
}: CdnOptions): Promise<CdnReport> {
  const stoppers: (() => Promise<void>)[] = []
  try {
    log(`starting a fresh Directus on ${ports.cms}`)
    const cms = await startCms({ port: ports.cms, stdio: 'ignore' })
    stoppers.push(async () => {
      await cms.stop()
      removeDataDir(cms.dataDir)
    })
    const origin = `https://localhost:${ports.https}`
    const site = await startSite({
      port: ports.site,
      cms,
      env: { TRUST_PROXY: 'loopback', SITE_URL: origin },
      stdio: 'ignore',
    })
    stoppers.push(() => site.stop())
    const counter = await startCountingProxy(site.url)
    stoppers.push(() => counter.close())
    const proxy = await startProxy({
      httpsPort: ports.https,
      httpPort: ports.http,
      upstreams: [counter.url],
    })
    stoppers.push(() => proxy.stop())
    log(`site ${site.url} behind the counter ${counter.url} behind nginx ${proxy.httpsUrl}`)

    const urls = await pickUrls(site.url, urlsPerLanguage)
    const previewCookie = await openPreview(proxy.httpsUrl, proxy.certificate, cms.tokens)

    // Warm-up: every page once per encoding, as the first visitors of the day would.
    const agent = new Agent({ keepAlive: true })
    const notShared: string[] = []
    let warmUpRequests = 0
    for (const path of Object.values(urls).flat()) {
      for (const encoding of ['br, gzip', 'gzip']) {
        const answer = await fetchPage(
          proxy.httpsUrl + path,
          { accept: 'text/html', 'accept-encoding': encoding },
          proxy.certificate,
          agent,
        )
        warmUpRequests++
        const cacheControl = String(answer.headers['cache-control'] ?? '')
        if (!cacheControl.startsWith('public')) notShared.push(`${path}: ${cacheControl}`)
      }
    }
    agent.destroy()
    await counter.settled()
    const warmUpReached = counter.total()
    counter.reset()

    log(`${visits} visits and ${editors} editors' over ${Object.values(urls).flat().length} URLs`)
    const plan = planVisits({ visits, editors, urls, seed })
    const simulation = await simulate({
      baseUrl: proxy.httpsUrl,
      ca: proxy.certificate,
      visits: plan,
      concurrency,
      previewCookie,
    })
    await counter.settled()
    const siteCounts = counter.counts()
    const reachedSite = counter.total()
    const editorRequests = simulation.byKind.editor.requests
    const rootReached = siteCounts['GET /'] ?? 0
    const languagePageRequests = simulation.requests - simulation.rootRequests - editorRequests
    return {
      visits,
      urls,
      warmUp: { requests: warmUpRequests, reachedSite: warmUpReached, notShared },
      simulation,
      siteCounts,
      reachedSite,
      share: reachedSite / simulation.requests,
      // Every editor's request goes to the site (the preview cookie bypasses the cache).
      languagePageShare:
        Math.max(0, reachedSite - rootReached - editorRequests) / languagePageRequests,
    }
  } finally {
    while (stoppers.length) await stoppers.pop()!().catch((error) => log(`cleanup: ${error}`))
  }
}

/** An editor's preview cookie, through the real flow: a signed token posted to /api/preview. */
async function openPreview(baseUrl: string, ca: string, tokens: Record<string, string>) {
  const secret = tokens.PREVIEW_SECRET
  if (!secret) throw new Error('the CMS wrote no PREVIEW_SECRET')
  const body = new URLSearchParams({ token: previewToken(secret, '/en') }).toString()
  const setCookie = await new Promise<string[]>((resolve, reject) => {
    const req = request(
      `${baseUrl}/api/preview`,
      {
        method: 'POST',
        ca,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.headers['set-cookie'] ?? []))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
  const value = /lamella_preview=([^;]+)/.exec(setCookie.join('\n'))?.[1]
  if (!value) throw new Error(`the site opened no preview: ${setCookie.join(' | ')}`)
  return value
}
