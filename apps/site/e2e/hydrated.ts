import { expect, test, type Page } from '@playwright/test'

/**
 * Waits until React has taken the page over (the root layout marks the document element): a
 * click on server HTML before that does nothing, and a field typed in may be reset.
 */
export async function hydratedDocument(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 })
}

/**
 * Opens a page and waits until its lazily loaded code has hydrated and can be operated: a click
 * on server HTML before that does nothing, for a visitor too. Blocks further down hydrate when
 * they come near the screen (libs/blocks near-island.tsx), so the page is scrolled through first,
 * as a visitor reaching them would, and back to the top.
 */
export async function openHydrated(page: Page, path: string) {
  // the wait below may take up to 40 s on a busy machine: the test gets that time on top of its own
  test.info().setTimeout(test.info().timeout + 40_000)
  await page.goto(path)
  await hydratedDocument(page)
  // A screen at a time, as a visitor scrolls: each block starts loading as it comes near. On a
  // busy machine a block passed before its code came in waits for the next pass. Two cores
  // shared by the browser, the site's two threads and Directus once took more than 20 s in a
  // full run.
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
    })
    await expect(page.locator('[data-island=near]:not([data-hydrated])')).toHaveCount(0, {
      timeout: 3_000,
    })
  }).toPass({ timeout: 40_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
}
