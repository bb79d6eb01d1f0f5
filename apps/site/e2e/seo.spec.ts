import type { Locale } from '@lamella/i18n'
import { expect, test, type Page } from '@playwright/test'
import {
  BlogPosting,
  BreadcrumbList,
  Organization,
  Product,
} from '../app/shared/seo/structured-data.schema'
import {
  allLocales,
  brand,
  content,
  itemPath,
  messages,
  page as seededPage,
  pagePath,
  partialPagePath,
  postsByDate,
  templates,
  type Template,
} from './fixtures'

// What crawlers read is the server's HTML: no script runs here, so nothing the browser adds
// afterwards can make a test pass.
test.use({ javaScriptEnabled: false })

const origin = () => test.info().project.use.baseURL!

/** The head of the page at `path`, as the server rendered it. */
async function readHead(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  return page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)]
    const meta: Record<string, string[]> = {}
    for (const element of all('meta[property], meta[name]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name')!
      ;(meta[key] ??= []).push(element.getAttribute('content') ?? '')
    }
    return {
      title: document.title,
      canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href')),
      alternates: all('link[rel="alternate"][hreflang]').map(
        (l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!] as const,
      ),
      meta,
      jsonLd: all('script[type="application/ld+json"]').map(
        (s) => JSON.parse(s.textContent ?? 'null') as { '@type'?: string },
      ),
    }
  })
}

const homeTemplate = templates.find((t) => t.name === 'home')!
const innerTemplates = templates.filter((t) => t !== homeTemplate)

/** The hreflang set a template must have: every language (all seeded items have all five). */
function expectedAlternates(template: Template) {
  const xDefault = template === homeTemplate ? '/' : template.path('nl')
  return [
    ...allLocales.map(({ code, tag }) => [tag, origin() + template.path(code)] as const),
    ['x-default', origin() + xDefault] as const,
  ]
}

for (const { code, tag } of allLocales) {
  test.describe(`${code}`, () => {
    test('hreflang names every language of the page plus x-default; canonical is its own URL', async ({
      page,
    }) => {
      for (const template of templates) {
        const head = await readHead(page, template.path(code))
        expect(head.alternates, template.name).toEqual(expectedAlternates(template))
        expect(head.canonical, template.name).toEqual([origin() + template.path(code)])
        expect(head.canonical[0], template.name).toBe(page.url())
      }
    })

    test('a page whose SEO record sets nothing has no robots meta', async ({ page }) => {
      for (const template of templates) {
        const head = await readHead(page, template.path(code))
        expect(head.meta['robots'], template.name).toBeUndefined()
      }
      // The check can see a robots meta: the error screen has one.
      await page.goto(`/${code}/no-such-page`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    })

    test('JSON-LD: Organization on the home page, BreadcrumbList on inner pages, BlogPosting and Product', async ({
      page,
    }) => {
      const home = await readHead(page, homeTemplate.path(code))
      expect(home.jsonLd.map((d) => d['@type'])).toEqual(['Organization'])
      const organization = Organization.parse(home.jsonLd[0])
      expect(organization).toMatchObject({ name: brand, url: `${origin()}/` })
      expect(organization.contactPoint[0]).toMatchObject({
        telephone: content.globalSettings.phone,
        email: content.globalSettings.email,
      })

      for (const template of innerTemplates) {
        const head = await readHead(page, template.path(code))
        const crumbs = head.jsonLd.filter((d) => d['@type'] === 'BreadcrumbList')
        expect(crumbs, template.name).toHaveLength(1)
        const trail = BreadcrumbList.parse(crumbs[0]).itemListElement
        expect(
          trail.map(({ name, item, position }) => ({ name, item, position })),
          template.name,
        ).toEqual(
          [
            { name: messages[code].common.home, path: `/${code}` },
            ...(template.trail?.(code) ?? []),
            { name: template.title!(code), path: template.path(code) },
          ].map(({ name, path }, index) => ({
            name,
            item: origin() + path,
            position: index + 1,
          })),
        )
      }

      const post = postsByDate[0]!
      const article = await readHead(page, itemPath(post, code))
      const posting = BlogPosting.parse(article.jsonLd.find((d) => d['@type'] === 'BlogPosting'))
      expect(posting).toMatchObject({
        headline: post.t[tag].title,
        datePublished: post.date_published,
        author: { name: post.author },
        inLanguage: tag,
        mainEntityOfPage: origin() + itemPath(post, code),
        publisher: { name: brand },
      })

      const cover = content.covers[0]!
      const detail = await readHead(page, itemPath(cover, code))
      const product = Product.parse(detail.jsonLd.find((d) => d['@type'] === 'Product'))
      expect(product).toMatchObject({
        name: cover.t[tag].title,
        url: origin() + itemPath(cover, code),
        brand: { name: brand },
      })
    })

    test('Open Graph and Twitter tags, with an absolute image that answers as an image', async ({
      page,
      request,
    }) => {
      const checked = new Map<string, string>()
      for (const template of templates) {
        const head = await readHead(page, template.path(code))
        const og = (key: string) => head.meta[key] ?? []
        const own = origin() + template.path(code)
        expect(og('og:title'), template.name).toEqual([head.title])
        expect(og('twitter:title'), template.name).toEqual([head.title])
        expect(og('og:url'), template.name).toEqual([own])
        expect(og('og:site_name'), template.name).toEqual([brand])
        expect(og('og:locale'), template.name).toEqual([tag.replace('-', '_')])
        expect(og('og:locale:alternate').sort(), template.name).toEqual(
          allLocales
            .filter((l) => l.code !== code)
            .map((l) => l.tag.replace('-', '_'))
            .sort(),
        )
        expect(og('twitter:card'), template.name).toEqual(['summary_large_image'])
        const [image] = og('og:image')
        expect(image, template.name).toMatch(/^https?:\/\//)
        expect(og('twitter:image'), template.name).toEqual([image])
        expect(og('og:image:alt')[0], template.name).toBeTruthy()
        if (!checked.has(image!)) {
          const response = await request.get(image!)
          checked.set(image!, `${response.status()} ${response.headers()['content-type']}`)
        }
        expect(checked.get(image!), `${template.name}: ${image}`).toMatch(/^200 image\//)
      }
    })
  })
}

interface SitemapEntry {
  /** undefined for a language the page is not in */
  paths: (code: Locale) => string | undefined
  /** where x-default points: the language-negotiating `/` for home, else the Dutch page */
  xDefault?: string
}

/** Every published page, post, cover and project, in each language, as the sitemaps list them. */
function seededEntries(): SitemapEntry[] {
  const published = content.pages.filter((p) => p.status === 'published' && p.key !== 'home')
  return [
    { paths: homeTemplate.path, xDefault: '/' },
    ...(
      ['blog', 'covers', 'projects', 'pools', 'faq', 'configure', 'quote', 'dealers'] as const
    ).map((section) => ({
      paths: (code: Locale) => `/${code}/${section}`,
    })),
    ...published.map((seed) => ({ paths: (code: Locale) => pagePath(seed, code) })),
    ...content.partialPages.map((seed) => ({
      paths: (code: Locale) => partialPagePath(seed, code),
    })),
    ...[...content.posts, ...content.covers, ...content.projects, ...content.pools].map((item) => ({
      paths: (code: Locale) => itemPath(item, code),
    })),
  ]
}

/** The `<url>` entries of a sitemap: each `<loc>` with its `xhtml:link` alternates. */
function parseUrlset(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: [
      ...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, hreflang, href]) => [hreflang!, href!] as const),
  }))
}

test.describe('sitemaps', () => {
  for (const { code } of allLocales) {
    test(`${code}: lists exactly the published content of the language, with alternates`, async ({
      request,
    }) => {
      const response = await request.get(`/${code}/sitemap.xml`)
      expect(response.status()).toBe(200)
      const xml = await response.text()
      const urls = parseUrlset(xml)
      const expected = seededEntries()
      // A page in some languages only is listed in those, with alternates for those alone.
      const here = expected.filter((e) => e.paths(code) !== undefined)
      expect(urls.map((u) => u.loc).sort()).toEqual(
        here.map((e) => origin() + e.paths(code)).sort(),
      )
      for (const entry of here) {
        const url = urls.find((u) => u.loc === origin() + entry.paths(code))!
        expect(url.alternates, url.loc).toEqual([
          ...allLocales.flatMap(({ code: other, tag }) => {
            const path = entry.paths(other)
            return path === undefined ? [] : [[tag, origin() + path]]
          }),
          ['x-default', origin() + (entry.xDefault ?? entry.paths('nl'))],
        ])
      }
      // Drafts never appear, in any language.
      for (const { tag } of allLocales) {
        expect(xml).not.toContain(seededPage('draft-preview').t[tag].slug)
      }
    })
  }

  test('/sitemap.xml indexes the five language sitemaps', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(allLocales.map(({ code }) => `${origin()}/${code}/sitemap.xml`))
  })

  test('/robots.txt names the sitemap index and the five language sitemaps', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const sitemaps = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('Sitemap:'))
      .map((line) => line.slice('Sitemap:'.length).trim())
    expect(sitemaps).toEqual([
      `${origin()}/sitemap.xml`,
      ...allLocales.map(({ code }) => `${origin()}/${code}/sitemap.xml`),
    ])
  })
})
