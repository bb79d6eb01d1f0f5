import type { Locale } from '@lamella/i18n'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import {
  allLocales,
  content,
  itemPath,
  messages,
  page as seededPage,
  pagePath,
  tagOf,
} from './fixtures'

/**
 * A heading shows once: "Our story" (its first text block is titled like the page) and a pool's
 * "Specifications" (the table above its text) each appear once, on the real CMS, with one h1.
 */

/** How often `text` is shown in the main content: the text nodes that read exactly that. */
const shown = (page: Page, text: string) =>
  page.locator('main').evaluate((main, wanted) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    let count = 0
    while (walker.nextNode()) {
      if (walker.currentNode.textContent?.replace(/\s+/g, ' ').trim() === wanted) count++
    }
    return count
  }, text)

const outline = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.tagName),
    )

const ourStory = seededPage('our-story')
const pool = content.pools[0]!

for (const { code } of allLocales) {
  test(`${code}: our story shows its title once, as the page's only h1`, async ({ page }) => {
    await page.goto(pagePath(ourStory, code))
    const title = ourStory.t[tagOf(code)].title
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await shown(page, title)).toBe(1)
    const levels = await outline(page)
    expect(levels.filter((level) => level === 'H1')).toHaveLength(1)
    // The text's own sections follow the h1 as h2s.
    expect(levels[1]).toBe('H2')
  })

  test(`${code}: a pool shows "${messages[code].pools.specifications}" once`, async ({ page }) => {
    await page.goto(itemPath(pool, code))
    const name = messages[code].pools.specifications
    await expect(page.getByRole('table', { name })).toBeVisible()
    expect(await shown(page, name)).toBe(1)
    const levels = await outline(page)
    expect(levels.filter((level) => level === 'H1')).toHaveLength(1)
    expect(levels.slice(1).every((level) => level === 'H2' || level === 'H3')).toBe(true)
  })
}

for (const [name, path] of [
  ['our story', (code: Locale) => pagePath(ourStory, code)],
  ['the pool', (code: Locale) => itemPath(pool, code)],
] as const) {
  test(`axe finds no violation on ${name}`, async ({ page }) => {
    await page.goto(path('en'))
    await expectNoViolations(page)
  })
}
