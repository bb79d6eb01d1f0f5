import { expect, test, type BrowserContext } from '@playwright/test'
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

const localeCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'lamella_locale')

test('a first visit to /{lang} is shareable: no Set-Cookie; the page remembers its language', async ({
  browser,
}) => {
  // An English browser that lands on a French page (a shared link, an ad).
  const context = await browser.newContext({ locale: 'en-GB' })
  const page = await context.newPage()
  const response = await page.goto('/fr/covers')
  expect(response?.status()).toBe(200)
  const headers = await response!.allHeaders()
  expect(headers['set-cookie']).toBeUndefined()
  expect(headers['cache-control']).toMatch(/^public, .*s-maxage=300/)
  expect(headers['vary']).toBe('Accept-Encoding')

  // Once hydrated the page writes the cookie: 365 days, path /, SameSite=Lax, Secure on https.
  await expect.poll(async () => (await localeCookieOf(context))?.value).toBe('fr')
  const cookie = (await localeCookieOf(context))!
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
  expect(cookie.secure).toBe(page.url().startsWith('https:'))
  const days = (cookie.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)

  // `/` then speaks French, over the browser's English.
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
  await context.close()
})

test('a cookie the server once set HttpOnly is replaced, so the page can write it again', async ({
  browser,
}) => {
  const context = await browser.newContext()
  await context.addCookies([
    {
      name: 'lamella_locale',
      value: 'nl',
      url: test.info().project.use.baseURL!,
      httpOnly: true,
    },
  ])
  const page = await context.newPage()
  await page.goto('/de/covers')
  await expect.poll(async () => (await localeCookieOf(context))?.value).toBe('de')
  expect((await localeCookieOf(context))?.httpOnly).toBe(false)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await context.close()
})

test('switching language keeps the page and sticks for `/`', async ({ page }) => {
  await page.goto('/en/covers')
  await page.getByRole('link', { name: 'de', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/covers$/)
  await expect.poll(async () => (await localeCookieOf(page.context()))?.value).toBe('de')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
})
