import { countryName, type Country, type Locale } from '@lamella/i18n'
import { startFaultProxy, type FaultProxy } from '@lamella/tools/faults'
import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import type { CmsAdmin } from './cms-admin'
import { cmsUrl, messages } from './fixtures'
import { openHydrated, hydratedDocument } from './hydrated'
import {
  SENT,
  adminOf,
  afterMinimumFillTime,
  configuration,
  fillDetails,
  hiddenFields,
  requestsNamed,
} from './quote-helpers'
import { e2eCmsDataDir, e2eCmsEnv, freePort, OWN_STACK } from './stack-env'

// The whole market: visitors of Belgium and its four neighbours find their dealers by postal
// code and by name, in their language, and their appointment request arrives once, with where
// they live. Each visitor comes from an address of their own (the site trusts the stack's proxy).

interface Visitor {
  locale: Locale
  country: Country
  /** the postal code as the visitor types it in the dealer finder */
  code: string
  /** the place as the finder names it then, in the visitor's language */
  codePlace: string
  /** a name of the place as the visitor may type it */
  name: string
  namePlace: string
  /** the quote form's postal code and municipality */
  postalCode: string
  municipality: string
}

const visitors: Visitor[] = [
  {
    locale: 'nl',
    country: 'BE',
    code: '8370',
    codePlace: '8370 Blankenberge',
    name: 'uitkerke',
    namePlace: '8370 Uitkerke',
    postalCode: '8370',
    municipality: 'Uitkerke',
  },
  {
    locale: 'fr',
    country: 'BE',
    code: '3920',
    codePlace: '3920 Lommel',
    name: 'Lommel',
    namePlace: '3920 Lommel',
    postalCode: '3920',
    municipality: 'Lommel',
  },
  {
    locale: 'de',
    country: 'BE',
    code: '9700',
    codePlace: '9700 Oudenaarde',
    name: 'Oudenaarde',
    namePlace: '9700 Oudenaarde',
    postalCode: '9700',
    municipality: 'Oudenaarde',
  },
  {
    locale: 'es',
    country: 'BE',
    code: '4000',
    codePlace: '4000 Liège',
    name: 'Lieja',
    namePlace: '4000 Liège',
    postalCode: '4000',
    municipality: 'Liège',
  },
  {
    locale: 'en',
    country: 'BE',
    code: '1000',
    codePlace: '1000 Bruxelles',
    name: 'Brussels',
    namePlace: '1000 Bruxelles',
    postalCode: '1000',
    municipality: 'Brussels',
  },
  {
    locale: 'de',
    country: 'BE',
    code: '4780',
    codePlace: '4780 Sankt Vith',
    name: 'Saint-Vith',
    namePlace: '4780 Sankt Vith',
    postalCode: '4780',
    municipality: 'Sankt Vith',
  },
  {
    locale: 'nl',
    country: 'NL',
    code: '5611 AB',
    codePlace: '5611 Eindhoven, Nederland',
    name: 'Eindhoven',
    namePlace: '5611 Eindhoven, Nederland',
    postalCode: '5611 AB',
    municipality: 'Eindhoven',
  },
  {
    locale: 'fr',
    country: 'NL',
    code: 'NL-6211',
    codePlace: '6211 Maastricht, Pays-Bas',
    name: 'Maastricht',
    namePlace: '6211 Maastricht, Pays-Bas',
    postalCode: '6211 LH',
    municipality: 'Maastricht',
  },
  {
    locale: 'fr',
    country: 'LU',
    code: 'L-1009',
    codePlace: 'L-1019 Strassen, Luxembourg',
    name: 'Luxembourg',
    namePlace: 'L-1111 Luxembourg, Luxembourg',
    postalCode: 'L-1009',
    municipality: 'Luxembourg',
  },
  {
    locale: 'en',
    country: 'FR',
    code: '59000',
    codePlace: '59000 Lille, France',
    name: 'Lille',
    namePlace: '59000 Lille, France',
    postalCode: '59000',
    municipality: 'Lille',
  },
  {
    locale: 'nl',
    country: 'DE',
    code: '52062',
    codePlace: '52062 Aachen, Duitsland',
    name: 'Aken',
    namePlace: '52062 Aachen, Duitsland',
    postalCode: '52062',
    municipality: 'Aachen',
  },
  {
    locale: 'es',
    country: 'DE',
    code: 'D-50667',
    codePlace: '50667 Köln, Alemania',
    name: 'Colonia',
    namePlace: '50667 Köln, Alemania',
    postalCode: '50667',
    municipality: 'Köln',
  },
]

const h2 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 })
const dealerItems = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('listitem')
// "2,7 km", "42 km", "2.7 km": one format, the visitor's decimal separator
const distance = /\d+(?:[.,]\d)?\s?km/

async function findDealers(page: Page, visitor: Visitor, query: string, place: string) {
  const t = messages[visitor.locale].dealers
  await page.getByRole('searchbox', { name: t.label }).fill(query)
  await page.getByRole('searchbox', { name: t.label }).press('Enter')
  await expect(h2(page).first()).toContainText(place)
  const items = dealerItems(page)
  await expect(items).toHaveCount(3)
  for (const item of await items.all()) await expect(item).toContainText(distance)
}

test.describe('the market: every visitor reaches a dealer', () => {
  let admin: CmsAdmin
  test.beforeAll(async () => {
    admin = await adminOf(cmsUrl, e2eCmsDataDir)
  })

  visitors.forEach((visitor, index) => {
    test(`${visitor.locale}: a visitor of ${visitor.codePlace} finds dealers by code and name, and makes an appointment`, async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${20 + index}` })
      const t = messages[visitor.locale]
      await openHydrated(page, `/${visitor.locale}/dealers`)
      await findDealers(page, visitor, visitor.code, visitor.codePlace)
      await findDealers(page, visitor, visitor.name, visitor.namePlace)
      await expect(page.getByRole('link', { name: 'GeoNames' })).toBeVisible()

      const name = `Market ${visitor.locale} ${visitor.municipality} ${Date.now()}`
      await page.goto(`/${visitor.locale}/quote?${configuration}`)
      await hydratedDocument(page)
      const renderedAt = Date.now()
      await fillDetails(page, visitor.locale, {
        kind: 'appointment',
        name,
        email: 'market@example.com',
        address: 'Marktplein 3',
        country: visitor.country,
        postalCode: visitor.postalCode,
        municipality: visitor.municipality,
        poolBuilt: 'no',
      })
      await page.getByRole('button', { name: t.configurator.next }).click()

      await expect(page.getByRole('heading', { name: t.quote.dealer.title })).toBeVisible(SENT)
      const dealers = page.getByRole('radiogroup')
      await expect(dealers.getByRole('radio')).toHaveCount(3)
      await expect(page.getByRole('main')).toContainText(distance)
      const first = dealers.getByRole('radio').first()
      await first.check()
      const dealer = Number(await first.getAttribute('value'))
      await afterMinimumFillTime(renderedAt)
      await page.getByRole('button', { name: t.quote.submit }).click()
      await expect(page.getByText(t.form.successTitle)).toBeVisible(SENT)

      const stored = await requestsNamed(admin, name)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        kind: 'appointment',
        dealer,
        municipality: visitor.municipality,
        country: visitor.country,
      })
      expect(stored[0]?.region).toBeTruthy()
    })
  })

  test('a Dutch postal code says its country, and a wrong one is refused in words', async ({
    page,
  }) => {
    const nl = messages.nl
    await page.goto('/nl/quote')
    await hydratedDocument(page)
    const postalCode = page.getByRole('textbox', { name: nl.quote.postalCode })
    const country = page.getByRole('combobox', { name: nl.quote.country })
    await expect(country).toHaveValue('BE')
    await postalCode.fill('5611 AB')
    await expect(country).toHaveValue('NL')
    await postalCode.fill('5611')
    await postalCode.blur()
    await expect(
      page.getByText(nl.places.postalCodeFormat.NL.replace('{{example}}', '5611 AB')),
    ).toBeVisible()
    await country.selectOption('FR')
    await expect(
      page.getByText(nl.places.postalCodeFormat.FR.replace('{{example}}', '59000')),
    ).toBeVisible()
    await expect(country.getByRole('option', { name: countryName('nl', 'FR') })).toHaveCount(1)
    await expectNoViolations(page)
  })

  test('a street alone, as the field asks, is suggested with the place of the postal code', async ({
    page,
  }) => {
    const nl = messages.nl
    await page.goto('/nl/quote')
    await hydratedDocument(page)
    await page.getByRole('textbox', { name: nl.quote.postalCode }).fill('8370')
    const address = page.getByRole('combobox', { name: nl.quoteRequest.address })
    await address.fill('Kerkstraat 12')
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options).toHaveCount(2)
    await options.filter({ hasText: 'Uitkerke' }).click()
    await expect(page.getByRole('textbox', { name: nl.quote.municipality })).toHaveValue('Uitkerke')
    await expect(address).toHaveValue('Kerkstraat 12')
  })

  test('the consent box says it must be ticked once it was ticked and unticked', async ({
    page,
  }) => {
    const nl = messages.nl
    await page.goto('/nl/quote')
    await hydratedDocument(page)
    const consent = page.getByRole('checkbox', { name: nl.quote.consent })
    await consent.check()
    await expect(page.getByText(nl.validation.checkboxRequired)).toHaveCount(0)
    await consent.uncheck()
    await expect(page.getByText(nl.validation.checkboxRequired)).toBeVisible()
  })
})

test.describe('the market without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('fr: a visitor of Lille asks for an appointment; the dealer step opens without an error', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.60' })
    const fr = messages.fr
    const admin = await adminOf(cmsUrl, e2eCmsDataDir)
    const name = `Sans JS Lille ${Date.now()}`
    await page.goto(`/fr/quote?${configuration}`)
    const renderedAt = Date.now()
    await fillDetails(page, 'fr', {
      kind: 'appointment',
      name,
      email: 'lille@example.com',
      address: '12 rue Nationale',
      country: 'FR',
      postalCode: '59000',
      municipality: 'Lille',
      poolBuilt: 'yes',
    })
    await page.getByRole('button', { name: fr.quote.submit }).click()
    await expect(page.getByRole('heading', { name: fr.quote.dealer.title })).toBeVisible(SENT)
    await expect(page.getByText(fr.validation.choiceRequired)).toHaveCount(0)
    await expect(page.getByText('59000 Lille, France')).toBeVisible()
    await page.getByRole('radio').first().check()
    await afterMinimumFillTime(renderedAt)
    await page.getByRole('button', { name: fr.quote.submit }).click()
    await expect(page.getByText(fr.form.successTitle)).toBeVisible(SENT)
    expect(await requestsNamed(admin, name)).toEqual([
      expect.objectContaining({ country: 'FR', municipality: 'Lille', postal_code: '59000' }),
    ])
  })

  test('nl: an address nobody knows gets no dealer at random, and goes to the office by mail', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.61' })
    const nl = messages.nl
    const name = `Onbekend ${Date.now()}`
    await page.goto('/nl/quote')
    const renderedAt = Date.now()
    await fillDetails(page, 'nl', {
      kind: 'appointment',
      name,
      email: 'onbekend@example.com',
      address: 'Dorpstraat 1',
      postalCode: '0000',
      municipality: 'Nergens',
      poolBuilt: 'no',
    })
    await page.getByRole('button', { name: nl.quote.submit }).click()
    await expect(page.getByRole('heading', { name: nl.quote.dealer.title })).toBeVisible(SENT)
    await expect(page.getByRole('alert')).toHaveText(
      nl.quote.dealer.unknownPlace.replace('{{place}}', '0000 Nergens'),
    )
    expect(await page.getByRole('radio').count()).toBe(0)
    // checking the address leads back to it, as filled
    await page.getByRole('button', { name: nl.quote.dealer.checkAddress }).click()
    await expect(page.getByLabel(nl.quote.postalCode)).toHaveValue('0000')
    // an appointment's details go on to the dealer step
    await page.getByRole('button', { name: nl.configurator.next }).click()
    await afterMinimumFillTime(renderedAt)
    await page.getByRole('button', { name: nl.quote.dealer.sendByMail }).click()
    await expect(page.getByText(nl.form.successTitle)).toBeVisible(SENT)
    const admin = await adminOf(cmsUrl, e2eCmsDataDir)
    expect(await requestsNamed(admin, name)).toEqual([
      expect.objectContaining({ kind: 'mail', dealer: null, postal_code: '0000' }),
    ])
  })
})

test.describe('the quote form under load and failure', () => {
  test('counts requests sent, not steps; refuses with 429, Retry-After and the form as filled', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/nl/quote')
    const fields = {
      ...(await hiddenFields(page)),
      kind: 'appointment',
      name: 'Jan Limiet',
      email: 'limiet@example.com',
      address: 'Kerkstraat 12',
      postalCode: '8370',
      municipality: 'Uitkerke',
      country: 'BE',
      poolBuilt: 'no',
      consent: 'on',
    }
    const post = (client: string, body: Record<string, string>) =>
      request.post(`${baseURL}/nl/quote`, {
        form: body,
        headers: { origin: baseURL!, 'X-Forwarded-For': client },
        maxRedirects: 0,
      })
    // Thirty steps back and forth cost nothing of the budget for requests.
    for (let step = 0; step < 30; step++) {
      const answer = await post('198.51.100.70', { ...fields, intent: 'next' })
      expect(answer.status(), `step ${step}`).toBe(200)
    }
    // Ten requests sent (too fast, so none is stored), then the eleventh is refused.
    for (let sent = 0; sent < 10; sent++) {
      const answer = await post('198.51.100.70', { ...fields, intent: 'send', step: 'dealer' })
      expect(answer.status(), `request ${sent}`).not.toBe(429)
    }
    const refused = await post('198.51.100.70', { ...fields, intent: 'send', step: 'dealer' })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect(refused.headers()['cache-control']).toBe('no-store')
    const html = await refused.text()
    expect(html).toContain(messages.nl.quoteRequest.rejected.rateLimited.split('{{')[0]!)
    // The visitor's answers are all still in the form.
    expect(html).toContain('value="Jan Limiet"')
    expect(html).toContain('value="Uitkerke"')
    // Another visitor is not affected.
    const other = await post('198.51.100.71', { ...fields, intent: 'send', step: 'dealer' })
    expect(other.status()).not.toBe(429)
  })
})

test.describe('the form error view', { tag: OWN_STACK }, () => {
  test.describe.configure({ timeout: 120_000 })
  let site: SiteHandle
  let proxy: FaultProxy

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // A site that reads the CMS through a proxy which can make Directus refuse what it is sent.
    // A refused token is no longer such a case: the outbox keeps that request (quote-writer.spec).
    proxy = await startFaultProxy(cmsUrl)
    site = await startSite({
      port: await freePort(),
      cms: { url: proxy.url, tokens: e2eCmsEnv('tokens.env') },
      stdio: 'ignore',
      env: { CMS_TIMEOUT_MS: '10000' },
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await proxy?.close()
  })

  test('en: a request the CMS refuses shows "Form not submitted." and keeps what was typed', async ({
    page,
  }) => {
    const en = messages.en
    await page.goto(`${site.url}/en/quote`)
    await hydratedDocument(page)
    // The page and its data are read; from now on Directus refuses every request as invalid (400),
    // which no wait in the outbox would change.
    await proxy.setFault({ kind: 'status', status: 400 })
    const renderedAt = Date.now()
    await fillDetails(page, 'en', {
      kind: 'mail',
      name: 'Refused Visitor',
      email: 'refused@example.com',
      address: 'Markt 1',
      postalCode: '8000',
      municipality: 'Brugge',
      poolBuilt: 'no',
    })
    await afterMinimumFillTime(renderedAt)
    await page.getByRole('button', { name: en.quote.submit }).click()
    const failure = page.getByRole('alert').filter({ hasText: en.form.errorTitle })
    await expect(failure).toBeVisible(SENT)
    await expect(failure).toContainText(en.form.errorDescription)
    await expect(page.getByRole('textbox', { name: en.quote.name })).toHaveValue('Refused Visitor')
    await expectNoViolations(page)
  })
})
