import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { loginAdmin, type CmsAdmin } from './cms-admin'
import { cmsUrl, messages, page as seededPage, pagePath } from './fixtures'
import { e2eCmsEnv } from './stack-env'
import { DEFERRED_ATTRIBUTE } from './whole-page'

// The editors' draft preview against the real CMS: the Live Preview URL of an item, the CMS's
// preview endpoint with a real Directus session, the auto-post to /api/preview and the cookie.
// The edits are kept to the seeded draft page, and to a block that no visitor ever sees.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const secrets = () => e2eCmsEnv('secrets.env')
const previewSecret = () => e2eCmsEnv('tokens.env').PREVIEW_SECRET ?? ''

const draft = seededPage('draft-preview')
const draftPath = pagePath(draft, 'en')
const aboutPath = pagePath(seededPage('about'), 'en')
const banner = messages.en.preview.banner

let admin: CmsAdmin

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

interface PageRow {
  id: number
  translations: Array<{ id: number; languages_code: string; title: string }>
}

async function pageBySlug(slug: string): Promise<PageRow> {
  const filter = encodeURIComponent(JSON.stringify({ translations: { slug: { _eq: slug } } }))
  const [row] = await admin.get<PageRow[]>(
    `/items/pages?filter=${filter}&fields=id,translations.id,translations.languages_code,translations.title`,
  )
  if (!row) throw new Error(`no page with slug ${slug}`)
  return row
}

/** An editor signed in to the Data Studio: the browser holds Directus' session cookie. */
async function signIn(context: BrowserContext) {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = secrets()
  const login = await context.request.post(`${cmsUrl}/auth/login`, {
    data: { email, password, mode: 'session' },
  })
  expect(login.status()).toBe(200)
}

/** What the Live Preview pane opens: the CMS's preview endpoint for the item, then the site. */
async function openPreview(page: Page, collection: string, id: number, path: string) {
  await page.goto(`${cmsUrl}/site-preview/${collection}/${id}?lang=en-US`)
  await page.waitForURL((url) => url.pathname === path)
}

test.beforeAll(async () => {
  const { ADMIN_EMAIL: email = '', ADMIN_PASSWORD: password = '' } = secrets()
  admin = await loginAdmin({ url: cmsUrl, admin: { email, password } })
})

test('a draft shows only in preview, with the banner, and no preview answer is stored', async ({
  browser,
  request,
}) => {
  const row = await pageBySlug(draft.t['en-US'].slug)
  const english = row.translations.find((t) => t.languages_code === 'en-US')!
  const title = `Draft title ${Date.now()}`
  await admin.patch(`/items/pages_translations/${english.id}`, { title })

  // Without the cookie the draft does not exist, however often it is asked for.
  for (let i = 0; i < 2; i++) expect((await request.get(draftPath)).status()).toBe(404)

  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(context)
  const editorCode = page.waitForResponse((response) =>
    /\/assets\/visual-editing-[\w-]+\.js$/.test(response.url()),
  )
  await openPreview(page, 'pages', row.id, draftPath)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // the visual editor: its code loads, the page and its blocks are marked for it
  expect((await editorCode).ok()).toBe(true)
  await expect(page.locator(`[data-directus^="collection:pages;item:${row.id};"]`)).toHaveCount(1)
  await expect(page.locator('[data-directus^="collection:block_"]')).not.toHaveCount(0)
  // laid out whole at once, for the visual editor to mark every block where it is
  await expect(page.locator(`html[${DEFERRED_ATTRIBUTE}]`)).toHaveCount(0)
  await expect(page.getByRole('region', { name: messages.en.preview.label })).toContainText(banner)

  const [cookie] = (await context.cookies()).filter((c) => c.name === 'lamella_preview')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  const hour = Date.now() / 1000 + 3600
  expect(cookie!.expires).toBeGreaterThan(hour - 60)
  expect(cookie!.expires).toBeLessThanOrEqual(hour + 1)

  const answer = await page.request.get(draftPath)
  expect(answer.status()).toBe(200)
  const headers = answer.headers()
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['x-robots-tag']).toBe('noindex')
  expect(headers['content-security-policy']).toContain(`frame-ancestors 'self' ${cmsUrl}`)
  expect(headers['x-frame-options']).toBeUndefined()

  // A saved change shows on the next reload: nothing is cached for the preview.
  const changed = `${title} (changed)`
  await admin.patch(`/items/pages_translations/${english.id}`, { title: changed })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible()

  // A scheduled draft says when it goes live, in Brussels time (far ahead: the schedule, which
  // runs every minute, leaves it a draft).
  await admin.patch(`/items/pages/${row.id}`, { publish_at: '2031-05-01T07:30:00.000Z' })
  try {
    await page.reload()
    await expect(page.locator('[data-preview-schedule]')).toHaveText(
      messages.en.preview.goesLive.replace('{{date}}', 'May 1, 2031 at 9:30 AM GMT+2'),
    )
  } finally {
    await admin.patch(`/items/pages/${row.id}`, { publish_at: null })
  }

  // Nobody else gets what the preview rendered, and published pages keep their framing policy.
  expect((await request.get(draftPath)).status()).toBe(404)
  const published = await request.get(aboutPath)
  expect(published.headers()['content-security-policy']).toContain("frame-ancestors 'self';")
  expect(published.headers()['x-robots-tag']).toBeUndefined()
  const publishedHtml = await published.text()
  expect(publishedHtml).not.toContain('data-preview-banner')
  expect(publishedHtml).not.toContain('data-directus=')

  // Exiting ends it: the cookie is gone and the draft with it.
  await page.getByRole('button', { name: messages.en.preview.exit }).click()
  await page.waitForURL((url) => url.pathname === draftPath)
  expect((await context.cookies()).some((c) => c.name === 'lamella_preview')).toBe(false)
  await expect(page.getByRole('heading', { level: 1, name: changed })).toHaveCount(0)
  await context.close()
})

test('an invalid block is a placeholder in preview and left out elsewhere', async ({
  browser,
  request,
}) => {
  const about = await pageBySlug(seededPage('about').t['en-US'].slug)
  const before = await (await request.get(aboutPath)).text()
  // Directus takes an empty title; the block's schema does not.
  const block = await admin.post<{ id: number }>('/items/block_cta', {
    button_url: '/en',
    translations: ['nl-BE', 'en-US', 'fr-FR', 'de-DE', 'es-ES'].map((languages_code) => ({
      languages_code,
      title: '',
      button_label: 'Go',
    })),
  })
  const link = await admin.post<{ id: number }>('/items/pages_blocks', {
    pages_id: about.id,
    collection: 'block_cta',
    item: String(block.id),
    sort: 99,
  })
  try {
    const outside = await request.get(aboutPath)
    expect(outside.status()).toBe(200)
    expect(await outside.text()).not.toContain('data-block="invalid"')

    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(context)
    await openPreview(page, 'pages', about.id, aboutPath)
    const notice = page.locator('[data-block="invalid"]')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(
      messages.en.preview.invalidBlock.replace('{{type}}', 'block_cta').replace(/:$/, ''),
    )
    // the page's valid blocks are all still there
    await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible()
    await context.close()

    // and the published page reads exactly as it did before the invalid block
    const after = await (await request.get(aboutPath)).text()
    expect(mainOf(after)).toBe(mainOf(before))
  } finally {
    await admin.delete(`/items/pages_blocks/${link.id}`)
    await admin.delete(`/items/block_cta/${block.id}`)
  }
})

test('a forged, expired or misused token gets 401 and sets no cookie', async ({ request }) => {
  const now = Math.floor(Date.now() / 1000)
  const sign = (secret: string, claims: Record<string, unknown>, iat = now, exp = now + 60) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret))
  const target = { aud: 'lamella-preview', path: '/en' }
  const tokens = {
    forged: await sign('not the preview secret', target),
    expired: await sign(previewSecret(), target, now - 600, now - 540),
    'for another audience': await sign(previewSecret(), { ...target, aud: 'somebody-else' }),
  }
  for (const [name, token] of Object.entries(tokens)) {
    const answer = await request.post('/api/preview', { form: { token }, maxRedirects: 0 })
    expect(answer.status(), name).toBe(401)
    expect(answer.headers()['set-cookie'], name).toBeUndefined()
  }
  // the real secret and a fresh token pass: the three above failed for what they were
  const fresh = await sign(previewSecret(), target)
  const valid = await request.post('/api/preview', { form: { token: fresh }, maxRedirects: 0 })
  expect(valid.status()).toBe(303)
  // once: the same token played again opens nothing
  const replayed = await request.post('/api/preview', { form: { token: fresh }, maxRedirects: 0 })
  expect(replayed.status()).toBe(401)
  expect(replayed.headers()['set-cookie']).toBeUndefined()
  expect(valid.headers()['location']).toBe('/en')
  // Secure exactly when the site is served over https (SITE_URL; the scale-out run's proxy)
  const secure = new URL(test.info().project.use.baseURL!).protocol === 'https:' ? '; Secure' : ''
  expect(valid.headers()['set-cookie']).toMatch(
    new RegExp(
      `^lamella_preview=\\d+\\.[\\w-]+; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax${secure}$`,
    ),
  )
})

test('the preview endpoint of the CMS refuses a visitor without a Directus session', async ({
  request,
}) => {
  const row = await pageBySlug(draft.t['en-US'].slug)
  const answer = await request.get(`${cmsUrl}/site-preview/pages/${row.id}`)
  expect(answer.status()).toBe(401)
  expect(await answer.text()).not.toContain('name="token"')
})
