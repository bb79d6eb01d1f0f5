import { expectNoViolations } from './axe'
import { expect, test } from '@playwright/test'
import { messages, phone, templates } from './fixtures'

for (const path of ['/fr/covers', '/de/projects', '/es/terms-and-conditions']) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoViolations(page)
  })
}

// Every template in two languages, with what the shell shows on a first visit: the promo banner
// is part of the page axe checks.
for (const code of ['en', 'nl'] as const) {
  for (const template of [
    ...templates,
    { name: '404 screen', path: () => `/${code}/no-such-page` },
  ]) {
    test(`axe finds no WCAG 2.2 AA violation on the ${template.name} (${code})`, async ({
      page,
    }) => {
      await page.goto(template.path(code))
      await expect(
        page.getByRole('complementary', { name: messages[code].banner.label }),
      ).toBeVisible()
      await expectNoViolations(page)
    })
  }

  test(`axe finds no WCAG 2.2 AA violation with the mobile menu open (${code})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(`/${code}`)
    await page.getByRole('button', { name: messages[code].nav.menu }).click()
    const sheet = page.getByRole('dialog', { name: messages[code].nav.menu })
    await expect(
      sheet.getByRole('navigation', { name: messages[code].nav.mobileNavigation }),
    ).toBeVisible()
    // The sheet and its overlay animate in: axe measures colours once they have settled. Endless
    // animations (the home page's pool) never settle and are not in the sheet.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished),
      ),
    )
    await expectNoViolations(page)
  })
}

test('keyboard: the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /skip/i })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})
