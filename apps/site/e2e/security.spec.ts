import { expect, test } from '@playwright/test'
import { allLocales, cmsUrl, page as seededPage } from './fixtures'

test('the CMS refuses anonymous reads: GET /items/pages answers 403', async ({ request }) => {
  const response = await request.get(`${cmsUrl}/items/pages`)
  expect(response.status()).toBe(403)
})

for (const { code, tag } of allLocales) {
  test(`${code}: a draft page is not reachable`, async ({ page }) => {
    const response = await page.goto(`/${code}/${seededPage('draft-preview').t[tag].slug}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-screen')).toBeVisible()
  })
}

test('the browser never talks to the CMS and never sees a token', async ({ page }) => {
  const cmsRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(cmsUrl)) cmsRequests.push(request.url())
  })
  const response = await page.goto('/en')
  const html = (await response?.text()) ?? ''
  await page.goto('/en/blog')
  await page.getByTestId('collection-list').getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(cmsRequests).toEqual([])
  expect(html).not.toMatch(/access_token|DIRECTUS_TOKEN|Bearer /)
  expect(html).not.toContain(cmsUrl)
})
