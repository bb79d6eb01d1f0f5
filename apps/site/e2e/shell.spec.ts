import { expect, test, type Page } from '@playwright/test'
import type { Locale } from '@lamella/i18n'
import {
  allLocales,
  content,
  itemPath,
  messages,
  page as seededPage,
  pagePath,
  phone,
  postsByDate,
  tagOf,
} from './fixtures'

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'lamella_locale')?.value
}

test.describe('the language switcher on a translated slug', () => {
  const items = [
    { name: 'a blog article', path: (code: Locale) => itemPath(postsByDate[0]!, code) },
    { name: 'a cover', path: (code: Locale) => itemPath(content.covers[0]!, code) },
    { name: 'a project', path: (code: Locale) => itemPath(content.projects[0]!, code) },
    { name: 'the nested page', path: (code: Locale) => pagePath(seededPage('our-story'), code) },
  ]
  // These items have all five languages, so every link of the switcher leads to a translation
  // (language-fallback.spec.ts checks a page in two languages only).
  for (const item of items) {
    test(`${item.name}: each language leads to the same item's URL in it`, async ({ page }) => {
      let current: Locale = 'nl'
      await page.goto(item.path(current))
      // Round the five languages, following the switcher each time: nl -> en -> ... -> es -> nl.
      for (const { code: next, tag } of [...allLocales.slice(1), allLocales[0]!]) {
        const switcher = page
          .getByRole('banner')
          .getByRole('navigation', { name: messages[current].common.chooseLanguage })
        const links = await switcher
          .getByRole('link')
          .evaluateAll((anchors) =>
            anchors.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]),
          )
        expect(links, `offered on ${item.path(current)}`).toEqual(
          allLocales.map((l) => [l.tag, item.path(l.code)]),
        )
        const landed = page.waitForResponse(
          (r) => r.request().resourceType() === 'document' && r.frame() === page.mainFrame(),
        )
        await switcher.getByRole('link', { name: next, exact: true }).click()
        const response = await landed
        expect(response.url(), `from ${current} to ${next}`).toBe(
          new URL(item.path(next), page.url()).href,
        )
        expect(response.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', tag)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The page writes the cookie once it has hydrated: under load a moment after it shows.
        await expect.poll(() => localeCookie(page)).toBe(next)
        current = next
      }
    })
  }
})

test('a prefetch of a page in another language does not change the remembered language', async ({
  page,
}) => {
  await page.goto('/en')
  await expect.poll(() => localeCookie(page)).toBe('en')
  // A prefetch the previous page queued can still go out after the visitor switched language (the
  // browser keeps prefetches across navigations). It is not a visit: the language chosen stays.
  const prefetch = await page
    .context()
    .request.get('/nl/blog.data', { headers: { 'Sec-Purpose': 'prefetch' } })
  expect(prefetch.status()).toBe(200)
  expect(await localeCookie(page)).toBe('en')
})

test.describe('navigation', () => {
  const about = seededPage('about')
  const aboutLabel = (code: Locale) => {
    const link = content.globalSettings.main_nav_right.find(
      (entry) => entry.kind === 'link' && entry.page === 'about',
    )
    return link!.t[tagOf(code)].label
  }

  for (const { code, tag } of allLocales) {
    test(`${code}: 'About us' (a page by relation) leads to its slug in the language`, async ({
      page,
    }) => {
      await page.goto(`/${code}`)
      const link = page
        .getByRole('navigation', { name: messages[code].nav.mainNavigation })
        .getByRole('link', { name: aboutLabel(code), exact: true })
      await expect(link).toHaveAttribute('href', pagePath(about, code))
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${pagePath(about, code)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.t[tag].title)
      expect((await page.reload())?.status()).toBe(200)
    })
  }
})

test.describe('the promo banner', () => {
  const offer = seededPage('spring-offer')

  for (const { code, tag } of allLocales) {
    test(`${code}: shows the seeded text; "more information" leads to the offer`, async ({
      page,
    }) => {
      await page.goto(`/${code}`)
      const banner = page.getByRole('complementary', { name: messages[code].banner.label })
      await expect(banner).toBeVisible()
      await expect(banner).toContainText(content.globalSettings.banner.t[tag].text)
      const more = banner.getByRole('link', { name: messages[code].banner.seeOffer })
      await expect(more).toHaveAttribute('href', pagePath(offer, code))
      await more.click()
      await expect(page).toHaveURL(new RegExp(`${pagePath(offer, code)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.t[tag].title)
    })
  }

  test('closed, it stays closed after a reload without a flash; a new banner shows again', async ({
    page,
  }) => {
    // Records every moment the banner is rendered visible: on each DOM change while the page is
    // parsed and on every frame before it is painted.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerSeen: string[] }
      w.bannerSeen = []
      const check = (when: string) => {
        const banner = document.querySelector('[data-banner]')
        if (banner?.checkVisibility()) w.bannerSeen.push(when)
      }
      new MutationObserver(() => check('parsed')).observe(document, {
        childList: true,
        subtree: true,
      })
      const frame = () => {
        check('frame')
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    const seen = () =>
      page.evaluate(() => (window as unknown as { bannerSeen: string[] }).bannerSeen)
    const banner = page.getByRole('complementary', { name: messages.en.banner.label })

    await page.goto('/en')
    await expect(banner).toBeVisible()
    // The recorder sees a visible banner: its silence below means something.
    expect(await seen()).toContain('frame')
    const id = await banner.getAttribute('data-banner')
    expect(id).toBeTruthy()

    await banner.getByRole('button', { name: messages.en.banner.close }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('lamella:closed-banner'))).toBe(id)

    for (const waitUntil of ['commit', 'domcontentloaded', 'load'] as const) {
      await page.reload({ waitUntil })
      await expect(banner).toBeHidden()
    }
    // Hydrated, the banner is not rendered at all.
    await expect(page.locator('[data-banner]')).toHaveCount(0)
    expect(await seen()).toEqual([])

    // Editors changed the banner (another id): the one closed before does not hide it.
    await page.evaluate(() => localStorage.setItem('lamella:closed-banner', 'an-older-banner'))
    await page.reload()
    await expect(banner).toBeVisible()
    expect(await seen()).toContain('frame')
  })
})

test.describe('the mobile menu by keyboard', () => {
  test.use({ viewport: phone })

  async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 20) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab')
      if (await target.evaluate((el) => el === document.activeElement)) return
    }
    throw new Error(`Tab did not reach ${target}`)
  }

  test('Enter opens the sheet, Tab stays in it, Escape closes it and returns focus', async ({
    page,
  }) => {
    const t = messages.en
    await page.goto('/en')
    const button = page.getByRole('button', { name: t.nav.menu })
    await tabTo(page, button)
    await page.keyboard.press('Enter')

    const sheet = page.getByRole('dialog', { name: t.nav.menu })
    await expect(sheet).toBeVisible()
    const nav = sheet.getByRole('navigation', { name: t.nav.mobileNavigation })
    await expect(nav).toBeVisible()
    await expect(sheet.getByRole('navigation', { name: t.common.chooseLanguage })).toBeVisible()
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    // Tab reaches the menu's links, and focus never leaves the sheet while it is open.
    const reached: string[] = []
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const focus = await sheet.evaluate((el) => {
        const active = document.activeElement
        return {
          inside: el.contains(active),
          link: active?.closest('nav')?.getAttribute('aria-label') && active?.tagName === 'A',
          text: active?.textContent ?? '',
        }
      })
      expect(focus.inside).toBe(true)
      if (focus.link) reached.push(focus.text)
    }
    expect(reached).toContain('Blog')

    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('following a link of the sheet closes it and navigates', async ({ page }) => {
    const t = messages.en
    await page.goto('/en')
    const button = page.getByRole('button', { name: t.nav.menu })
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: t.nav.menu })
    const blog = sheet.getByRole('link', { name: 'Blog', exact: true })
    await tabTo(page, blog)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.blog.title)
    await expect(sheet).toBeHidden()
  })
})

test('every document carries the whole stylesheet inline, and it applies', async ({ page }) => {
  const response = await page.goto('/en')
  const html = await response!.text()
  const [, stylesheet = ''] = /<style>([\s\S]*?)<\/style>/.exec(html) ?? []
  expect(stylesheet.length).toBeGreaterThan(20_000)
  expect(html).not.toContain('<lamella-inline-css>')
  // The skip link is visually hidden until focused: only the stylesheet hides it.
  const skip = page.locator('a[href="#main"]').first()
  await expect(skip).toHaveCSS('position', 'absolute')
  await expect(page.locator('body')).not.toHaveCSS('margin', '8px')
})
