import { expect, test, type Page, type Request } from '@playwright/test'
import { deployAnew } from './deployment'
import { content, messages, phone, postsByDate } from './fixtures'

const isData = (url: URL) => url.pathname.endsWith('.data')
const pathOfData = (url: string) => new URL(url).pathname.replace(/\.data$/, '')
/** React Router's prefetches are `<link rel=prefetch>` requests: Chromium marks them so. */
const isPrefetch = (request: Request) => request.headers()['sec-purpose'] === 'prefetch'

/** Holds every `.data` response for `ms`; the response itself still comes from the server. */
async function delayData(page: Page, ms: number) {
  await page.route(isData, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    try {
      await route.fulfill({ response: await route.fetch() })
    } catch {
      // the page went away meanwhile
    }
  })
}

/** Records the `.data` requests the page makes, prefetch or not. */
function recordData(page: Page) {
  const requests: { path: string; prefetch: boolean }[] = []
  page.on('request', (request) => {
    if (isData(new URL(request.url())))
      requests.push({ path: pathOfData(request.url()), prefetch: isPrefetch(request) })
  })
  return requests
}

const contentViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => e['event'] === 'content-view'))

/** Marks the document: a full page load loses the mark, a client-side navigation keeps it. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eMark: boolean }).e2eMark = true))
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true)

function documentRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

test('the data layer gets a content view on load and after a client-side navigation', async ({
  page,
}) => {
  await page.goto('/en/blog')
  await expect.poll(() => contentViews(page)).toHaveLength(1)
  expect(await contentViews(page)).toEqual([
    { event: 'content-view', path: '/en/blog', locale: 'en', title: await page.title() },
  ])
  expect(await page.title()).toBe(`${messages.en.blog.title} - Lamella`)

  await mark(page)
  const post = postsByDate[0]!
  await page.getByRole('link', { name: post.t['en-US'].title }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.t['en-US'].title)
  expect(await marked(page)).toBe(true)
  await expect.poll(() => contentViews(page)).toHaveLength(2)
  expect((await contentViews(page))[1]).toEqual({
    event: 'content-view',
    path: `/en/blog/${post.t['en-US'].slug}`,
    locale: 'en',
    title: `${post.t['en-US'].title} - Lamella`,
  })
})

for (const code of ['en', 'nl'] as const) {
  test(`${code}: the toast area and its code wait for the first toast`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`/${code}`)
    await page.waitForLoadState('networkidle')
    const label = messages[code].common.notifications
    await expect(page.locator(`section[aria-label^="${label}"]`)).toHaveCount(0)
    // No page raises a toast on its own; the area's look and its first toast are covered by
    // the unit test of components/toasts.tsx and libs/ui's stories.
    expect(scripts.filter((path) => /\/toaster-[\w-]+\.js$/.test(path))).toEqual([])
  })
}

test('the loading bar shows after 200 ms of a slow navigation, #6DAADD and 3 px, then goes', async ({
  page,
}) => {
  await delayData(page, 1_200)
  await page.goto('/en')
  const bar = page.locator('[data-slot="loading-bar"]')
  await expect(bar).toHaveAttribute('data-state', 'idle')
  await bar.evaluate((element) => {
    const w = window as unknown as { clickAt: number; shownAt: number }
    document.addEventListener('click', () => (w.clickAt = performance.now()), true)
    new MutationObserver(() => {
      if (element.getAttribute('data-state') === 'loading') w.shownAt ??= performance.now()
    }).observe(element, { attributes: true })
  })

  await page
    .getByRole('banner')
    .getByRole('link', { name: messages.en.blog.title, exact: true })
    .click()
  await expect(bar).toHaveAttribute('data-state', 'loading')
  await expect(bar).toHaveCSS('opacity', '1')
  await expect(bar).toHaveCSS('background-color', 'rgb(109, 170, 221)')
  await expect(bar).toHaveCSS('height', '3px')
  const { clickAt, shownAt } = await page.evaluate(() => {
    const w = window as unknown as { clickAt: number; shownAt: number }
    return { clickAt: w.clickAt, shownAt: w.shownAt }
  })
  expect(shownAt - clickAt).toBeGreaterThanOrEqual(200)

  await expect(page).toHaveURL(/\/en\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.blog.title)
  await expect(bar).toHaveAttribute('data-state', 'idle')
  await expect(bar).toHaveCSS('opacity', '0')
})

test.describe('prefetching', () => {
  test('a link that becomes visible is prefetched after about 100 ms: its data and route module', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    const terms = page
      .getByRole('contentinfo')
      .getByRole('navigation')
      .getByRole('link', { name: 'Terms and conditions' })
    await expect(terms).not.toBeInViewport()
    expect(requests).not.toContain('/en/terms-and-conditions.data')

    const dataRequest = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/en/terms-and-conditions.data',
    )
    // The links React Router renders for a prefetch go once its data has arrived: record them.
    await page.evaluate(() => {
      const w = window as unknown as { prefetchLinks: string[] }
      w.prefetchLinks = []
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap((m) => [...m.addedNodes])) {
          if (node instanceof HTMLLinkElement)
            w.prefetchLinks.push(`${node.rel} ${node.getAttribute('href')}`)
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const visibleAt = await terms.evaluate((link) => {
      link.scrollIntoView()
      return performance.now()
    })
    const request = await dataRequest
    expect(isPrefetch(request)).toBe(true)
    const startedAt = await page.evaluate(async (url) => {
      for (;;) {
        const entry = performance.getEntriesByName(url)[0]
        if (entry) return entry.startTime
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }, request.url())
    expect(startedAt - visibleAt).toBeGreaterThanOrEqual(100)
    expect(startedAt - visibleAt).toBeLessThan(1_000)

    // React Router's links for the page: its data and the route's module.
    const module = await page.evaluate(
      () =>
        (
          window as unknown as {
            __reactRouterManifest: { routes: Record<string, { module: string }> }
          }
        ).__reactRouterManifest.routes['features/pages/terms']!.module,
    )
    const links = await page.evaluate(
      () => (window as unknown as { prefetchLinks: string[] }).prefetchLinks,
    )
    expect(links).toContainEqual(
      expect.stringMatching(/^prefetch \/en\/terms-and-conditions\.data/),
    )
    expect(links).toContain(`modulepreload ${module}`)
    await expect.poll(() => requests).toContain(module)
  })

  test('at most four route prefetches run at once', async ({ page }) => {
    const MAX_PREFETCHES = 4
    // Browsers issue prefetches at the lowest priority: on a loaded machine they start late.
    test.slow()
    // Tall enough for the whole home page, footer included: more than six prefetchable pages are
    // linked in view at once.
    // (Not a page that links to itself, like /en/blog: that link holds a slot without a request.)
    await page.setViewportSize({ width: 1280, height: 8_000 })
    // Pictures would compete with the prefetches for the browser's request slots.
    await page.route('**/media/**', (route) => route.abort())
    let inFlight = 0
    let most = 0
    const prefetched: string[] = []
    await page.route(isData, async (route) => {
      const prefetch = isPrefetch(route.request())
      if (prefetch) {
        prefetched.push(pathOfData(route.request().url()))
        most = Math.max(most, ++inFlight)
      }
      // Held until four are in flight (or 5 s, well inside the queue's 10 s slot timeout), so
      // that a loaded machine, which issues low-priority prefetches late, still shows all four.
      const held = Date.now()
      while (prefetch && inFlight < MAX_PREFETCHES && Date.now() - held < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      try {
        await route.fulfill({ response: await route.fetch() })
      } catch {
        // the page went away meanwhile
      } finally {
        if (prefetch) inFlight--
      }
    })
    await page.goto('/en')
    // Past the first four: the queue went on once slots freed.
    await expect.poll(() => prefetched.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(6)
    expect(most).toBe(MAX_PREFETCHES)
    expect(new Set(prefetched).size).toBe(prefetched.length)
  })

  for (const [name, connection] of [
    ['data saving is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2g', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched when ${name}`, async ({ page }) => {
      await page.addInitScript((info) => {
        const connection = Object.assign(new EventTarget(), info)
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection })
      }, connection)
      const requests = recordData(page)
      await page.goto('/en/blog')
      await page.waitForLoadState('networkidle')
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await page.waitForTimeout(1_000)
      expect(requests).toEqual([])
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0)
    })
  }

  // These header links once answered 404 and were held back (known-path.ts); now that the
  // configurator, the quote form and the dealer finder exist, they are prefetched like any page.
  test('header links to the lead engine are prefetched like every other page', async ({ page }) => {
    const requests = recordData(page)
    await page.goto('/en')
    const header = page.getByRole('banner')
    for (const name of ['Find a dealer', 'Configure your pool', 'Request a quote']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeInViewport()
    }
    for (const section of ['configure', 'quote', 'dealers']) {
      await expect.poll(() => requests).toContainEqual({ path: `/en/${section}`, prefetch: true })
    }
  })
})

test.describe('a new deployment', () => {
  /**
   * A navigation React Router makes without asking the server for routes (the configurator's
   * next step is the route the page has): a full page load then is the site's doing.
   */
  async function toTheNextStep(page: Page, { newVersion }: { newVersion: boolean }) {
    const t = messages.en.configurator
    await page.goto('/en/configure')
    await expect(page.locator('section[data-hydrated]')).toBeAttached({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    if (newVersion) await deployAnew(page)
    // what React Router asks as the page's links render: the answer names the server's build
    await page.evaluate(async () => {
      const { version } = (window as unknown as { __reactRouterManifest: { version: string } })
        .__reactRouterManifest
      await fetch(`/__manifest?paths=%2Fen%2Fconfigure&version=${version}`)
    })
    const toast = page.getByText(messages.en.common.newVersion)
    if (newVersion) await expect(toast).toBeVisible()
    else await expect(toast).toHaveCount(0)
    await mark(page)
    const documents = documentRequests(page)
    await page.getByRole('radio', { name: content.pools[0]!.t['en-US'].title }).check()
    await page.getByRole('button', { name: t.next }).click()
    await expect(page.getByRole('heading', { level: 2, name: t.steps.colour })).toBeVisible()
    await expect(page).toHaveURL(/[?&]step=color/)
    return documents
  }

  test('once an answer names a newer build, the next navigation is a full page load', async ({
    page,
  }) => {
    const documents = await toTheNextStep(page, { newVersion: true })
    expect(documents).toEqual(['/en/configure'])
    expect(await marked(page)).toBe(false)
  })

  test('without a new version the same click stays a client-side navigation', async ({ page }) => {
    const documents = await toTheNextStep(page, { newVersion: false })
    expect(documents).toEqual([])
    expect(await marked(page)).toBe(true)
  })
})

test('a chunk that fails to load reloads the page once, then leaves it usable', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await page.route('**/assets/mobile-menu-sheet-*.js', (route) => route.abort())
  let loads = 0
  page.on('load', () => loads++)
  await page.goto('/en')
  expect(loads).toBe(1)
  const menu = page.getByRole('button', { name: messages.en.nav.menu })

  await menu.click()
  await expect.poll(() => loads).toBe(2)
  await expect(page).toHaveURL(/\/en$/)

  // Within ten seconds of that reload the same failure does not reload again.
  await menu.click()
  await page.waitForTimeout(1_500)
  expect(loads).toBe(2)
  await expect(page.getByTestId('error-screen')).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The page still works: a link navigates, client-side, in the same document.
  await mark(page)
  await page
    .getByRole('complementary', { name: messages.en.banner.label })
    .getByRole('link', { name: messages.en.banner.seeOffer })
    .click()
  await expect(page).toHaveURL(/\/en\/spring-offer$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await marked(page)).toBe(true)
  expect(loads).toBe(2)
})
