import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { cmsUrl, content, messages, phone } from './fixtures'
import { openHydrated } from './hydrated'
import { e2eCmsEnv, freePort, OWN_STACK } from './stack-env'
import { screenshotWholePage } from './whole-page'

const shots = process.env.DEALER_SHOTS_DIR

async function search(page: Page, label: string, query: string) {
  await page.getByRole('searchbox', { name: label }).fill(query)
  await page.getByRole('searchbox', { name: label }).press('Enter')
}

const h2 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 })
const results = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') })
const dealerNames = (page: Page) =>
  results(page).getByRole('heading', { level: 3 }).allTextContents()

test.describe('the dealer finder', () => {
  test('finds the nearest dealers by postal code without reloading the page (nl)', async ({
    page,
  }) => {
    const nl = messages.nl.dealers
    await openHydrated(page, '/nl/dealers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.title)
    await page.evaluate(() => Object.assign(window, { stillHere: true }))
    await search(page, nl.label, '9000')
    await expect(page).toHaveURL(/\/nl\/dealers\?q=9000$/)
    await expect(h2(page)).toHaveText('De 3 dealers het dichtst bij 9000 Gent')
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true)
    expect(await dealerNames(page)).toEqual([
      'Waterkant Zwembaden',
      'Dender Wellness & Pools',
      'Zwembaden Vanhoutte',
    ])
    const first = results(page).getByRole('listitem').first()
    // Distances in the visitor's number format: a decimal comma in Dutch.
    await expect(first).toContainText(/op \d,\d km/)
    await expect(first.getByRole('link', { name: '+32 9 231 58 07' })).toHaveAttribute(
      'href',
      'tel:+3292315807',
    )
    await expect(
      first.getByRole('link', { name: 'hallo@waterkantzwembaden.example' }),
    ).toHaveAttribute('href', 'mailto:hallo@waterkantzwembaden.example')
    await expect(
      first.getByRole('link', { name: 'Website van Waterkant Zwembaden' }),
    ).toHaveAttribute('href', 'https://waterkantzwembaden.example')
    await expectNoViolations(page)
  })

  test('finds a municipality by any of its names, whatever the case and accents (fr, de)', async ({
    page,
  }) => {
    for (const query of ['LIEGE', 'luik', 'Lüttich']) {
      await page.goto(`/fr/dealers?q=${encodeURIComponent(query)}`)
      await expect(h2(page)).toHaveText('Les 3 revendeurs les plus proches de 4000 Liège')
      expect((await dealerNames(page))[0]).toBe('Meuse Piscines')
    }
    await page.goto('/de/dealers?q=schaarbeek')
    await expect(h2(page)).toHaveText('Die 3 Fachhändler, die 1030 Schaerbeek am nächsten sind')
    expect((await dealerNames(page))[0]).toBe('Piscines Josaphat')
    // A distance in German: decimal comma too, and the word after.
    await expect(results(page).getByRole('listitem').first()).toContainText(/\d,\d km entfernt/)
  })

  test('offers the places a shared name designates as links, the likeliest first (en)', async ({
    page,
  }) => {
    const en = messages.en.dealers
    await openHydrated(page, '/en/dealers')
    await search(page, en.label, 'Neuville')
    const choices = page.getByRole('navigation', { name: en.ambiguous })
    await expect(choices.getByRole('link').first()).toHaveText('5600 Neuville')
    await expect(choices).toContainText('Province de Namur · Belgium')
    await expectNoViolations(page)
    const french = choices.getByRole('link', { name: '19380 Neuville' })
    await french.click()
    await expect(page).toHaveURL(/q=Neuville&place=FR-19380-\d+$/)
    await expect(h2(page)).toHaveText('The 3 dealers nearest to 19380 Neuville, France')
    // Corrèze is far from every dealer: the visitor is told before the list.
    await expect(page.getByText(/^The nearest dealer is \d+ km away\.$/)).toBeVisible()
  })

  test('takes the town a name mostly means, and offers the others of that name (en)', async ({
    page,
  }) => {
    const en = messages.en.dealers
    await openHydrated(page, '/en/dealers')
    await search(page, en.label, 'Mons')
    await expect(h2(page).first()).toHaveText('The 3 dealers nearest to 7000 Mons')
    const others = page.getByRole('navigation', { name: en.others })
    await expect(others.getByRole('link', { name: /Mons/ }).first()).toBeVisible()
    await expect(others).toContainText('France')
  })

  test('names a place in the language spoken there when English has no name for it', async ({
    page,
  }) => {
    const en = messages.en.dealers
    await openHydrated(page, '/en/dealers')
    await search(page, en.label, 'St. Vith')
    await expect(h2(page).first()).toHaveText('The 3 dealers nearest to 4780 Sankt Vith')
  })

  test('shows every dealer on request, nearest first', async ({ page }) => {
    const en = messages.en.dealers
    await openHydrated(page, '/en/dealers?q=9000')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await page.getByRole('link', { name: en.showAll }).click()
    const total = content.dealers.length
    await expect(h2(page)).toHaveText(`${total} dealers, nearest to 9000 Gent first`)
    const names = await dealerNames(page)
    expect(names).toHaveLength(total)
    expect(names.slice(0, 3)).toEqual([
      'Waterkant Zwembaden',
      'Dender Wellness & Pools',
      'Zwembaden Vanhoutte',
    ])
    await expect(page.getByRole('link', { name: en.showAll })).toHaveCount(0)
  })

  test('says "no dealers found" only for what is no place, what to try, and offers them all', async ({
    page,
  }) => {
    const es = messages.es.dealers
    await page.goto('/es/dealers?q=Atlantis')
    await expect(h2(page)).toHaveText(es.none)
    await expect(page.getByText(es.noneHint)).toBeVisible()
    await expectNoViolations(page)
    await page.getByRole('link', { name: es.showAll }).click()
    await expect(h2(page)).toHaveText(`Los ${content.dealers.length} distribuidores`)
    await expect(results(page).getByRole('listitem')).toHaveCount(content.dealers.length)
  })

  test('announces that dealers are loading while the search runs', async ({ page }) => {
    const en = messages.en.dealers
    await openHydrated(page, '/en/dealers')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/en/dealers.data*', async (route) => {
      await held
      await route.continue()
    })
    await search(page, en.label, '3000')
    const status = page.locator('p[role="status"]')
    await expect(status).toHaveText(en.loading)
    await expect(page.getByRole('button', { name: en.search })).toBeDisabled()
    release()
    await expect(status).toHaveText('The 3 dealers nearest to 3000 Leuven')
  })

  test('works by keyboard alone', async ({ page }) => {
    const en = messages.en.dealers
    await openHydrated(page, '/en/dealers')
    const box = page.getByRole('searchbox', { name: en.label })
    for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(box).toBeFocused()
    await page.keyboard.type('Leuven')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: en.search })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    const showAll = page.getByRole('link', { name: en.showAll })
    for (
      let i = 0;
      i < 30 && !(await showAll.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(showAll).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(results(page).getByRole('listitem')).toHaveCount(content.dealers.length)
  })

  test('never requests map code when no map is configured', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await openHydrated(page, '/en/dealers?q=9000')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('dealer-map')).toHaveCount(0)
    expect(scripts.filter((url) => /maplibre|dealer-map/i.test(url))).toEqual([])
  })

  test('screenshots at phone and desktop width', async ({ page }) => {
    test.skip(!shots, 'set DEALER_SHOTS_DIR to keep screenshots')
    for (const [name, size] of [
      ['phone', phone],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(size)
      await openHydrated(page, '/nl/dealers?q=9000')
      await screenshotWholePage(page, join(shots!, `dealers-${name}.png`))
      await openHydrated(page, '/en/dealers?q=Neuville')
      await screenshotWholePage(page, join(shots!, `dealers-ambiguous-${name}.png`))
      await openHydrated(page, '/es/dealers?q=Atlantis')
      await screenshotWholePage(page, join(shots!, `dealers-none-${name}.png`))
    }
  })
})

test.describe('the dealer finder without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('searches, picks among places and shows all with plain links and a GET form', async ({
    page,
  }) => {
    const nl = messages.nl.dealers
    await page.goto('/nl/dealers')
    await search(page, nl.label, 'Neuville')
    await expect(page).toHaveURL(/\/nl\/dealers\?q=Neuville$/)
    await page.getByRole('link', { name: '5600 Neuville' }).click()
    await expect(h2(page)).toHaveText('De 3 dealers het dichtst bij 5600 Neuville')
    await page.getByRole('link', { name: nl.showAll }).click()
    await expect(results(page).getByRole('listitem')).toHaveCount(content.dealers.length)
  })
})

test.describe('address suggestions', () => {
  test('the offline provider completes the place from the places table', async ({ request }) => {
    const answer = await request.get('/api/address?q=Kerkstraat%2012%2C%2090&lang=fr')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toBe('private, no-store')
    const { suggestions } = (await answer.json()) as { suggestions: unknown[] }
    expect(suggestions[0]).toEqual(
      expect.objectContaining({
        street: 'Kerkstraat 12',
        postalCode: '9000',
        municipality: 'Gand',
        country: 'BE',
      }),
    )
    const none = await request.get('/api/address?q=Kerkstraat%2012%2C%200000&lang=nl')
    expect(await none.json()).toEqual({ suggestions: [] })
  })

  test("a street alone, as the field asks, is completed with the form's postal code", async ({
    request,
  }) => {
    const alone = await request.get('/api/address?q=Kerkstraat%2012&lang=nl')
    expect(await alone.json()).toEqual({
      suggestions: [expect.objectContaining({ street: 'Kerkstraat 12', postalCode: null })],
    })
    const placed = await request.get(
      '/api/address?q=Kerkstraat%2012&lang=nl&postalCode=8370&country=BE',
    )
    expect(
      ((await placed.json()) as { suggestions: { municipality: string }[] }).suggestions.map(
        (suggestion) => suggestion.municipality,
      ),
    ).toEqual(['Blankenberge', 'Uitkerke'])
  })
})

test.describe('the dealer map', { tag: OWN_STACK }, () => {
  test.describe.configure({ timeout: 120_000 })
  let styleServer: Server
  let styleRequests = 0
  let site: SiteHandle

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // A style without tiles: the map draws its background, which is all a test can reach here.
    styleServer = createServer((_req, res) => {
      styleRequests++
      res
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
        })
        .end(
          JSON.stringify({
            version: 8,
            sources: {},
            layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e6ede4' } }],
          }),
        )
    })
    await new Promise<void>((resolve) => styleServer.listen(0, '127.0.0.1', resolve))
    const stylePort = (styleServer.address() as AddressInfo).port
    const tokens = e2eCmsEnv('tokens.env')
    site = await startSite({
      port: await freePort(),
      cms: { url: cmsUrl, tokens },
      stdio: 'ignore',
      env: { MAP_STYLE_URL: `http://127.0.0.1:${stylePort}/style.json`, CMS_TIMEOUT_MS: '10000' },
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await new Promise<void>((resolve) => styleServer?.close(() => resolve()))
  })

  test('loads lazily on a result page and draws the configured style', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await openHydrated(page, `${site.url}/en/dealers`)
    // The finder without results shows no map, so no map code is loaded yet.
    expect(scripts.filter((url) => /maplibre|dealer-map/i.test(url))).toEqual([])
    await search(page, messages.en.dealers.label, '9000')
    const map = page.getByRole('region', { name: messages.en.dealers.map })
    // the map's code is loaded only now, and WebGL draws in software here: slow on a busy machine
    await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 })
    expect(styleRequests).toBeGreaterThan(0)
    expect(scripts.some((url) => /dealer-map/i.test(url))).toBe(true)
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await expectNoViolations(page)
    if (shots) await screenshotWholePage(page, join(shots, 'dealers-map-desktop.png'))
  })
})
