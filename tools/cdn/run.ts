/**
 * The CDN simulation's stack and run: a fresh Directus, the built site, a counting proxy in front
 * of the site (every request it sees reached the site), and the reference proxy (deploy/nginx) in
 * front of that as the CDN tier. The visits go through nginx; the counter says how many of their
 * requests it did not answer itself.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { request } from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import { startCountingProxy } from '../bench/counting-proxy.ts'
import { startProxy } from '../proxy/proxy.ts'
import { removeDataDir, startCms, startSite } from '../scripts/stack.ts'
import { sitemapPaths, templateOf, type Template } from '../shared/routes.ts'
import { measureCdn, type CdnReport } from './measure.ts'
import { localeCodes, type Locale } from './plan.ts'

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
  /** a CMS data directory to keep between runs (seeded once); a fresh temporary one when absent */
  cmsDataDir?: string
  /** the CMS's and the site's output: shown, or not (default) */
  stdio?: 'inherit' | 'ignore'
  seed?: number
  concurrency?: number
  log?: (message: string) => void
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

/**
 * The paths a sitemap lists. A cold site on a busy machine may answer its first reads with the
 * CMS-unavailable page, so it is asked a few times before giving up.
 */
async function sitemapOf(url: string): Promise<string[]> {
  let last = ''
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await fetch(url)
    const paths = sitemapPaths(await response.text())
    if (response.ok && paths.length) return paths
    last = `${response.status}`
    await sleep(2_000)
  }
  throw new Error(`${url} listed no pages (last status ${last})`)
}

/** `count` pages of each language from the site's sitemaps, spread over the templates. */
export async function pickUrls(siteUrl: string, count: number): Promise<Record<Locale, string[]>> {
  const picked = {} as Record<Locale, string[]>
  for (const lang of localeCodes) {
    const paths = (await sitemapOf(`${siteUrl}/${lang}/sitemap.xml`)).filter(
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
  cmsDataDir,
  stdio = 'ignore',
  seed = 1,
  concurrency = 16,
  log = () => {},
}: CdnOptions): Promise<CdnReport> {
  const stoppers: (() => Promise<void>)[] = []
  try {
    log(`starting Directus on ${ports.cms}`)
    const cms = await startCms({
      port: ports.cms,
      stdio,
      ...(cmsDataDir ? { dataDir: cmsDataDir } : {}),
    })
    stoppers.push(async () => {
      await cms.stop()
      if (!cmsDataDir) removeDataDir(cms.dataDir)
    })
    const origin = `https://localhost:${ports.https}`
    const site = await startSite({
      port: ports.site,
      cms,
      // A CMS read on a machine the tests share may take longer than the 2 s of production; an
      // editor's preview reads everything uncached (as the e2e stack, tools/scripts/e2e-stack.ts).
      env: { TRUST_PROXY: 'loopback', SITE_URL: origin, CMS_TIMEOUT_MS: '10000' },
      stdio,
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

    return await measureCdn({
      baseUrl: proxy.httpsUrl,
      ca: proxy.certificate,
      counter,
      urls,
      visits,
      editors,
      previewCookie,
      seed,
      concurrency,
      log,
    })
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
