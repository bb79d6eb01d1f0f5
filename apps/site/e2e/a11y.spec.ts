import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

for (const path of [
  '/en',
  '/nl/blog',
  '/fr/covers',
  '/de/projects',
  '/es/terms-and-conditions',
  '/en/no-such-page',
]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
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
