import type { Locale } from '@lamella/i18n'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import {
  allLocales,
  messages,
  page as seededPage,
  pagePath,
  partialPage,
  partialPagePath,
  phone,
} from './fixtures'

/**
 * A page in some languages only (the seeded open days, in Dutch and French) on the real CMS: its
 * language switcher still offers all five languages. The two it is in lead to its translation;
 * the other three lead to the about page above it in their language, marked "(not translated)"
 * in that language. Search engines hear only of the real translations.
 */

const openDays = partialPage('open-days')
const about = seededPage('about')
const translatedIn = allLocales.filter(({ code }) => partialPagePath(openDays, code) !== undefined)
const missingIn = allLocales.filter(({ code }) => partialPagePath(openDays, code) === undefined)

const switcherIn = (page: Page, code: Locale) =>
  page.getByRole('banner').getByRole('navigation', { name: messages[code].common.chooseLanguage })

test('the page is in Dutch and French only, nested under the about page', () => {
  expect(translatedIn.map(({ code }) => code)).toEqual(['nl', 'fr'])
  for (const { code } of translatedIn) {
    expect(partialPagePath(openDays, code)).toMatch(new RegExp(`^${pagePath(about, code)}/`))
  }
})

for (const { code: current } of translatedIn) {
  test(`${current}: the switcher offers every language; the missing ones lead to the about page, marked`, async ({
    page,
  }) => {
    const response = await page.goto(partialPagePath(openDays, current)!)
    expect(response?.status()).toBe(200)
    const switcher = switcherIn(page, current)
    const links = switcher.getByRole('link')
    await expect(links).toHaveCount(allLocales.length)

    const offered = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({
        lang: a.getAttribute('lang'),
        hreflang: a.getAttribute('hreflang'),
        href: a.getAttribute('href'),
        text: a.textContent?.replace(/\s+/g, ' ').trim(),
        translated: a.getAttribute('data-translated') !== 'false',
      })),
    )
    expect(offered).toEqual(
      allLocales.map(({ code, tag }) => {
        const own = partialPagePath(openDays, code)
        const note = messages[code].languageSwitcher.notTranslated
        return {
          lang: tag,
          // the language of the page the link leads to: the translation, or the page above it
          hreflang: tag,
          href: own ?? pagePath(about, code),
          text: own ? code : `${code} ${note}`,
          translated: own !== undefined,
        }
      }),
    )

    // The mark is text a visitor sees, and it is part of the link's name for a screen reader;
    // the link's description says where it leads instead, in that language.
    for (const { code } of missingIn) {
      const note = messages[code].languageSwitcher.notTranslated
      const link = switcher.getByRole('link', { name: `${code} ${note}` })
      await expect(link).toBeVisible()
      await expect(link.getByText(note)).toBeVisible()
      const aboutTitle = about.t[allLocales.find((l) => l.code === code)!.tag].title
      await expect(link).toHaveAccessibleDescription(
        new RegExp(
          messages[code].languageSwitcher.leadsTo
            .replace('{{page}}', aboutTitle)
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      )
    }

    // hreflang alternates in the head: the real translations and x-default, nothing else.
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('hreflang')))
    expect(alternates).toEqual([...translatedIn.map(({ tag }) => tag), 'x-default'])

    await expectNoViolations(page)
  })
}

test('following a language the page is not in leads to the about page in that language', async ({
  page,
}) => {
  await page.goto(partialPagePath(openDays, 'nl')!)
  for (const { code, tag } of missingIn) {
    const note = messages[code].languageSwitcher.notTranslated
    const landed = page.waitForResponse(
      (r) => r.request().resourceType() === 'document' && r.frame() === page.mainFrame(),
    )
    await switcherIn(page, 'nl')
      .getByRole('link', { name: `${code} ${note}` })
      .click()
    const response = await landed
    expect(response.status()).toBe(200)
    expect(new URL(response.url()).pathname).toBe(pagePath(about, code))
    await expect(page.locator('html')).toHaveAttribute('lang', tag)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.t[tag].title)
    // The about page is in every language: its switcher has no marks.
    await expect(switcherIn(page, code).locator('[data-translated="false"]')).toHaveCount(0)
    await page.goto(partialPagePath(openDays, 'nl')!)
  }
})

test('a language the page is not in answers 404 at its would-be address', async ({ request }) => {
  for (const { code } of missingIn) {
    const response = await request.get(`${pagePath(about, code)}/open-days`)
    expect(response.status()).toBe(404)
  }
})

test('on a phone the menu offers every language with the same marks', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto(partialPagePath(openDays, 'fr')!)
  await page.getByRole('button', { name: messages.fr.nav.menu }).click()
  const sheet = page.getByRole('dialog', { name: messages.fr.nav.menu })
  const switcher = sheet.getByRole('navigation', { name: messages.fr.common.chooseLanguage })
  await expect(switcher.getByRole('link')).toHaveCount(allLocales.length)
  for (const { code } of missingIn) {
    const note = messages[code].languageSwitcher.notTranslated
    const link = switcher.getByRole('link', { name: `${code} ${note}` })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', pagePath(about, code))
  }
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
