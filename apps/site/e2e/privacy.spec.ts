import { expect, test } from '@playwright/test'
import { expectNoViolations } from './axe'
import { allLocales, brand, messages, page, pagePath } from './fixtures'
import { screenshotWholePage } from './whole-page'
import { hydratedDocument } from './hydrated'

// The privacy notice: a CMS page in every language at /{lang}/privacy, in the footer, and beside
// the quote form's consent box in a new tab, so that nothing the visitor typed is lost.

/** Every cookie and storage key the site sets, which the notice must name. */
const storageKeys = [
  'lamella_locale',
  'lamella_consent',
  'lamella_preview',
  'lamella:closed-banner',
  'lamella:reloaded:',
  '_ga',
]

const privacy = page('privacy')

for (const { code, tag } of allLocales) {
  test(`${code}: the privacy notice names every cookie and storage key`, async ({
    page: p,
  }, testInfo) => {
    const response = await p.goto(`/${code}/privacy`)
    expect(response?.status()).toBe(200)
    await expect(p.locator('html')).toHaveAttribute('lang', tag)
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(privacy.t[tag].title)
    await expect(p).toHaveTitle(`${privacy.seo.t[tag].title} - ${brand}`)
    const main = p.getByRole('main')
    for (const key of storageKeys) await expect(main).toContainText(key)
    await expect(main).toContainText('24')
    await expectNoViolations(p)
    if (code === 'nl' || code === 'fr')
      await screenshotWholePage(p, testInfo.outputPath(`privacy-${code}.png`))
  })
}

test('the page’s own slug leads to /{lang}/privacy, and the footer links there', async ({
  page: p,
}) => {
  const response = await p.goto(pagePath(privacy, 'de'))
  expect(response?.url()).toMatch(/\/de\/privacy$/)
  await p.goto('/fr')
  await p
    .getByRole('contentinfo')
    .getByRole('link', { name: messages.fr.footer.privacy, exact: true })
    .click()
  await expect(p).toHaveURL(/\/fr\/privacy$/)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(privacy.t['fr-FR'].title)
})

test('the quote form opens the notice in a new tab and keeps what was typed', async ({
  page: p,
  context,
}) => {
  const en = messages.en
  await p.goto('/en/quote')
  await hydratedDocument(p)
  const name = p.getByRole('textbox', { name: en.quote.name })
  await name.fill('Griet Peeters')
  const link = p.getByRole('link', { name: `${en.privacy.noticeLink} ${en.privacy.newTab}` })
  await expect(link).toHaveAttribute('href', '/en/privacy')
  await expect(link).toHaveAttribute('target', '_blank')
  const [notice] = await Promise.all([context.waitForEvent('page'), link.click()])
  await notice.waitForLoadState()
  await expect(notice).toHaveURL(/\/en\/privacy$/)
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText(privacy.t['en-US'].title)
  await expect(name).toHaveValue('Griet Peeters')
  // the hint describes the consent box to screen readers
  const consent = p.getByRole('checkbox', { name: en.quote.consent })
  await expect(consent).toHaveAccessibleDescription(new RegExp(en.privacy.noticeLink))
})
