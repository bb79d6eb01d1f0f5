import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { content, messages, phone } from './fixtures'
import { hydratedDocument } from './hydrated'

/**
 * The projects index on a phone (390 x 844): the filters sit behind one control that counts the
 * active ones, and the first project shows above the fold. With and without JavaScript. On a wide
 * screen the filters show as before, with no control.
 */

const { projects } = content
const countOf = (test: (p: (typeof projects)[number]) => boolean) => projects.filter(test).length
const t = messages.en
const panel = (page: Page) => page.locator('[data-slot="filter-panel"]')
const toggle = (page: Page) => panel(page).locator(':scope > summary')
const filters = (page: Page) => page.getByTestId('project-filters')
const cards = (page: Page) => page.getByTestId('collection-list').locator(':scope > li')
const chipLabel = (page: Page, group: string, name: RegExp) =>
  filters(page)
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
const activeLabel = (count: number) =>
  t.filterPanel.toggleActive.replace('{{count}}', String(count))

/** The first project's title is on screen without scrolling. */
async function firstResultAboveTheFold(page: Page) {
  const title = cards(page).first().getByRole('heading')
  await expect(title).toBeVisible()
  const box = await title.boundingBox()
  expect(box, 'the first project has a title').not.toBeNull()
  expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height)
  // The chips are closed away: none of them takes room above the results.
  await expect(filters(page)).toBeHidden()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'on a phone' : 'on a phone, without JavaScript', () => {
    test.use({ viewport: phone, javaScriptEnabled })

    test('the results come first, under one control that counts the active filters', async ({
      page,
    }) => {
      await page.goto('/en/projects')
      await expect(toggle(page)).toHaveText(t.filterPanel.toggle)
      await firstResultAboveTheFold(page)

      await page.goto('/en/projects?color=white&type=bench')
      await expect(toggle(page)).toHaveText(activeLabel(2))
      await firstResultAboveTheFold(page)
      // axe runs in the page: it needs JavaScript (the server HTML is the same but for the submit button).
      if (javaScriptEnabled) await expectNoViolations(page)
    })

    test('the control opens the filters, and choosing one applies it', async ({ page }) => {
      await page.goto('/en/projects')
      if (javaScriptEnabled) await hydratedDocument(page)
      await toggle(page).click()
      await expect(filters(page)).toBeVisible()
      await expect(panel(page)).toHaveAttribute('open', '')
      if (javaScriptEnabled) await expectNoViolations(page)

      await chipLabel(page, t.projects.filters.colors, /^White/).click()
      if (!javaScriptEnabled) {
        // The GET form's own button, as on every screen without JavaScript.
        await filters(page).getByRole('button', { name: t.projects.filters.apply }).click()
      }
      await expect(page).toHaveURL(/\/en\/projects\?(.*&)?color=white(&|$)/)
      const whites = countOf((p) => p.color === 'white')
      await expect(cards(page)).toHaveCount(whites)
      await expect(toggle(page)).toHaveText(activeLabel(1))

      if (javaScriptEnabled) {
        // The chips apply at once; a button closes the panel over the results, focus on the control.
        await panel(page).getByRole('button', { name: t.projects.filters.apply }).click()
        await expect(filters(page)).toBeHidden()
        await expect(toggle(page)).toBeFocused()
        await firstResultAboveTheFold(page)
      }
    })
  })
}

test('on a wide screen the filters show at once, with no control', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en/projects?color=white')
  await expect(toggle(page)).toBeHidden()
  await expect(filters(page)).toBeVisible()
  await expect(chipLabel(page, t.projects.filters.colors, /^White/)).toBeVisible()
})
