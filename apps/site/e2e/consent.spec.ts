import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { allLocales, cmsUrl, messages, phone } from './fixtures'
import { startSink, type Sink } from './http-sink'
import { e2eCmsEnv, freePort, OWN_STACK } from './stack-env'

// A site of its own with a tag manager configured, its origin a local stand-in that records
// every request; the shared stack's CMS behind it.
let site: SiteHandle
let gtm: Sink
const shots = process.env.CONSENT_SHOTS_DIR

test.describe.configure({ timeout: 60_000 })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  gtm = await startSink()
  site = await startSite({
    port: await freePort(),
    cms: { url: cmsUrl, tokens: e2eCmsEnv('tokens.env') },
    stdio: 'ignore',
    env: { GTM_ID: 'GTM-TEST', GTM_ORIGIN: gtm.origin, CMS_TIMEOUT_MS: '10000' },
  })
  if (shots) mkdirSync(shots, { recursive: true })
})

test.afterAll(async () => {
  await site?.stop()
  await gtm?.close()
})

const banner = (page: Page, locale: keyof typeof messages = 'en') =>
  page.getByRole('region', { name: messages[locale].consent.title })

/** The data layer as plain values: consent commands are `arguments` objects, shown as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )

/** Opens a page and waits for the load event: the consent island starts after it. */
async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path}`)
  await page.waitForLoadState('load')
}

/** Long enough for a container request that was going to be made to have arrived. */
const settle = (page: Page) => page.waitForTimeout(1_500)

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}
const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
}
const consentDefault = ['consent', 'default', { ...denied, wait_for_update: 500 }]

test.describe('consent before any tag', { tag: OWN_STACK }, () => {
  test('before a choice: the banner, content views queued, no request to the tag manager', async ({
    page,
  }) => {
    const before = gtm.requests.length
    const response = await page.goto(`${site.url}/en`)
    const html = await response!.text()
    // Nothing of the container in the page everyone gets from the cache, script or noscript.
    expect(html).not.toContain('gtm.js')
    expect(html).not.toContain('ns.html')
    // (its origin is in the page's runtime config, for the browser to use after a choice)
    expect(html).not.toMatch(new RegExp(`<(script|iframe)[^>]*${gtm.origin}`))
    await page.waitForLoadState('load')
    await expect(banner(page)).toBeVisible()
    // the view is queued once React runs the page, which a busy machine may take a while to do
    const title = await page.title()
    await expect
      .poll(() => dataLayer(page), { timeout: 15_000 })
      .toEqual([consentDefault, { event: 'content-view', path: '/en', locale: 'en', title }])
    await settle(page)
    expect(gtm.requests.length).toBe(before)
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0)
    // Nothing moved, and the banner is not what the page is measured by: the largest paint
    // ends on the page's own content, which on a busy machine may paint after the banner.
    const paint = () =>
      page.evaluate(
        () =>
          new Promise<{ shift: number; lcpInBanner: boolean }>((resolve) => {
            let shift = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                shift += (entry as unknown as { value: number }).value
            }).observe({ type: 'layout-shift', buffered: true })
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as unknown as { element?: Element } | undefined
              resolve({
                shift,
                lcpInBanner: !!last?.element?.closest('[data-slot=consent-banner]'),
              })
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
    await expect.poll(paint, { timeout: 15_000 }).toEqual({ shift: 0, lcpInBanner: false })
    await expectNoViolations(page)
    await banner(page).getByRole('button', { name: messages.en.consent.settings }).click()
    await expect(banner(page).getByRole('checkbox')).toHaveCount(3)
    await expectNoViolations(page)
    expect(gtm.requests.length).toBe(before)
  })

  test('reject: nothing loads, and the choice survives a reload (nl)', async ({
    page,
    context,
  }) => {
    const before = gtm.requests.length
    await open(page, '/nl')
    await banner(page, 'nl').getByRole('button', { name: messages.nl.consent.rejectAll }).click()
    await expect(banner(page, 'nl')).toHaveCount(0)
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'lamella_consent')
    expect(cookie!.value).toMatch(/^1:\d{4}-\d{2}-\d{2}:none$/)
    expect(cookie!.path).toBe('/')
    expect(cookie!.sameSite).toBe('Lax')
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 15_552_000))).toBeLessThan(120)
    await page.reload()
    await page.waitForLoadState('load')
    await settle(page)
    await expect(banner(page, 'nl')).toHaveCount(0)
    expect(gtm.requests.length).toBe(before)
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0)
  })

  test('accept: the container loads with consent granted, and again on the next page (fr)', async ({
    page,
  }) => {
    const before = gtm.requests.length
    await open(page, '/fr')
    await settle(page)
    expect(gtm.requests.length).toBe(before)
    await banner(page, 'fr').getByRole('button', { name: messages.fr.consent.acceptAll }).click()
    await expect(banner(page, 'fr')).toHaveCount(0)
    await expect
      .poll(() => gtm.requests.slice(before).map((r) => `${r.method} ${r.url}`))
      .toEqual(['GET /gtm.js?id=GTM-TEST'])
    await expect.poll(() => page.evaluate(() => '__gtmRan' in window)).toBe(true)
    expect(await dataLayer(page)).toEqual([
      consentDefault,
      expect.objectContaining({ event: 'content-view', path: '/fr', locale: 'fr' }),
      ['consent', 'update', granted],
      { event: 'gtm.js', 'gtm.start': expect.any(Number) },
    ])
    await page.reload()
    await expect.poll(() => gtm.requests.length - before).toBe(2)
    await expect(banner(page, 'fr')).toHaveCount(0)
    expect((await dataLayer(page)).slice(0, 3)).toEqual([
      consentDefault,
      expect.objectContaining({ event: 'content-view', path: '/fr' }),
      ['consent', 'update', granted],
    ])
  })

  test('settings: statistics alone loads the container with the advertising signals denied (de)', async ({
    page,
  }) => {
    const before = gtm.requests.length
    await open(page, '/de')
    const region = banner(page, 'de')
    const t = messages.de.consent
    await region.getByRole('button', { name: t.settings }).click()
    await expect(region.getByRole('button', { name: t.settings })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(region.getByRole('checkbox', { name: t.necessary })).toBeChecked()
    await expect(region.getByRole('checkbox', { name: t.necessary })).toBeDisabled()
    await expect(region.getByRole('checkbox', { name: t.advertising })).not.toBeChecked()
    await region.getByRole('checkbox', { name: t.analytics }).click()
    await region.getByRole('button', { name: t.save }).click()
    await expect(region).toHaveCount(0)
    await expect.poll(() => gtm.requests.length - before).toBe(1)
    expect((await dataLayer(page))[2]).toEqual([
      'consent',
      'update',
      { ...denied, analytics_storage: 'granted' },
    ])
  })

  test('the footer’s cookie settings reopen the choice as it was; Escape changes nothing (es)', async ({
    page,
    context,
  }) => {
    const t = messages.es.consent
    const before = gtm.requests.length
    await open(page, '/es')
    const region = banner(page, 'es')
    // On the first visit Escape chooses nothing for the visitor: the banner stays.
    await region.getByRole('button', { name: t.rejectAll }).focus()
    await page.keyboard.press('Escape')
    await expect(region).toBeVisible()
    await region.getByRole('button', { name: t.rejectAll }).click()
    await expect(region).toHaveCount(0)
    const cookieValue = async () =>
      (await context.cookies()).find((c) => c.name === 'lamella_consent')?.value

    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: messages.es.footer.cookieSettings })
    await settings.click()
    await expect(region).toBeVisible()
    await expect(region).toBeFocused()
    await region.getByRole('button', { name: t.settings }).click()
    await expect(region.getByRole('checkbox', { name: t.analytics })).not.toBeChecked()
    await expect(region.getByRole('checkbox', { name: t.advertising })).not.toBeChecked()
    const rejected = await cookieValue()
    await page.keyboard.press('Escape') // closes the settings
    await page.keyboard.press('Escape') // closes the banner, opened by the visitor
    await expect(region).toHaveCount(0)
    await expect(settings).toBeFocused()
    expect(await cookieValue()).toBe(rejected)
    expect(gtm.requests.length).toBe(before)

    await settings.click()
    await region.getByRole('button', { name: t.acceptAll }).click()
    await expect.poll(() => gtm.requests.length - before).toBe(1)
    expect(await cookieValue()).toMatch(/:analytics\+advertising$/)
    await settings.click()
    await region.getByRole('button', { name: t.settings }).click()
    await expect(region.getByRole('checkbox', { name: t.analytics })).toBeChecked()
    await expect(region.getByRole('checkbox', { name: t.advertising })).toBeChecked()
  })

  test('the first Tab reaches the banner; the page keeps its focus meanwhile', async ({ page }) => {
    await open(page, '/en')
    await expect(banner(page)).toBeVisible()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('Tab')
    await expect(
      banner(page).getByRole('link', { name: messages.en.consent.privacy }),
    ).toBeFocused()
  })

  test('the banner speaks every language, with a link to the privacy page', async ({ browser }) => {
    // ten pages, each opened in a context of its own
    test.setTimeout(120_000)
    for (const { code } of allLocales) {
      const t = messages[code].consent
      for (const [device, viewport] of [
        ['phone', phone],
        ['desktop', { width: 1280, height: 800 }],
      ] as const) {
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        await open(page, `/${code}`)
        const region = banner(page, code)
        await expect(region).toBeVisible()
        await expect(region).toContainText(t.message)
        await expect(region.getByRole('link', { name: t.privacy })).toHaveAttribute(
          'href',
          `/${code}/privacy`,
        )
        const accept = region.getByRole('button', { name: t.acceptAll })
        const reject = region.getByRole('button', { name: t.rejectAll })
        await expect(region.getByRole('button', { name: t.settings })).toBeVisible()
        // Equal buttons, side by side.
        const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!]
        expect(Math.abs(a.y - r.y)).toBeLessThan(1)
        expect(Math.abs(a.height - r.height)).toBeLessThan(1)
        expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'))
        await expect(
          page.getByRole('contentinfo').getByRole('button', {
            name: messages[code].footer.cookieSettings,
          }),
        ).toBeVisible()
        if (shots) {
          await page.screenshot({ path: join(shots, `${code}-${device}.png`) })
          if (code === 'nl') {
            await region.getByRole('button', { name: t.settings }).click()
            await page.screenshot({ path: join(shots, `${code}-${device}-settings.png`) })
          }
        }
        await context.close()
      }
    }
  })

  test('without JavaScript nothing loads and no banner is needed', async ({ browser }) => {
    const before = gtm.requests.length
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await open(page, '/en')
    await settle(page)
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: messages.en.footer.cookieSettings })).toHaveCount(
      0,
    )
    expect(gtm.requests.length).toBe(before)
    await context.close()
  })
})
