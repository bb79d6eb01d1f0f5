import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { formatDate, workingDaysAfter } from '@lamella/i18n'
import {
  removeDataDir,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '@lamella/tools/stack'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { CONSENT_VERSION } from '../app/features/quote/consent'
import { expectNoViolations } from './axe'
import type { CmsAdmin } from './cms-admin'
import { cmsUrl, content, messages, phone } from './fixtures'
import {
  SENT,
  adminOf,
  afterMinimumFillTime,
  configuration,
  fillDetails,
  hiddenFields,
  requestsNamed,
  type StoredRequest,
} from './quote-helpers'
import { waitForMail } from './mailbox'
import { e2eCmsDataDir, freePort, OWN_STACK } from './stack-env'
import { screenshotWholePage } from './whole-page'
import { hydratedDocument } from './hydrated'

// The quote request against the real CMS: by mail and by dealer appointment, by keyboard only,
// without JavaScript, its validation messages, and the outbox while the CMS is down.

/** Presses Tab until `target` has the focus: the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}

const en = messages.en
const fr = messages.fr
const nl = messages.nl

test.describe('the quote request on the shared stack', () => {
  let admin: CmsAdmin
  test.beforeAll(async () => {
    admin = await adminOf(cmsUrl, e2eCmsDataDir)
  })

  test('en: a configuration to a quote by mail, by keyboard only', async ({ page }, testInfo) => {
    const name = `Keyboard Mail ${Date.now()}`
    await page.goto(`/en/quote?${configuration}`)
    await hydratedDocument(page)
    const renderedAt = Date.now()
    const summary = page.getByRole('region', { name: en.configurator.chosenConfiguration })
    await expect(summary).toContainText('Horizon')
    await expect(summary).toContainText(en.colors.blue)
    await expect(summary).toContainText('10 × 4 m')
    await expectNoViolations(page)
    await screenshotWholePage(page, testInfo.outputPath('quote-en-desktop.png'))

    await tabTo(page, page.getByRole('radio', { name: en.quote.byMail }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('textbox', { name: en.quote.name }))
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await page.keyboard.type('keyboard@example.com')
    await tabTo(page, page.getByRole('combobox', { name: en.quoteRequest.address }))
    await page.keyboard.type('Markt 1')
    await page.keyboard.press('Escape')
    await tabTo(page, page.getByRole('textbox', { name: en.quote.postalCode }))
    await page.keyboard.type('8000')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Brugge')
    await tabTo(page, page.getByRole('radio', { name: en.quoteRequest.yes }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('checkbox', { name: en.quote.consent }))
    await page.keyboard.press('Space')
    await afterMinimumFillTime(renderedAt)
    await tabTo(page, page.getByRole('button', { name: en.quote.submit }))
    await page.keyboard.press('Enter')

    await expect(page.getByText(en.form.successTitle)).toBeVisible(SENT)
    // the office's promise (two working days by default), and where the confirmation went
    const by = formatDate('en', workingDaysAfter(Date.now(), 2), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    })
    await expect(page.getByText(en.quote.success.officeBy.replace('{{date}}', by))).toBeVisible()
    await expect(
      page.getByText(en.quote.success.confirmation.replace('{{email}}', 'keyboard@example.com')),
    ).toBeVisible()
    await expectNoViolations(page)
    const [stored, ...more] = await requestsNamed(admin, name)
    expect(more).toEqual([])
    expect(stored).toMatchObject({
      kind: 'mail',
      locale: 'en-US',
      email: 'keyboard@example.com',
      address: 'Markt 1',
      postal_code: '8000',
      municipality: 'Brugge',
      country: 'BE',
      region: 'Provincie West-Vlaanderen',
      pool_built: 'yes',
      pool: 1,
      color: 'blue',
      length: 10,
      stair: 'wide_lounge',
      dealer: null,
      consent: true,
      // set by the site's action, whatever the browser sends
      consent_version: CONSENT_VERSION,
    })
    expect(stored?.submission_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('fr: a configuration to a dealer appointment, next and back', async ({ page }, testInfo) => {
    const name = `Rendez-vous ${Date.now()}`
    await page.setViewportSize(phone)
    await page.goto(`/fr/quote?${configuration}`)
    await hydratedDocument(page)
    const renderedAt = Date.now()
    await page.getByRole('radio', { name: fr.quote.dealerAppointment }).check()
    await page.getByRole('textbox', { name: fr.quote.name }).fill(name)
    await page.getByRole('textbox', { name: fr.quote.email }).fill('rdv@example.com')
    await page.getByRole('textbox', { name: fr.quote.postalCode }).fill('9000')
    await page.getByRole('textbox', { name: fr.quote.municipality }).fill('Gand')
    await page.getByRole('combobox', { name: fr.quoteRequest.address }).fill('12 rue de la Paix')
    await page.getByRole('radio', { name: fr.quoteRequest.no }).check()
    await page.getByRole('checkbox', { name: fr.quote.consent }).check()
    await screenshotWholePage(page, testInfo.outputPath('quote-fr-phone.png'))
    await page.getByRole('button', { name: fr.configurator.next }).click()

    const dealers = page.getByRole('radiogroup')
    await expect(page.getByRole('heading', { name: fr.quote.dealer.title })).toBeVisible(SENT)
    await expect(dealers.getByRole('radio')).toHaveCount(3)
    await expectNoViolations(page)
    await screenshotWholePage(page, testInfo.outputPath('quote-fr-dealers-phone.png'))

    // No choice yet: the step says so and does not send.
    await page.getByRole('button', { name: fr.quote.submit }).click()
    await expect(page.getByRole('alert').getByText(fr.form.incomplete)).toBeVisible(SENT)
    await expect(page.getByText(fr.validation.choiceRequired).first()).toBeVisible()
    await expectNoViolations(page)

    // Back keeps what was entered.
    await page.getByRole('button', { name: fr.configurator.back }).click()
    await expect(page.getByRole('textbox', { name: fr.quote.name })).toHaveValue(name)
    await expect(page.getByRole('radio', { name: fr.quote.dealerAppointment })).toBeChecked()
    await page.getByRole('button', { name: fr.configurator.next }).click()

    await page.getByRole('button', { name: fr.quote.dealer.showAllDealers }).click()
    await expect(dealers.getByRole('radio').nth(3)).toBeVisible()
    const first = dealers.getByRole('radio').first()
    await first.check()
    const dealerId = Number(await first.getAttribute('value'))
    await afterMinimumFillTime(renderedAt)
    await page.getByRole('button', { name: fr.quote.submit }).click()
    await expect(page.getByText(fr.form.successTitle)).toBeVisible(SENT)
    await page.screenshot({ path: testInfo.outputPath('quote-fr-success-phone.png') })

    const stored = await requestsNamed(admin, name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: 'appointment', locale: 'fr-FR', dealer: dealerId })

    // The CMS's flow mails the visitor (in French), the office and the chosen dealer.
    const mails = await waitForMail(
      // the HTML: the text version wraps long lines, a name included
      (mail) => mail.html.includes(name),
      3,
    )
    const toVisitor = mails.find((mail) => mail.to.includes('rdv@example.com'))
    expect(toVisitor?.subject).toBe(
      fr.email.visitor.subject.replace('{{brand}}', content.globalSettings.brand),
    )
    expect(mails.filter((mail) => mail !== toVisitor)).toHaveLength(2)
  })

  test('en: an empty form lists every message and sends nothing', async ({ page }) => {
    await page.goto('/en/quote')
    await hydratedDocument(page)
    await expect(
      page.getByRole('main').getByRole('link', { name: en.quoteRequest.configure }),
    ).toBeVisible()
    await page.getByRole('button', { name: en.quote.submit }).click()
    const summary = page.getByRole('alert').filter({ hasText: en.form.incomplete })
    await expect(summary).toBeFocused()
    for (const message of [
      en.validation.choiceRequired,
      'Name is required.',
      'Email address is required.',
      'Postal code is required.',
      'Municipality is required.',
      en.validation.yesNo,
      en.validation.checkboxRequired,
    ]) {
      await expect(summary.getByRole('link', { name: new RegExp(message) })).toBeVisible()
    }
    await page.getByRole('combobox', { name: en.quoteRequest.address }).fill('Markt')
    await page.getByRole('combobox', { name: en.quoteRequest.address }).blur()
    await expect(page.getByText(en.validation.noHouseNumber).first()).toBeVisible()
    await page.getByRole('textbox', { name: en.quote.email }).fill('nobody@')
    await page.getByRole('textbox', { name: en.quote.email }).blur()
    await expect(page.getByText(en.validation.email).first()).toBeVisible()
    await expectNoViolations(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('nl: the server checks, the steps and the request all work', async ({ page }) => {
      const name = `Zonder JS ${Date.now()}`
      await page.goto(`/nl/quote?${configuration}`)
      const renderedAt = Date.now()
      await page.getByRole('button', { name: nl.quote.submit }).click()
      await expect(page.getByText(nl.form.incomplete)).toBeVisible(SENT)
      await expect(page.getByText(nl.validation.checkboxRequired).first()).toBeVisible()
      // axe needs JavaScript in the page: the same markup is checked with it in the tests above.

      await page.getByRole('radio', { name: nl.quote.dealerAppointment }).check()
      await page.getByRole('textbox', { name: nl.quote.name }).fill(name)
      await page.getByRole('textbox', { name: nl.quote.email }).fill('zonderjs@example.com')
      await page.getByRole('textbox', { name: nl.quote.postalCode }).fill('2000')
      await page.getByRole('textbox', { name: nl.quote.municipality }).fill('Antwerpen')
      await page.getByRole('textbox', { name: nl.quoteRequest.address }).fill('Meir 5')
      await page.getByRole('radio', { name: nl.quoteRequest.yes }).check()
      await page.getByRole('checkbox', { name: nl.quote.consent }).check()
      // Without JavaScript the button still says "send": the server answers with the dealer step,
      // with no choice made and so no message about it yet.
      await page.getByRole('button', { name: nl.quote.submit }).click()
      await expect(page.getByRole('heading', { name: nl.quote.dealer.title })).toBeVisible(SENT)
      await expect(page.getByText(nl.validation.choiceRequired)).toHaveCount(0)
      await expect(page.getByText(nl.form.incomplete)).toHaveCount(0)
      await page.getByRole('radio').first().check()
      await afterMinimumFillTime(renderedAt)
      await page.getByRole('button', { name: nl.quote.submit }).click()
      await expect(page.getByText(nl.form.successTitle)).toBeVisible(SENT)
      const stored = await requestsNamed(admin, name)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ kind: 'appointment', locale: 'nl-BE', pool: 1 })
    })
  })

  test('abuse: foreign origins, filled honeypots and instant posts are refused in words', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/de/quote')
    const fields = {
      ...(await hiddenFields(page)),
      intent: 'send',
      kind: 'mail',
      name: 'Bot',
      email: 'bot@example.com',
      postalCode: '1000',
      municipality: 'Brüssel',
      country: 'BE',
      address: 'Wetstraat 16',
      poolBuilt: 'no',
      consent: 'on',
    }
    const post = (body: Record<string, string>, headers: Record<string, string>) =>
      request.post(`${baseURL}/de/quote`, { form: body, headers, maxRedirects: 0 })

    // A foreign Origin: React Router refuses the action itself, before ours runs.
    const foreign = await post({ ...fields, name: 'Foreign' }, { origin: 'https://evil.example' })
    expect(foreign.status()).toBe(400)
    // A cross-site post without an Origin that the browser marks as such: ours refuses it in words.
    const crossSite = await post(fields, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status()).toBe(403)
    expect(crossSite.headers()['cache-control']).toBe('no-store')
    expect(await crossSite.text()).toContain(messages.de.quoteRequest.rejected.origin)

    const honeypot = await post(
      { ...fields, website: 'https://spam.example' },
      { origin: baseURL! },
    )
    expect(honeypot.status()).toBe(400)
    expect(await honeypot.text()).toContain(messages.de.quoteRequest.rejected.honeypot)

    // a render stamp of its own, just taken: the posts above may have outlasted the minimum
    await page.reload()
    const instant = await post({ ...fields, ...(await hiddenFields(page)) }, { origin: baseURL! })
    expect(instant.status()).toBe(400)
    expect(await instant.text()).toContain(messages.de.quoteRequest.rejected.tooFast)

    const huge = await post({ ...fields, message: 'x'.repeat(40_000) }, { origin: baseURL! })
    expect(huge.status()).toBe(413)
    expect(await huge.text()).toContain(messages.de.quoteRequest.rejected.tooLarge)
  })
})

// The CMS goes down on a stack of this spec's own: requests sent meanwhile must reach Directus,
// once each, after it is back.
test.describe('the outbox while the CMS is down', { tag: OWN_STACK }, () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  let cms: CmsHandle
  let site: SiteHandle
  let outboxDir: string
  const siteEnv = () => ({
    OUTBOX_DIR: outboxDir,
    OUTBOX_MAX_DELAY_MS: '1000',
    QUOTE_CMS_TIMEOUT_MS: '2000',
  })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    outboxDir = mkdtempSync(join(tmpdir(), 'lamella-e2e-outbox-'))
    const [cmsPort, sitePort] = [await freePort(), await freePort()]
    cms = await startCms({
      port: cmsPort,
      siteUrl: `http://127.0.0.1:${sitePort}`,
      stdio: 'ignore',
    })
    site = await startSite({ port: sitePort, cms, stdio: 'ignore', env: siteEnv() })
  })

  test.afterAll(async () => {
    await site?.stop()
    await cms?.stop()
    if (cms) removeDataDir(cms.dataDir)
    if (outboxDir) rmSync(outboxDir, { recursive: true, force: true })
  })

  /** Sends one request by mail per name, through the form, and waits for the success view. */
  async function submitAll(page: Page, names: readonly string[]) {
    for (const name of names) {
      await page.goto(`${site.url}/en/quote?${configuration}`)
      await hydratedDocument(page)
      const renderedAt = Date.now()
      await fillDetails(page, 'en', {
        kind: 'mail',
        name,
        email: 'outbox@example.com',
        address: 'Naamsestraat 22',
        postalCode: '3000',
        municipality: 'Leuven',
        poolBuilt: 'no',
      })
      await afterMinimumFillTime(renderedAt)
      await page.getByRole('button', { name: en.quote.submit }).click()
      await expect(page.getByText(en.form.successTitle)).toBeVisible(SENT)
    }
  }

  /** The requests named `names` that Directus holds, waiting up to a minute for all of them. */
  async function deliveredOf(names: readonly string[]) {
    const admin = await adminOf(cms.url, cms.dataDir)
    const read = async () =>
      (
        await admin.get<StoredRequest[]>(
          '/items/quote_requests?filter[name][_starts_with]=Outbox&limit=-1',
        )
      ).filter((row) => names.includes(row.name))
    for (let tries = 0; tries < 60 && (await read()).length < names.length; tries += 1) {
      await sleep(1_000)
    }
    // Long enough for a second, duplicate delivery to show up if the outbox were to send one.
    await sleep(3_000)
    return read()
  }

  test('requests sent while the CMS is stopped arrive once each after it restarts', async ({
    page,
  }, testInfo) => {
    const submitted = 3
    const names = Array.from({ length: submitted }, (_, index) => `Outbox ${index} ${Date.now()}`)
    // Warm the content cache: the page renders from it while the CMS is away.
    await page.goto(`${site.url}/en/quote?${configuration}`)
    await cms.stop()

    await submitAll(page, names)

    await cms.restart()
    const delivered = await deliveredOf(names)
    testInfo.annotations.push({
      type: 'outbox',
      description: `${submitted} submitted while the CMS was down, ${delivered.length} delivered`,
    })
    console.log(`[outbox] ${submitted} submitted, ${delivered.length} delivered`)
    expect(delivered.map((row) => row.name).sort()).toEqual([...names].sort())
    expect(new Set(delivered.map((row) => row.submission_id)).size).toBe(submitted)
  })

  test('a site restarted meanwhile delivers what its outbox kept', async ({ page }, testInfo) => {
    const submitted = 2
    const names = Array.from(
      { length: submitted },
      (_, index) => `Outbox restart ${index} ${Date.now()}`,
    )
    await page.goto(`${site.url}/en/quote?${configuration}`)
    await cms.stop()
    await submitAll(page, names)
    // The site goes down with the requests only in its outbox, and comes back after the CMS.
    await site.stop()
    await cms.restart()
    site = await startSite({ port: site.port, cms, stdio: 'ignore', env: siteEnv() })
    const delivered = await deliveredOf(names)
    testInfo.annotations.push({
      type: 'outbox',
      description: `${submitted} submitted before a site restart, ${delivered.length} delivered`,
    })
    console.log(
      `[outbox] after a site restart: ${submitted} submitted, ${delivered.length} delivered`,
    )
    expect(delivered.map((row) => row.name).sort()).toEqual([...names].sort())
  })
})
