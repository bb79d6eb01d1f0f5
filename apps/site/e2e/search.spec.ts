import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { content, messages, tagOf } from './fixtures'
import { openHydrated } from './hydrated'
import { screenshotWholePage } from './whole-page'

/** Where to keep screenshots of the results, for a person to look at (none when unset). */
const shots = process.env.SEARCH_SHOTS_DIR

const fr = messages.fr.search
const en = messages.en.search
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    text,
  )

const results = (page: Page) => page.getByRole('main').getByRole('list')
const resultLinks = (page: Page) =>
  results(page).getByRole('heading', { level: 2 }).getByRole('link')

/** The seeded French project whose title says "volet", which a French search must find. */
const voletProject = content.projects.find((project) =>
  /\bvolet\b/i.test(project.t[tagOf('fr')]?.title ?? ''),
)!

test.describe('the site search', () => {
  test('finds French content for "volet", only French, each result a French link (fr)', async ({
    page,
  }) => {
    const answer = await page.goto('/fr/search?q=volet')
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(fr.resultsTitle, { query: 'volet' }),
    )
    await expect(page.getByRole('searchbox', { name: fr.label })).toHaveValue('volet')
    await expect(page.getByRole('status')).toContainText(/résultats? pour/)
    const hrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    expect(hrefs.length).toBeGreaterThan(3)
    for (const href of hrefs) expect(href).toMatch(/^\/fr(\/|$)/)
    await expect(
      resultLinks(page).filter({ hasText: voletProject.t[tagOf('fr')]!.title }),
    ).toHaveAttribute('href', `/fr/projects/${voletProject.t[tagOf('fr')]!.slug}`)
    // every result carries its kind in French
    const kinds = Object.values(fr.types)
    for (const label of await results(page).getByRole('listitem').allTextContents()) {
      expect(kinds.some((kind) => label.includes(kind))).toBe(true)
    }
    await expectNoViolations(page)
    if (shots) await screenshotWholePage(page, `${shots}/results-fr.png`)
  })

  test('forgives a typo: "volte" finds what "volet" finds (fr)', async ({ page }) => {
    await page.goto('/fr/search?q=volte')
    await expect(
      resultLinks(page).filter({ hasText: voletProject.t[tagOf('fr')]!.title }),
    ).toBeVisible()
  })

  test('says so in the visitor’s language when nothing is found (en)', async ({ page }) => {
    await page.goto('/en/search?q=qwertyuiop')
    const none = fill(en.none, { query: 'qwertyuiop' })
    await expect(page.getByRole('heading', { name: none })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(none)
    await expect(results(page)).toHaveCount(0)
    await expectNoViolations(page)
    if (shots) await screenshotWholePage(page, `${shots}/none-en.png`)
  })

  test('is reached from the header and searches without reloading the page (de)', async ({
    page,
  }) => {
    const de = messages.de
    await openHydrated(page, '/de')
    await page.evaluate(() => Object.assign(window, { stillHere: true }))
    const link = page.getByRole('banner').getByRole('link', { name: de.nav.search })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/search$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.search.title)
    const box = page.getByRole('searchbox', { name: de.search.label })
    await box.fill('Abdeckung')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=Abdeckung$/)
    await expect(resultLinks(page).first()).toBeVisible()
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true)
    await expectNoViolations(page)
  })

  test('is never indexed nor kept by the page cache', async ({ request }) => {
    for (const path of ['/fr/search?q=volet', '/fr/search']) {
      const first = await request.get(path)
      const second = await request.get(path)
      for (const answer of [first, second]) {
        expect(answer.headers()['x-robots-tag'], path).toContain('noindex')
        expect(answer.headers()['cache-control'], path).toMatch(/no-store/)
        expect(answer.headers()['x-cache'], path).not.toBe('HIT')
      }
      expect(await second.text()).toContain('<meta name="robots" content="noindex"')
    }
    const sitemap = await (await request.get('/fr/sitemap.xml')).text()
    expect(sitemap).not.toContain('/search')
  })
})

test.describe('the site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header leads to a plain GET form that answers with results (fr)', async ({ page }) => {
    await page.goto('/fr')
    await page.getByRole('banner').getByRole('link', { name: messages.fr.nav.search }).click()
    await expect(page).toHaveURL(/\/fr\/search$/)
    const box = page.getByRole('searchbox', { name: fr.label })
    await box.fill('volet')
    await page.getByRole('main').getByRole('button', { name: fr.submit }).click()
    await expect(page).toHaveURL(/\/fr\/search\?q=volet$/)
    await expect(resultLinks(page).first()).toHaveAttribute('href', /^\/fr\//)
  })
})
