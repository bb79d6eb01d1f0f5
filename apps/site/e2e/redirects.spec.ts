import { expect, test, type APIRequestContext } from '@playwright/test'
import { cmsUrl } from './fixtures'
import { adminOf } from './quote-helpers'
import { e2eCmsDataDir } from './stack-env'

// Old URLs never break, on the real stack: an editor's change in the CMS reaches the site through
// the publish flow's purge, and the site answers redirects from memory.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

let admin: Awaited<ReturnType<typeof adminOf>>
const stamp = Date.now().toString(36)
const slugs = {
  'fr-FR': `volets-${stamp}`,
  'de-DE': `abdeckung-${stamp}`,
  'en-US': `covers-${stamp}`,
}
let pageId: number

test.beforeAll(async () => {
  admin = await adminOf(cmsUrl, e2eCmsDataDir)
  ;({ id: pageId } = await admin.post<{ id: number }>('/items/pages', {
    status: 'published',
    translations: Object.entries(slugs).map(([languages_code, slug]) => ({
      languages_code,
      slug,
      title: slug,
    })),
  }))
})

test.afterAll(async () => {
  await admin?.delete(`/items/pages/${pageId}`).catch(() => undefined)
})

/** The status and target of a GET, without following it. */
const answer = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 })
  return `${response.status()} ${response.headers().location ?? ''}`.trim()
}

test('a slug changed in French answers 301 from the old French path; the other languages keep theirs', async ({
  request,
}) => {
  await expect.poll(() => answer(request, `/fr/${slugs['fr-FR']}`)).toBe('200')
  const [translation] = await admin.get<Array<{ id: number }>>(
    `/items/pages_translations?filter[pages_id][_eq]=${pageId}&filter[languages_code][_eq]=fr-FR&fields=id`,
  )
  // as the Data Studio saves it: through the page
  await admin.patch(`/items/pages/${pageId}`, {
    translations: {
      create: [],
      update: [{ id: translation!.id, slug: `volets-neufs-${stamp}` }],
      delete: [],
    },
  })
  await expect
    .poll(() => answer(request, `/fr/${slugs['fr-FR']}`))
    .toBe(`301 /fr/volets-neufs-${stamp}`)
  expect(await answer(request, `/fr/volets-neufs-${stamp}`)).toBe('200')
  // a query string is kept, a trailing slash is the same path
  expect(await answer(request, `/fr/${slugs['fr-FR']}/?utm_source=mail`)).toBe(
    `301 /fr/volets-neufs-${stamp}?utm_source=mail`,
  )
  expect(await answer(request, `/de/${slugs['de-DE']}`)).toBe('200')
  expect(await answer(request, `/en/${slugs['en-US']}`)).toBe('200')
  expect(await answer(request, `/de/${slugs['fr-FR']}`)).toBe('404')
})

test('a redirect that would loop is refused in words', async () => {
  await admin.post('/items/redirects', {
    source: `/en/a-${stamp}`,
    target: `/en/b-${stamp}`,
    code: '301',
  })
  const loop = await admin
    .post('/items/redirects', { source: `/en/b-${stamp}`, target: `/en/a-${stamp}`, code: '301' })
    .catch((error: Error) => error.message)
  expect(loop).toContain('400')
  expect(loop).toContain('This redirect would loop')
})

test('a page taken offline answers 410 with the not-found page, and is back once published', async ({
  page,
  request,
}) => {
  await admin.patch(`/items/pages/${pageId}`, { status: 'archived' })
  await expect.poll(() => answer(request, `/de/${slugs['de-DE']}`)).toBe('410')
  const gone = await page.goto(`/de/${slugs['de-DE']}`)
  expect(gone?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await admin.patch(`/items/pages/${pageId}`, { status: 'published' })
  await expect.poll(() => answer(request, `/de/${slugs['de-DE']}`)).toBe('200')
})
