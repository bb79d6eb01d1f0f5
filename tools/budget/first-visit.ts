/**
 * What a first visit really loads: each page opened in Chromium on a phone-sized screen with
 * Save-Data set (the site then prefetches no other route), every script response counted once,
 * gzip-compressed from the build like the manifest figures. That takes in the lazy islands the
 * page's HTML mounts (blocks, the mobile menu's code, anything loaded after the load event) and
 * leaves out what waits for the visitor (a block further down, a toast, a dialog).
 */
import { createServer, type AddressInfo } from 'node:net'
import { chromium, type Browser } from 'playwright'
import { chromiumFlags, chromiumPath } from '@lamella/ui/chromium'
import {
  removeDataDir,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '../scripts/stack.ts'
import { sitemapPaths, templateOf, type Template } from '../shared/routes.ts'
import { gzipSize, type RouteWeight } from './js-budget.ts'

/** The route module each template of tools/shared/routes.ts renders with. */
const routeOfTemplate: Partial<Record<Template, string>> = {
  home: 'home',
  'blog-index': 'features/catalogue/blog-index',
  'blog-article': 'features/catalogue/blog-article',
  'covers-index': 'features/catalogue/covers-index',
  'cover-detail': 'features/catalogue/cover-detail',
  'projects-index': 'features/catalogue/projects-index',
  'project-detail': 'features/catalogue/project-detail',
  'pools-index': 'features/catalogue/pools-index',
  'pool-detail': 'features/catalogue/pool-detail',
  faq: 'features/faq/faq',
  configure: 'features/configurator/configure',
  dealers: 'features/dealers/dealers',
  quote: 'features/quote/quote',
  search: 'features/search/search',
  terms: 'features/pages/terms',
  privacy: 'features/pages/privacy',
  page: 'features/pages/page',
}

/**
 * One URL per route module, in `lang`, from the site's sitemap (the seeded content decides the
 * slugs). The form routes and the search are not in the sitemap; `/` is the home page in the
 * detected language.
 */
export async function routeUrls(baseUrl: string, lang = 'en'): Promise<Map<string, string>> {
  const response = await fetch(`${baseUrl}/${lang}/sitemap.xml`)
  if (!response.ok) throw new Error(`${baseUrl}/${lang}/sitemap.xml answered ${response.status}`)
  const paths = [
    ...sitemapPaths(await response.text()).filter((path) => path.startsWith(`/${lang}`)),
    `/${lang}/configure`,
    `/${lang}/quote`,
    `/${lang}/dealers`,
    `/${lang}/privacy`,
    // the search's results page: no sitemap lists it
    `/${lang}/search?q=cover`,
  ]
  const urls = new Map<string, string>([['home-detected', '/']])
  for (const path of paths) {
    const route = routeOfTemplate[templateOf(path)]
    if (route && !urls.has(route)) urls.set(route, path)
  }
  return urls
}

/** Lighthouse's phone (Moto G Power): the viewport decides which islands are near from the start. */
export const phoneViewport = { width: 412, height: 823 }

/** Reports `saveData` as the Network Information API does when the visitor saves data. */
const saveDataScript = `Object.defineProperty(navigator, 'connection', {
  configurable: true,
  get: () => Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
})`

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

/**
 * The scripts `path` loads until the network is quiet after the load event (the toasts and error
 * reporting wait for it), gzip sizes from `clientDir`. Each page in a fresh context: cold cache.
 */
export async function firstVisit(
  browser: Browser,
  clientDir: string,
  baseUrl: string,
  route: string,
  path: string,
): Promise<RouteWeight> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'Save-Data': 'on' },
  })
  try {
    await context.addInitScript(saveDataScript)
    const page = await context.newPage()
    const files = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const { origin, pathname } = new URL(response.url())
      if (origin === baseUrl && pathname.startsWith('/assets/')) files.add(pathname)
    })
    const answer = await page.goto(baseUrl + path, { waitUntil: 'load' })
    if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`)
    await page.waitForLoadState('networkidle')
    // Work scheduled after load (idle callbacks, a timer) gets a moment to start its requests.
    await page.waitForTimeout(500)
    await page.waitForLoadState('networkidle')
    const list = [...files].sort()
    return {
      route,
      files: list,
      bytes: list.reduce((sum, file) => sum + gzipSize(clientDir, file), 0),
    }
  } finally {
    await context.close()
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface BudgetStack {
  url: string
  stop(): Promise<void>
}

/**
 * The site to measure: `BUDGET_SITE_URL` when one runs already, else a fresh CMS and the built
 * site on `BUDGET_CMS_PORT` / `BUDGET_SITE_PORT` (free ports when unset), stopped by `stop()`.
 */
export async function budgetStack(): Promise<BudgetStack> {
  const given = process.env.BUDGET_SITE_URL?.replace(/\/+$/, '')
  if (given) return { url: given, stop: async () => {} }
  const cmsPort = Number(process.env.BUDGET_CMS_PORT ?? (await freePort()))
  const sitePort = Number(process.env.BUDGET_SITE_PORT ?? (await freePort()))
  let cms: CmsHandle | undefined
  let site: SiteHandle | undefined
  const stop = async () => {
    await site?.stop()
    await cms?.stop()
    if (cms) removeDataDir(cms.dataDir)
  }
  try {
    cms = await startCms({ port: cmsPort, stdio: 'ignore' })
    site = await startSite({ port: sitePort, cms, stdio: 'ignore' })
    return { url: site.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
