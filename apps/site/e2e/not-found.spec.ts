import { expect, test } from '@playwright/test'
import { allLocales, brand, content } from './fixtures'

const notFoundTexts = content.globalSettings.page_not_found

test.describe('unmatched routes: "Page not found: {path}"', () => {
  for (const path of ['/does-not-exist', '/nl/blog/one/two', '/en/terms-and-conditions/extra']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-screen')).toHaveAttribute('data-reason', 'route')
      await expect(page).toHaveTitle(`404 - ${brand}`)
    })
  }

  test('English message', async ({ page }) => {
    await page.goto('/en/covers/a/b')
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/covers/a/b')
  })
})

test.describe('failed validity checks: "Page Not Found: {path}"', () => {
  for (const path of [
    '/it',
    '/xx/blog',
    '/en/blog/no-such-post',
    '/en/covers/no-such-cover',
    '/en/projects/nope',
    '/en/no-such-page',
    '/en/a/b/c',
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-screen')).toHaveAttribute('data-reason', 'page')
      await expect(page).toHaveTitle(`404 - ${brand}`)
    })
  }

  test('English message', async ({ page }) => {
    await page.goto('/en/no-such-page')
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /en/no-such-page')
  })
})

for (const { code, tag } of allLocales) {
  test(`${code}: the error screen speaks the language and links home in it`, async ({ page }) => {
    const response = await page.goto(`/${code}/blog/no-such-post`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', tag)
    const texts = notFoundTexts[tag]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title)
    await expect(page.getByText(texts.description)).toBeVisible()
    const home = page.getByRole('link', { name: texts.home_cta })
    await expect(home).toHaveAttribute('href', `/${code}`)
    await home.click()
    await expect(page).toHaveURL(new RegExp(`/${code}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', tag)
  })
}

test('an unknown language shows the 404 screen in the detected language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  const response = await page.goto('/it/blog')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTexts['de-DE'].title)
  await context.close()
})
