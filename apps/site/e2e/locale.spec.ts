import { expect, test } from '@playwright/test'
import { page as seededPage } from './fixtures'

const hero = (tag: 'nl-BE' | 'en-US' | 'fr-FR' | 'de-DE' | 'es-ES') => {
  const block = seededPage('home').blocks.find((b) => b.collection === 'block_hero')
  const headline = block?.t?.[tag].headline
  return typeof headline === 'string' ? headline : ''
}

test.describe('`/` serves the detected language', () => {
  test('Accept-Language decides when there is no cookie', async ({ browser }) => {
    // Chromium derives Accept-Language from the context locale.
    const context = await browser.newContext({ locale: 'fr-BE' })
    const page = await context.newPage()
    expect((await page.goto('/'))?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(page.getByText(hero('fr-FR'))).toBeVisible()
    await context.close()
  })

  test('the cookie wins over Accept-Language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    await context.addCookies([
      { name: 'lamella_locale', value: 'de', url: test.info().project.use.baseURL! },
    ])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await context.close()
  })

  test('Dutch is the default', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'ja-JP' } })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('lang="nl-BE"')
  })
})

test('visiting /{lang} sets the locale cookie for 365 days, path /, SameSite=Lax', async ({
  request,
}) => {
  const response = await request.get('/es/blog', { headers: { 'Accept-Language': 'nl' } })
  expect(response.status()).toBe(200)
  const cookie =
    response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? ''
  expect(cookie).toMatch(/^lamella_locale=es;/)
  expect(cookie).toMatch(/Max-Age=31536000/i)
  expect(cookie).toMatch(/Path=\//i)
  expect(cookie).toMatch(/SameSite=Lax/i)
})

test('switching language keeps the page and sticks for `/`', async ({ page }) => {
  await page.goto('/en/covers')
  await page.getByRole('link', { name: 'de', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/covers$/)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
})
