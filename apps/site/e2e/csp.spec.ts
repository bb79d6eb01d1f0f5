import { expect, test, type Page } from '@playwright/test'
import { templates } from './fixtures'

/**
 * The Content-Security-Policy allows no inline script but the document's own, by hash (ADR 022):
 * every template, in two languages, after hydration and after client-side navigations, runs
 * without one violation, and the lazily loaded code of the interactive pages still arrives.
 */

interface Violation {
  directive: string
  blocked: string
  sample: string
}

/** Records every CSP violation of the page's documents and every CSP message on its console. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return {
    async violations() {
      const inPage = await page.evaluate(
        () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
      )
      const onConsole = consoleErrors.filter((text) => /Content Security Policy/i.test(text))
      return { inPage, onConsole }
    },
    consoleErrors,
  }
}

const none = { inPage: [], onConsole: [] }

for (const code of ['en', 'fr'] as const) {
  test(`${code}: no template breaks its Content-Security-Policy, hydrated`, async ({ page }) => {
    test.setTimeout(120_000)
    const watch = await watchPolicy(page)
    for (const template of templates) {
      const path = template.path(code)
      const response = await page.goto(path)
      const policy = response?.headers()['content-security-policy'] ?? ''
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/)
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      await page.waitForLoadState('networkidle')
      expect(await watch.violations(), path).toEqual(none)
    }
    expect(watch.consoleErrors).toEqual([])
  })
}

test('client-side navigations load their route code without a violation', async ({ page }) => {
  const watch = await watchPolicy(page)
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/en\/blog$/)
  await page.getByTestId('collection-list').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/en\/blog\/.+/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')

  // One document throughout: the blog's route modules were loaded by the page, not a reload.
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
  expect(await watch.violations()).toEqual(none)
  expect(watch.consoleErrors).toEqual([])
})

for (const path of ['/en/configure', '/en/quote', '/en/dealers']) {
  test(`${path}: its lazily loaded code arrives and runs within the policy`, async ({ page }) => {
    const watch = await watchPolicy(page)
    const response = await page.goto(path)
    const html = (await response?.text()) ?? ''
    const preloaded = new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href),
    )
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js')),
      )
    // Code the document did not name up front: import()ed by the page once it ran, which on a
    // busy machine can come after the network has been quiet for a while.
    await expect
      .poll(async () => (await loaded()).filter((script) => !preloaded.has(script)).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(await watch.violations()).toEqual(none)
    expect(watch.consoleErrors).toEqual([])
  })
}

test('an inline script that is not the document’s own does not run', async ({ page }) => {
  const watch = await watchPolicy(page)
  await page.goto('/en')
  await page.waitForLoadState('networkidle')
  // As if content had slipped a script into the page: the policy has no hash for it.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injectedRan = true'
    document.body.append(script)
  })
  expect(await page.evaluate(() => '__injectedRan' in window)).toBe(false)
  const { inPage } = await watch.violations()
  expect(inPage).toEqual([expect.objectContaining({ directive: 'script-src-elem' })])
})
