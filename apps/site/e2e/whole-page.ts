import type { Page } from '@playwright/test'

/**
 * The document element's attribute under which the browser renders the parts below a page's
 * first screen only as they come near it (app.css, shell/deferred-rendering.ts).
 */
export const DEFERRED_ATTRIBUTE = 'data-deferred-rendering'

/**
 * Lays the whole page out at once, as the site does before another page: for axe and full-page
 * screenshots, which look at every part together where a visitor's screen shows one at a time.
 * A part the browser has not rendered has no colours for axe to check and paints nothing.
 */
export async function layOutWholePage(page: Page) {
  await page.evaluate((name) => document.documentElement.removeAttribute(name), DEFERRED_ATTRIBUTE)
}

/** A screenshot of the whole page, laid out whole, at `path`. */
export async function screenshotWholePage(page: Page, path: string) {
  await layOutWholePage(page)
  await page.screenshot({ path, fullPage: true })
}
