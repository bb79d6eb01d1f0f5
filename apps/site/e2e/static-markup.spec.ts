import { expect, test, type Page } from '@playwright/test'
import { itemPath, messages, postsByDate } from './fixtures'
import { openHydrated, hydratedDocument } from './hydrated'
import { DEFERRED_ATTRIBUTE } from './whole-page'

// Content pages hydrate only what moves: the static parts keep the server's markup, and their
// links still navigate in the app, as router links do.

/** Marks the document: a full page load loses the mark, a client-side navigation keeps it. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eMark: boolean }).e2eMark = true))
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true)

/** Errors the page reports: a hydration mismatch is one. */
function pageErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const staticParts = (page: Page) => page.locator('[data-island="static"]')

test('a static link navigates in the app, and the page it leads to renders live', async ({
  page,
}) => {
  const errors = pageErrors(page)
  await openHydrated(page, '/en')
  await expect(staticParts(page)).not.toHaveCount(0)
  // the router was made in short steps before hydrating (app/shell/staged-router.tsx), not by
  // React Router's `HydratedRouter` in one long render: that one leaves it on `window`
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false)
  await mark(page)

  // the footer's navigation is kept server markup: React handles none of its links
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: messages.en.footer.privacy }).click()
  await expect(page).toHaveURL(/\/en\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await marked(page)).toBe(true)

  // a modified click stays the browser's (a new tab), the page stays where it is
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    footer
      .getByRole('link', { name: messages.en.footer.terms })
      .first()
      .click({ modifiers: ['Control'] }),
  ])
  await opened.close()
  await expect(page).toHaveURL(/\/en\/privacy$/)

  // back home in the app: its parts render live now, with the same content
  await page.goBack()
  await expect(page).toHaveURL(/\/en$/)
  expect(await marked(page)).toBe(true)
  await expect(page.locator('main')).not.toBeEmpty()
  expect(errors).toEqual([])
})

test('an article keeps its text as the server wrote it; its back link navigates in the app', async ({
  page,
}) => {
  const errors = pageErrors(page)
  const article = itemPath(postsByDate[0]!, 'en')
  await page.goto(article)
  await hydratedDocument(page)
  const main = page.locator('main')
  await expect(main.locator('[data-island="static"] h1')).toHaveCount(1)
  await mark(page)
  await main.getByRole('link', { name: messages.en.blog.backToOverview }).click()
  await expect(page).toHaveURL(/\/en\/blog$/)
  await expect(page.getByTestId('collection-list')).toBeVisible()
  expect(await marked(page)).toBe(true)
  expect(errors).toEqual([])
})

test('the first paint waits for the whole page: the head names a marker that follows the footer', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const link = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(head)
  expect(link).not.toBeNull()
  const marker = html.indexOf(`id="${link![1]}"`)
  // after the page's own markup, before the data the router streams after it
  expect(marker).toBeGreaterThan(html.indexOf('</footer>'))
  expect(marker).toBeLessThan(html.indexOf('window.__reactRouterContext'))

  // the browser takes the link as render-blocking, and the hydrated page keeps one of each
  await openHydrated(page, '/en')
  expect(
    await page.evaluate(() => {
      const expectLink = document.querySelector<HTMLLinkElement>('link[rel="expect"]')
      return [
        document.querySelectorAll('link[rel="expect"]').length,
        expectLink?.blocking.contains('render'),
        document.querySelectorAll(expectLink!.getAttribute('href')!).length,
      ]
    }),
  ).toEqual([1, true, 1])
})

/** How the browser renders each: `auto` while it waits until it comes near the screen. */
const rendering = (page: Page) =>
  page.evaluate(() =>
    [
      'main [data-island]:first-of-type > *',
      'main [data-island] ~ [data-island] > *',
      'footer:not(main footer)',
    ].map((selector) => getComputedStyle(document.querySelector(selector)!).contentVisibility),
  )

test.describe('the first paint lays out the first screen', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the blocks after the first and the footer render as they come near the screen', async ({
      page,
    }) => {
      await page.goto('/en')
      expect(await rendering(page)).toEqual(['visible', 'auto', 'auto'])
      // reached by scrolling, the footer is there to read
      const footer = page.locator('footer:not(main footer)')
      await footer.scrollIntoViewIfNeeded()
      await expect(footer.getByRole('navigation').first()).toBeVisible()
    })
  })

  test('a page the router shows, or a reload returns to, is laid out whole', async ({ page }) => {
    await openHydrated(page, '/en')
    await page.evaluate(() => window.scrollTo(0, 0))
    expect(await page.locator(`html[${DEFERRED_ATTRIBUTE}]`).count()).toBe(1)
    // the history entry has the key its place is kept under, and the router's index
    const entry = await page.evaluate(() => window.history.state)
    expect(entry).toMatchObject({ key: expect.stringMatching(/^\w+$/), idx: 0 })

    // a reload back to a place on the page: laid out whole before the first paint, and there.
    // The blocks that render as they come near the screen can still move that place (their
    // placeholders are not their height), so the place to return to is the one kept on leaving.
    await page.evaluate(() => {
      window.scrollTo(0, 2_000)
      addEventListener('pagehide', () => sessionStorage.setItem('test:left-at', String(scrollY)))
    })
    await page.reload()
    await expect(page.locator(`html[${DEFERRED_ATTRIBUTE}]`)).toHaveCount(0)
    expect(await rendering(page)).toEqual(['visible', 'visible', 'visible'])
    const leftAt = Number(await page.evaluate(() => sessionStorage.getItem('test:left-at')))
    expect(leftAt).toBeGreaterThan(1_000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt)
    expect(await page.evaluate(() => window.history.state)).toMatchObject(entry)

    // a page the router renders
    await openHydrated(page, '/en/covers')
    expect(await page.locator(`html[${DEFERRED_ATTRIBUTE}]`).count()).toBe(1)
    await page.locator('main a[href^="/en/covers/"]').first().click()
    await page.waitForURL(/\/en\/covers\/[\w-]+$/)
    await expect(page.locator(`html[${DEFERRED_ATTRIBUTE}]`)).toHaveCount(0)
    await expect(page.locator('footer:not(main footer)')).toHaveCSS('content-visibility', 'visible')
  })
})
