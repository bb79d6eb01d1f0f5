import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import type { CmsAdmin } from './cms-admin'
import { cmsUrl, messages } from './fixtures'
import { startSink, type Sink } from './http-sink'
import {
  SENT,
  adminOf,
  afterMinimumFillTime,
  configuration,
  fillDetails,
  requestsNamed,
} from './quote-helpers'
import { e2eCmsDataDir, e2eCmsEnv, freePort, OWN_STACK } from './stack-env'
import { servedByAnOlderBuild } from './deployment'
import { hydratedDocument } from './hydrated'

// The site's toasts where they are raised, on the real stack: a configuration's link copied (or
// not), a consent choice saved, a quote form post the visitor's network never delivered, and a
// new deployment seen by an open page. Each toast must reach screen readers: it sits in sonner's
// polite live region, which nothing hides from the accessibility tree.

const en = messages.en
const shot = (name: string) => test.info().outputPath(`${name}.png`)

/** The toast area: sonner's live region, named after the catalogue (and its Alt+T hotkey). */
const toastArea = (page: Page, locale: keyof typeof messages = 'en') =>
  page.getByRole('region', { name: new RegExp(`^${messages[locale].common.notifications}`) })

/**
 * The toast that says `text`, checked as a screen reader meets it: inside the polite live region,
 * in the accessibility tree (Chromium's own, as assistive technology reads it), and announced by
 * its additions.
 */
async function expectAnnounced(page: Page, text: string, locale: keyof typeof messages = 'en') {
  const area = toastArea(page, locale)
  const toast = area.locator('[data-sonner-toast]').filter({ hasText: text })
  await expect(toast).toBeVisible()
  await expect(area).toHaveAttribute('aria-live', 'polite')
  await expect(area).toHaveAttribute('aria-relevant', 'additions text')
  // nothing between the toast and the page hides it (a modal's aria-hidden, inert)
  expect(
    await toast.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) return true
      }
      return false
    }),
  ).toBe(false)
  await expect(area.getByRole('listitem').filter({ hasText: text })).toBeVisible()
  expect(await liveOf(page, toast)).toMatchObject({ live: 'polite', relevant: 'additions text' })
  return toast
}

/**
 * The live region around the toast's text in Chromium's accessibility tree (what assistive
 * technology reads): the properties of its nearest ancestor that is one, if the text is in the
 * tree at all.
 */
async function liveOf(page: Page, toast: Locator) {
  interface AXNode {
    nodeId: string
    parentId?: string
    ignored: boolean
    name?: { value?: string }
    role?: { value?: string }
    properties?: { name: string; value: { value?: unknown } }[]
  }
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }
    const byId = new Map(nodes.map((node) => [node.nodeId, node]))
    const title = await toast.locator('[data-title]').innerText()
    let node = nodes.find(
      (candidate) =>
        !candidate.ignored &&
        candidate.role?.value === 'StaticText' &&
        candidate.name?.value === title,
    )
    while (node) {
      const properties = Object.fromEntries(
        (node.properties ?? []).map((property) => [property.name, property.value.value]),
      )
      if ('live' in properties) return properties
      node = node.parentId ? byId.get(node.parentId) : undefined
    }
    return {}
  } finally {
    await cdp.detach()
  }
}

test.describe('a configuration’s link', () => {
  const link = `/en/configure?step=quote&${configuration}`

  async function openConfiguration(page: Page) {
    await page.goto(link)
    // React runs the configurator: the copy button is its
    await expect(page.locator('section[data-hydrated]')).toBeAttached({ timeout: 15_000 })
    return page.getByRole('textbox', { name: en.configurator.share.label })
  }

  test('copied: a success toast, and the clipboard holds the configuration’s address', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const field = await openConfiguration(page)
    await expect(field).toHaveValue(`${baseURL}${link}`)
    await page.getByRole('button', { name: en.configurator.share.copy }).click()
    const toast = await expectAnnounced(page, en.configurator.share.copied)
    await expect(toast).toHaveAttribute('data-type', 'success')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${link}`)
    await page.screenshot({ path: shot('toast-link-copied') })
    await expectNoViolations(page)
  })

  test('not copied: an error toast, and the link stays selected in its field', async ({ page }) => {
    // a browser that refuses the clipboard (a permission denied, a policy)
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    })
    const field = await openConfiguration(page)
    await page.getByRole('button', { name: en.configurator.share.copy }).click()
    const toast = await expectAnnounced(page, en.configurator.share.notCopied)
    await expect(toast).toHaveAttribute('data-type', 'error')
    await expect(toast).toContainText(en.configurator.share.copyYourself)
    await expect(field).toBeFocused()
    const selected = await field.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    )
    expect(selected).toBe(await field.inputValue())
    await page.screenshot({ path: shot('toast-link-not-copied') })
  })
})

test.describe('the quote form while the visitor is offline', () => {
  let admin: CmsAdmin
  test.beforeAll(async () => {
    admin = await adminOf(cmsUrl, e2eCmsDataDir)
  })

  test('“Form not submitted.”, nothing typed is lost, and its retry sends once back online', async ({
    page,
    context,
  }) => {
    const name = `Offline Retry ${Date.now()}`
    await page.goto(`/en/quote?${configuration}`)
    await hydratedDocument(page)
    const renderedAt = Date.now()
    await fillDetails(page, 'en', {
      kind: 'mail',
      name,
      email: 'offline@example.com',
      address: 'Markt 1',
      postalCode: '8000',
      municipality: 'Brugge',
      poolBuilt: 'yes',
    })
    await afterMinimumFillTime(renderedAt)
    // Filling the form in loaded the toast area: offline, its code could not be fetched.
    await expect(toastArea(page)).toBeAttached()

    await context.setOffline(true)
    await page.getByRole('button', { name: en.quote.submit }).click()
    const toast = await expectAnnounced(page, en.form.errorTitle)
    await expect(toast).toHaveAttribute('data-type', 'error')
    await expect(toast).toContainText(en.form.unsentDescription)
    // the form as the visitor left it, not the error screen
    await expect(page.getByTestId('error-screen')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: en.quote.name })).toHaveValue(name)
    await expect(page.getByRole('textbox', { name: en.quote.email })).toHaveValue(
      'offline@example.com',
    )
    await expect(page.getByRole('combobox', { name: en.quoteRequest.address })).toHaveValue(
      'Markt 1',
    )
    await expect(page.getByRole('checkbox', { name: en.quote.consent })).toBeChecked()
    await page.screenshot({ path: shot('toast-form-not-submitted') })
    await expectNoViolations(page)
    expect(await requestsNamed(admin, name)).toEqual([])

    await context.setOffline(false)
    await toast.getByRole('button', { name: en.form.retry }).click()
    await expect(page.getByText(en.form.successTitle)).toBeVisible(SENT)
    await expect(toastArea(page).getByText(en.form.errorTitle)).toHaveCount(0)
    const stored = await requestsNamed(admin, name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: 'offline@example.com', postal_code: '8000' })
  })
})

test.describe('a new deployment', () => {
  test('an answer from a newer build: a toast with Reload, which loads the page anew', async ({
    page,
  }) => {
    await servedByAnOlderBuild(page)
    let loads = 0
    page.on('load', () => loads++)
    await page.goto('/en')
    // the route discovery's first answer already comes from the server's (newer) build
    const toast = await expectAnnounced(page, en.common.newVersion)
    await page.screenshot({ path: shot('toast-new-version') })
    await expectNoViolations(page)
    await toast.getByRole('button', { name: en.common.reload }).click()
    await expect.poll(() => loads).toBe(2)
    await expect(page).toHaveURL(/\/en$/)
  })

  test('the page’s own build raises no toast', async ({ page }) => {
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForTimeout(1_000)
    await expect(toastArea(page)).toHaveCount(0)
  })
})

// A site of its own with a tag manager, the shared stack's CMS behind it: the consent banner
// shows only on such a site.
test.describe('the consent choice saved', { tag: OWN_STACK }, () => {
  let site: SiteHandle
  // the tag manager's origin: a local stand-in
  let gtm: Sink
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
  })

  test.afterAll(async () => {
    await site?.stop()
    await gtm?.close()
  })

  for (const locale of ['en', 'de'] as const) {
    test(`${locale}: a toast says the choice is kept, and where to change it`, async ({ page }) => {
      const t = messages[locale]
      await page.goto(`${site.url}/${locale}`)
      await page.waitForLoadState('load')
      const banner = page.getByRole('region', { name: t.consent.title })
      await banner.getByRole('button', { name: t.consent.settings }).click()
      await banner.getByRole('checkbox', { name: t.consent.analytics }).check()
      await banner.getByRole('button', { name: t.consent.save }).click()
      await expect(banner).toHaveCount(0)
      const toast = await expectAnnounced(page, t.consent.saved, locale)
      await expect(toast).toHaveAttribute('data-type', 'success')
      await expect(toast).toContainText(
        t.consent.savedDescription.replace('{{settings}}', t.footer.cookieSettings),
      )
      await page.screenshot({ path: shot(`toast-consent-saved-${locale}`) })
      await expectNoViolations(page)
    })
  }
})
