import type { Page } from '@playwright/test'

/**
 * Opens a page and waits until its lazily loaded code has hydrated and can be operated: a click
 * on server HTML before that does nothing, for a visitor too.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}
