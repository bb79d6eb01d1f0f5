import { setTimeout as sleep } from 'node:timers/promises'
import type { Country, Locale } from '@lamella/i18n'
import type { Page } from '@playwright/test'
import { loginAdmin, type CmsAdmin } from './cms-admin'
import { messages } from './fixtures'
import { cmsEnvFile } from './stack-env'

/** A configuration the seeded Horizon line (the first pool) allows, as the configurator links it. */
export const configuration = 'pool=1&color=blue&length=10&width=4&stair=wide_lounge'
/** The site refuses forms sent sooner than this after they were rendered (a bot's speed). */
export const MIN_FILL_MS = 3_000
/**
 * A sent step answers after the CMS write (up to its 5 s timeout, then the outbox keeps it): on a
 * loaded machine that outlasts expect's 5 s, so what follows a submit waits longer.
 */
export const SENT = { timeout: 15_000 }

/** Waits until the form has been on screen for longer than a person needs at the least. */
export async function afterMinimumFillTime(renderedAt: number) {
  const wait = MIN_FILL_MS + 300 - (Date.now() - renderedAt)
  if (wait > 0) await sleep(wait)
}

/** The admin of the CMS whose data directory is `dataDir`. */
export function adminOf(url: string, dataDir: string): Promise<CmsAdmin> {
  const secrets = cmsEnvFile(dataDir, 'secrets.env')
  return loginAdmin({
    url,
    admin: { email: secrets.ADMIN_EMAIL ?? '', password: secrets.ADMIN_PASSWORD ?? '' },
  })
}

export interface StoredRequest {
  id: number
  submission_id: string
  kind: string
  locale: string
  name: string
  email: string
  address: string
  postal_code: string
  municipality: string | null
  country: string | null
  region: string | null
  pool_built: string
  pool: number | null
  color: string | null
  length: number | null
  stair: string | null
  dealer: number | null
  consent: boolean
  consent_version: string | null
}

export function requestsNamed(admin: CmsAdmin, name: string) {
  return admin.get<StoredRequest[]>(
    `/items/quote_requests?filter[name][_eq]=${encodeURIComponent(name)}&limit=-1`,
  )
}

/** The hidden fields of the quote form on `page`: its identity, render stamp and step. */
export async function hiddenFields(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('form input[type=hidden]')
      .evaluateAll((inputs) =>
        inputs.map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
      ),
  ) as Record<string, string>
}

export interface Details {
  kind: 'mail' | 'appointment'
  name: string
  email: string
  address: string
  postalCode: string
  municipality: string
  /** the country field's code; left at its default (Belgium) when not given */
  country?: Country
  poolBuilt: 'yes' | 'no'
}

/**
 * Fills the quote form's details step as a visitor does, in the page's language; with
 * JavaScript the address is a combobox whose suggestions are closed again.
 */
export async function fillDetails(page: Page, locale: Locale, details: Details) {
  const t = messages[locale]
  await page
    .getByRole('radio', {
      name: details.kind === 'mail' ? t.quote.byMail : t.quote.dealerAppointment,
    })
    .check()
  await page.getByRole('textbox', { name: t.quote.name }).fill(details.name)
  await page.getByRole('textbox', { name: t.quote.email }).fill(details.email)
  const combobox = page.getByRole('combobox', { name: t.quoteRequest.address })
  if (await combobox.count()) {
    await combobox.fill(details.address)
    await combobox.press('Escape')
  } else {
    await page.getByRole('textbox', { name: t.quoteRequest.address }).fill(details.address)
  }
  if (details.country) {
    await page.getByRole('combobox', { name: t.quote.country }).selectOption(details.country)
  }
  await page.getByRole('textbox', { name: t.quote.postalCode }).fill(details.postalCode)
  await page.getByRole('textbox', { name: t.quote.municipality }).fill(details.municipality)
  await page
    .getByRole('radio', {
      name: details.poolBuilt === 'yes' ? t.quoteRequest.yes : t.quoteRequest.no,
    })
    .check()
  await page.getByRole('checkbox', { name: t.quote.consent }).check()
}
