import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test } from '@playwright/test'
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
import { e2eCmsDataDir, e2eCmsEnv, freePort } from './stack-env'
import { hydratedDocument } from './hydrated'

// A site of its own whose form writer token Directus does not accept (a revoked token, as for a
// suspended account: 401). The visitor's request must not be lost: the site keeps it in its
// outbox, alerts an operator (here: the error reporter's stand-in), and delivers it once the
// site runs with the right token.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const en = messages.en
let site: SiteHandle
let sentry: Sink
let outboxDir: string
const tokens = () => e2eCmsEnv('tokens.env')

const siteEnv = (formToken: string) => ({
  // as the shared stack's site: on this busy machine a CMS read may take longer than 2 s
  CMS_TIMEOUT_MS: '10000',
  DIRECTUS_FORM_TOKEN: formToken,
  OUTBOX_DIR: outboxDir,
  OUTBOX_MAX_DELAY_MS: '1000',
  SENTRY_DSN: sentry.dsn,
  SENTRY_ENVIRONMENT: 'production',
})

test.beforeAll(async () => {
  sentry = await startSink()
  outboxDir = mkdtempSync(join(tmpdir(), 'lamella-e2e-writer-outbox-'))
  site = await startSite({
    port: await freePort(),
    cms: { url: cmsUrl, tokens: tokens() },
    stdio: 'ignore',
    env: siteEnv('not-the-form-writer-token'),
  })
})

test.afterAll(async () => {
  await site?.stop()
  await sentry?.close()
  if (outboxDir) rmSync(outboxDir, { recursive: true, force: true })
})

test('a request the CMS refuses the writer for is kept, reported, and delivered once the token is right', async ({
  page,
}) => {
  const name = `Refused writer ${Date.now()}`
  const email = 'refused.writer@example.com'
  await page.goto(`${site.url}/en/quote?${configuration}`)
  await hydratedDocument(page)
  const renderedAt = Date.now()
  await fillDetails(page, 'en', {
    kind: 'mail',
    name,
    email,
    address: 'Naamsestraat 22',
    postalCode: '3000',
    municipality: 'Leuven',
    poolBuilt: 'no',
  })
  await afterMinimumFillTime(renderedAt)
  await page.getByRole('button', { name: en.quote.submit }).click()
  // the visitor is told it was received, as always
  await expect(page.getByText(en.form.successTitle)).toBeVisible(SENT)

  // the operator is alerted through error reporting, without a word of the visitor's
  const deadline = Date.now() + 15_000
  const alerts = () =>
    sentry
      .sentryItems()
      .filter((item) => JSON.stringify(item.payload).includes('refused the form writer'))
  while (alerts().length === 0 && Date.now() < deadline) await sleep(250)
  expect(alerts().length).toBeGreaterThan(0)
  expect(alerts()[0]!.payload.tags).toMatchObject({ alert: 'quote-writer-refused', status: '401' })
  const sent = sentry.requests.map((request) => request.body).join('\n')
  for (const value of [name, email, 'Naamsestraat']) expect(sent).not.toContain(value)

  // not in the CMS yet
  const admin = await adminOf(cmsUrl, e2eCmsDataDir)
  expect(await requestsNamed(admin, name)).toHaveLength(0)

  // the operator puts the token right and the site starts again: the outbox delivers it, once
  await site.stop()
  site = await startSite({
    port: site.port,
    cms: { url: cmsUrl, tokens: tokens() },
    stdio: 'ignore',
    env: siteEnv(tokens().DIRECTUS_FORM_TOKEN!),
  })
  for (let tries = 0; tries < 30 && (await requestsNamed(admin, name)).length === 0; tries += 1) {
    await sleep(1_000)
  }
  // long enough for a second, duplicate delivery to show up if there were one
  await sleep(2_000)
  const delivered = await requestsNamed(admin, name)
  expect(delivered).toHaveLength(1)
  expect(delivered[0]).toMatchObject({ email, municipality: 'Leuven' })
})
