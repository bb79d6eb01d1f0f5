// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { SiteIndex } from '@lamella/cms'
import { describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { robotsTxt, sitemapEntries, sitemapIndexXml, sitemapXml } from './sitemap.server'

const require = createRequire(import.meta.url)
const schemas = join(import.meta.dirname, '__schemas__')
/** The sitemaps.org schema, as the `sitemap` package ships it (its exports do not list it). */
const sitemapXsd = join(dirname(require.resolve('sitemap')), '../../schema/sitemap.xsd')
const file = (fileName: string, path: string) => ({
  fileName,
  contents: readFileSync(path, 'utf8'),
})

/** Validates against the sitemaps.org schema and the XHTML link schema, offline. */
async function validate(xml: string) {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: file('sitemap-with-alternates.xsd', join(schemas, 'sitemap-with-alternates.xsd')),
    preload: [
      file('sitemap.xsd', sitemapXsd),
      file('xhtml-link.xsd', join(schemas, 'xhtml-link.xsd')),
    ],
  })
  return result.errors.map((error) => error.rawMessage)
}

const index: SiteIndex = {
  homePageId: 1,
  termsPageId: 2,
  privacyPageId: null,
  pages: [
    { id: 1, slugs: { nl: 'home', en: 'home' }, titles: {} },
    { id: 2, slugs: { nl: 'voorwaarden', en: 'terms' }, titles: {} },
    { id: 3, slugs: { nl: 'over-ons', en: 'about' }, titles: {} },
    { id: 4, slugs: { en: 'english-only' }, titles: {} },
  ],
  posts: [
    {
      id: 7,
      slugs: { nl: 'winterklaar', en: 'winterize' },
      titles: {},
      lastModified: '2025-10-21',
    },
  ],
  covers: [{ id: 1, slugs: { nl: 'wit', de: 'weiss' }, titles: {} }],
  projects: [],
  // Pools have no route yet: their pages are not listed until they do.
  pools: [{ id: 5, slugs: { nl: 'ibiza', en: 'ibiza' }, titles: {} }],
}

const origin = 'https://www.lamella.example'

describe('sitemaps', () => {
  it('lists every page of a language, with every language and x-default, valid by the schemas', async () => {
    const xml = sitemapXml(origin, 'nl', sitemapEntries(index))
    expect(await validate(xml)).toEqual([])
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
    expect(locs).toEqual([
      `${origin}/nl`,
      `${origin}/nl/blog`,
      `${origin}/nl/covers`,
      `${origin}/nl/projects`,
      `${origin}/nl/pools`,
      `${origin}/nl/faq`,
      `${origin}/nl/dealers`,
      `${origin}/nl/configure`,
      `${origin}/nl/quote`,
      `${origin}/nl/terms-and-conditions`,
      `${origin}/nl/over-ons`,
      `${origin}/nl/blog/winterklaar`,
      `${origin}/nl/covers/wit`,
      `${origin}/nl/pools/ibiza`,
    ])
    expect(xml).toContain(
      `<loc>${origin}/nl/blog/winterklaar</loc>\n    <lastmod>2025-10-21</lastmod>\n    <xhtml:link rel="alternate" hreflang="nl-BE" href="${origin}/nl/blog/winterklaar"/>\n    <xhtml:link rel="alternate" hreflang="en-US" href="${origin}/en/blog/winterize"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/nl/blog/winterklaar"/>`,
    )
    expect(xml).toContain(`hreflang="x-default" href="${origin}/"/>`)
  })

  it('lists in each language only what exists in it', async () => {
    const xml = sitemapXml(origin, 'de', sitemapEntries(index))
    expect(await validate(xml)).toEqual([])
    expect(xml).toContain(`<loc>${origin}/de/covers/weiss</loc>`)
    expect(xml).not.toContain('/de/over-ons')
    expect(xml).not.toContain('english-only')
  })

  it('leaves out every page kept out of search engines, in every language', async () => {
    const hidden: SiteIndex = {
      ...index,
      pages: [
        ...index.pages,
        { id: 6, slugs: { nl: 'lente-actie', en: 'spring-offer' }, titles: {}, noIndex: true },
      ],
    }
    for (const locale of ['nl', 'en', 'fr', 'de', 'es'] as const) {
      const xml = sitemapXml(origin, locale, sitemapEntries(hidden))
      expect(await validate(xml)).toEqual([])
      expect(xml).not.toMatch(/lente-actie|spring-offer/)
    }
    // the home page too: then its route is not listed either
    const homeHidden: SiteIndex = {
      ...index,
      pages: index.pages.map((page) => (page.id === 1 ? { ...page, noIndex: true } : page)),
    }
    const xml = sitemapXml(origin, 'en', sitemapEntries(homeHidden))
    expect(xml).not.toContain(`<loc>${origin}/en</loc>`)
    expect(xml).toContain(`<loc>${origin}/en/about</loc>`)
  })

  it('is refused by the schemas when it is broken (the check can fail)', async () => {
    const broken = sitemapXml(origin, 'en', sitemapEntries(index)).replace(
      'hreflang="en-US"',
      'hreflang="English"',
    )
    expect(await validate(broken)).not.toEqual([])
  })

  it('indexes the five language sitemaps, and robots.txt names them', () => {
    const xml = sitemapIndexXml(origin)
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual(
      ['nl', 'en', 'fr', 'de', 'es'].map((code) => `${origin}/${code}/sitemap.xml`),
    )
    const robots = robotsTxt(origin)
    expect(robots.match(/^Sitemap: .+$/gm)).toEqual([
      `Sitemap: ${origin}/sitemap.xml`,
      ...['nl', 'en', 'fr', 'de', 'es'].map((code) => `Sitemap: ${origin}/${code}/sitemap.xml`),
    ])
    expect(robots).toContain('Disallow: /api/')
  })
})
