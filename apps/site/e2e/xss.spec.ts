import {
  removeDataDir,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '@lamella/tools/stack'
import { expect, test, type Page } from '@playwright/test'
import { loginAdmin, type CmsAdmin } from './cms-admin'
import { itemPath, page as seededPage, pagePath, postsByDate, templates } from './fixtures'
import { forbiddenScheme, htmlPayload, schemeOf, shortPayload, urlPayloads } from './xss/corpus'
import { freePort } from './stack-env'

// The XSS corpus through every CMS text field that reaches HTML (docs/security-testing.md). It
// rewrites the global settings, menus and SEO records every page shows, so it runs on a CMS and
// a site of its own: the specs beside it keep reading the seed. The edits are made before the
// site starts, so its first render of every page already reads them (no purge to wait for).
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let cms: CmsHandle
let site: SiteHandle
/** Every field the spec wrote a payload into, by the name its payload reports. */
const poisoned: string[] = []

const EN = 'en-US'

interface Row {
  id: number | string
}

/** The English translation rows of a collection (optionally of one item). */
function englishRows(admin: CmsAdmin, collection: string, filter = '') {
  return admin.get<Row[]>(
    `/items/${collection}_translations?filter[languages_code][_eq]=${EN}${filter}&fields=id&limit=-1`,
  )
}

/** Writes payloads into the English rows of a collection's translations: one request for all. */
async function poisonTranslations(
  admin: CmsAdmin,
  collection: string,
  fields: Record<string, 'short' | 'html'>,
  filter = '',
) {
  const rows = await englishRows(admin, collection, filter)
  const patches = rows.map((row) => {
    const patch: Record<string, string | number> = { id: row.id }
    for (const [field, kind] of Object.entries(fields)) {
      const name = `${collection}.${field}.${row.id}`
      patch[field] = kind === 'html' ? htmlPayload(name) : shortPayload(name)
      poisoned.push(name)
    }
    return patch
  })
  // Directus updates a list of items, each with its own values, in one request (and one flow run).
  if (patches.length > 0) await admin.patch(`/items/${collection}_translations`, patches)
}

/** Writes the corpus into the CMS: the fields of every kind that a page renders. */
async function poison(admin: CmsAdmin) {
  // Global settings: the brand is in every <title>, OG tag and the JSON-LD organisation.
  await admin.patch('/items/global_settings', {
    brand: shortPayload('global_settings.brand'),
    phone: `+32 50"><svg onload=__xss('global_settings.phone')>`,
    email: `x@example.com"><svg onload=__xss('global_settings.email')>`,
    banner_url: urlPayloads('global_settings.banner_url')[0],
  })
  poisoned.push('global_settings.brand', 'global_settings.phone', 'global_settings.email')
  await poisonTranslations(admin, 'global_settings', {
    tagline: 'short',
    copyright: 'short',
    banner_text: 'short',
  })
  // Menus: every link target a payload URL, every label a payload.
  const navLinks = await admin.get<Row[]>('/items/nav_links?fields=id&limit=-1')
  await admin.patch(
    '/items/nav_links',
    navLinks.map((link, index) => {
      const urls = urlPayloads(`nav_links.url.${link.id}`)
      poisoned.push(`nav_links.url.${link.id}`)
      return { id: link.id, page: null, url: urls[index % urls.length] }
    }),
  )
  await poisonTranslations(admin, 'nav_links', { label: 'short' })
  await poisonTranslations(admin, 'footer_links', { label: 'short' })
  // SEO records: <title>, meta description, OG tags, JSON-LD.
  await poisonTranslations(admin, 'seo', { title: 'short', description: 'short' })
  // Content: page titles, the blocks' text, rich text and links, posts, projects, FAQ.
  await poisonTranslations(admin, 'pages', { title: 'short' })
  await poisonTranslations(admin, 'block_rich_text', { title: 'short', body: 'html' })
  const ctas = await admin.get<Row[]>('/items/block_cta?fields=id&limit=-1')
  await admin.patch(
    '/items/block_cta',
    ctas.map((cta, index) => {
      const urls = urlPayloads(`block_cta.button_url.${cta.id}`)
      poisoned.push(`block_cta.button_url.${cta.id}`)
      return { id: cta.id, button_url: urls[index % urls.length] }
    }),
  )
  await poisonTranslations(admin, 'block_cta', {
    title: 'short',
    text: 'short',
    button_label: 'short',
  })
  await poisonTranslations(admin, 'posts', { title: 'short', summary: 'short', body: 'html' })
  await poisonTranslations(admin, 'projects', { title: 'short', summary: 'short', body: 'html' })
  await poisonTranslations(admin, 'faq_items', { question: 'short', answer: 'html' })
  await poisonTranslations(admin, 'faq_categories', { title: 'short' })
  // Images: the file's title and description. The site reads neither (a picture's caption and
  // alternative text are translated fields where it is used), and a poisoned one stays harmless.
  const files = await admin.get<Row[]>('/files?fields=id&limit=-1')
  await admin.patch('/files', {
    keys: files.map((file) => file.id),
    data: {
      title: shortPayload('directus_files.title'),
      description: shortPayload('directus_files.description'),
    },
  })
  if (files.length > 0) poisoned.push('directus_files.title', 'directus_files.description')
  await poisonEveryOtherTextField(admin)
}

interface FieldInfo {
  collection: string
  field: string
  type: string
  schema: { max_length: number | null; is_primary_key: boolean } | null
  meta: {
    interface: string | null
    special: string[] | null
    validation: unknown
    options: { choices?: unknown } | null
  } | null
}

/** Collections written above by hand, and those no page renders as text. */
const sweptElsewhere = new Set([
  'global_settings',
  'global_settings_translations',
  'nav_links',
  'nav_links_translations',
  'footer_links_translations',
  'seo_translations',
  'pages_translations',
  'block_rich_text_translations',
  'block_cta',
  'block_cta_translations',
  'posts_translations',
  'projects_translations',
  'faq_items_translations',
  'faq_categories_translations',
  'languages',
  'quote_requests',
])
/** Free text an editor types; choices, slugs, codes and validated fields are not free text. */
const textInterfaces = new Set(['input', 'input-multiline', 'input-rich-text-html'])
const notFreeText = /^(slug|code|languages_code|status|key|sort|id)$/
const linkField = /(^|_)(url|website|href|link)$/

/** A payload that fits the field: the corpus's short one, or a compact one for short columns. */
function payloadFor(field: FieldInfo, name: string, index: number) {
  if (field.meta?.interface === 'input-rich-text-html') return htmlPayload(name)
  if (linkField.test(field.field)) {
    const urls = urlPayloads(name)
    return urls[index % urls.length]!
  }
  const short = shortPayload(name)
  const max = field.schema?.max_length ?? Number.POSITIVE_INFINITY
  return short.length <= max ? short : `"><svg onload=__xss(${JSON.stringify(name)})>`.slice(0, max)
}

/**
 * Every other free-text field of the schema, read from Directus itself, so that a field added
 * later is in the corpus without anyone remembering it: block headings, captions, quotes, the
 * catalogue's names and texts, dealers' names, addresses and links.
 */
async function poisonEveryOtherTextField(admin: CmsAdmin) {
  const fields = await admin.get<FieldInfo[]>('/fields')
  const singletons = new Set(
    (await admin.get<{ collection: string; meta: { singleton: boolean } | null }[]>('/collections'))
      .filter((collection) => collection.meta?.singleton)
      .map((collection) => collection.collection),
  )
  const byCollection = new Map<string, FieldInfo[]>()
  for (const field of fields) {
    if (field.collection.startsWith('directus_') || sweptElsewhere.has(field.collection)) continue
    if (!['string', 'text'].includes(field.type) || field.schema?.is_primary_key) continue
    if (!textInterfaces.has(field.meta?.interface ?? '') || notFreeText.test(field.field)) continue
    if (field.meta?.validation || field.meta?.options?.choices) continue
    byCollection.set(field.collection, [...(byCollection.get(field.collection) ?? []), field])
  }
  for (const [collection, textFields] of byCollection) {
    if (singletons.has(collection)) continue
    const translations = collection.endsWith('_translations')
    const rows = await admin.get<Row[]>(
      `/items/${collection}?fields=id&limit=-1${
        translations ? `&filter[languages_code][_eq]=${EN}` : ''
      }`,
    )
    if (rows.length === 0) continue
    const patches = rows.map((row, index) => {
      const patch: Record<string, string | number> = { id: row.id }
      for (const field of textFields) {
        const name = `${collection.replace(/_translations$/, '')}.${field.field}.${row.id}`
        patch[field.field] = payloadFor(field, name, index)
        poisoned.push(name)
      }
      return patch
    })
    await admin.patch(`/items/${collection}`, patches)
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const sitePort = await freePort()
  // Directus' own output stays on: a CMS that exits during setup says why in the test's log.
  cms = await startCms({ port: await freePort(), siteUrl: `http://127.0.0.1:${sitePort}` })
  await poison(await loginAdmin(cms))
  site = await startSite({ port: sitePort, cms, stdio: 'ignore' })
})

test.afterAll(async () => {
  await site?.stop()
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
})

interface Recorded {
  __xssCalls?: string[]
}

/** A page whose scripts, and the corpus's, report to `__xss`; dialogs are recorded and closed. */
async function watched(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, {
      __xssCalls: calls,
      __xss: (field: string) => calls.push(field),
    })
  })
  const executed = async () => [
    ...((await page.evaluate(() => (window as unknown as Recorded).__xssCalls ?? [])) as string[]),
    ...dialogs.map((message) => `dialog: ${message}`),
  ]
  return { executed }
}

/** Attributes that navigate or load: as the server wrote them, before any script ran. */
function unsafeAttributes(html: string) {
  const found: string[] = []
  for (const [, name, value] of html.matchAll(
    /\s(href|src|action|formaction|srcdoc|poster|data|xlink:href)\s*=\s*"([^"]*)"/gi,
  )) {
    if (name!.toLowerCase() === 'srcdoc' || forbiddenScheme.test(schemeOf(value!))) {
      found.push(`${name}="${value}"`)
    }
  }
  return found
}

function jsonLdProblems(html: string) {
  const problems: string[] = []
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    try {
      JSON.parse(json!)
    } catch (error) {
      problems.push(`JSON-LD does not parse: ${String(error)}`)
    }
  }
  return problems
}

/** The live document: no element carries a forbidden scheme in a link or source, no srcdoc. */
function domProblems(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    for (const element of document.querySelectorAll('*')) {
      for (const name of ['href', 'src', 'action', 'formaction', 'poster', 'data', 'srcdoc']) {
        const value = element.getAttribute(name)
        if (value === null) continue
        if (name === 'srcdoc') found.push(`${element.tagName} srcdoc`)
        let protocol = ''
        try {
          protocol = new URL(value, location.href).protocol
        } catch {
          continue
        }
        if (['javascript:', 'data:', 'blob:', 'vbscript:'].includes(protocol)) {
          found.push(`${element.tagName} ${name}=${value}`)
        }
      }
    }
    return found
  })
}

const about = seededPage('about')
const newest = postsByDate[0]!
/** Every template in English: each shows the menus, footer and SEO fields, and its own content. */
const paths = [
  ...new Set([
    ...templates.map((template) => template.path('en')),
    '/en/projects',
    // the dealers near a place: their names, addresses and links
    '/en/dealers?q=gent',
  ]),
]

const fieldKinds = [
  'global_settings.brand',
  'global_settings_translations',
  'nav_links.url',
  'nav_links.label',
  'footer_links.label',
  'seo.title',
  'seo.description',
  'pages.title',
  'block_rich_text.body',
  'block_cta.button_url',
  'block_cta.title',
  'posts.body',
  'projects.body',
  'faq_items.answer',
  'faq_categories.title',
  'directus_files.title',
  // found by the sweep over the schema
  'block_hero.',
  'block_image_collection_images.caption',
  'projects_gallery.caption',
  'block_vertical_slider_slides.image_alt',
  'block_quote_carousel_quotes.',
  'covers.',
  'pools.',
  'dealers.name',
  'dealers.website',
]

test('the corpus reached the CMS: a payload in every kind of field', () => {
  const missing = fieldKinds.filter(
    (kind) => !poisoned.some((name) => name.startsWith(kind.replace('_translations', '.'))),
  )
  expect(missing).toEqual([])
})

for (const path of paths) {
  test(`${path}: nothing from the CMS executes, in the server HTML or after hydration`, async ({
    page,
  }) => {
    const { executed } = await watched(page)
    const response = await page.goto(`${site.url}${path}`)
    expect(response?.status()).toBeLessThan(500)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('__xss(') // the corpus is on the page, as text
    expect(unsafeAttributes(html)).toEqual([])
    expect(jsonLdProblems(html)).toEqual([])
    await page.waitForLoadState('networkidle')
    expect(await executed()).toEqual([])
    expect(await domProblems(page)).toEqual([])
  })
}

/** Pages reached from a list or a breadcrumb: the link to click, found by where it goes. */
const clientNavigations = [
  { name: 'a blog article', from: '/en/blog', link: `a[href="${itemPath(newest, 'en')}"]` },
  { name: 'a project', from: '/en/projects', link: 'main a[href^="/en/projects/"]' },
  {
    name: 'a content page',
    from: pagePath(seededPage('our-story'), 'en'),
    link: `a[href="${pagePath(about, 'en')}"]`,
  },
]

for (const { name, from, link } of clientNavigations) {
  test(`${name} reached by a client-side navigation (its .data): nothing executes`, async ({
    page,
  }) => {
    const { executed } = await watched(page)
    await page.goto(`${site.url}${from}`)
    await page.waitForLoadState('networkidle')
    const target = page.locator(link).first()
    const to = (await target.getAttribute('href')) ?? ''
    const data = page.waitForResponse((response) => response.url().includes(`${to}.data`))
    await target.click()
    expect((await data).status()).toBeLessThan(500)
    await page.waitForURL((url) => url.pathname === to)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('main')).toContainText('__xss(')
    expect(await executed()).toEqual([])
    expect(await domProblems(page)).toEqual([])
  })
}
