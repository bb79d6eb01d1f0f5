import type { IndexedItem, SiteIndex } from '@lamella/cms'
import { locales, type Locale } from '@lamella/i18n'
import { createLinkResolver } from '#app/shared/cms/link-resolver.server'
import {
  everyLanguage,
  itemSections,
  sections,
  translatedPaths,
  type ItemCollection,
  type LocalizedPaths,
} from '#app/shared/paths'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

interface Entry {
  paths: LocalizedPaths
  /** where x-default points; the default language's URL when absent */
  xDefault?: string
  lastModified?: string
  /** kept out of search engines: not in the sitemaps, though it is a page of the site */
  noIndex?: true
}

/**
 * Every URL of the site in every language, from the index of published items: home, terms, the
 * sections, every page, and every post, cover, project and pool. A page its editor keeps out of
 * search engines (SEO "no index") is marked: the home page too.
 */
export function siteEntries(index: SiteIndex): Entry[] {
  const resolve = createLinkResolver(index, 'nl')
  const homePage = index.pages.find((page) => page.id === index.homePageId)
  const entries: Entry[] = [
    {
      paths: everyLanguage({ kind: 'home' }),
      xDefault: '/',
      ...(homePage?.noIndex ? { noIndex: true as const } : {}),
    },
    ...sections.map((section) => ({ paths: everyLanguage({ kind: 'section', section }) })),
  ]
  for (const page of index.pages) {
    const place = (slug: string) => resolve.page(page.id, slug)
    // the home page is listed once, at its own route
    if (page.id === index.homePageId) continue
    entries.push({
      paths: translatedPaths(page.slugs, place),
      ...(page.noIndex ? { noIndex: true as const } : {}),
    })
  }
  for (const collection of Object.keys(itemSections) as ItemCollection[]) {
    for (const item of index[collection] as IndexedItem[]) {
      const place = (slug: string) => ({ kind: 'item' as const, collection, slug })
      entries.push({
        paths: translatedPaths(item.slugs, place),
        ...(item.lastModified ? { lastModified: item.lastModified } : {}),
      })
    }
  }
  return entries
}

/** What the sitemaps list: every URL of the site but those kept out of search engines. */
export function sitemapEntries(index: SiteIndex): Entry[] {
  return siteEntries(index).filter((entry) => !entry.noIndex)
}

/** The `<urlset>` of one language: its URLs, each with every language's URL and x-default. */
export function sitemapXml(origin: string, locale: Locale, entries: Entry[]): string {
  const urls = entries
    .filter((entry) => entry.paths[locale] !== undefined)
    .map((entry) => {
      const xDefault = entry.xDefault ?? entry.paths.nl ?? Object.values(entry.paths)[0]!
      const alternates = [
        ...locales
          .filter(({ code }) => entry.paths[code] !== undefined)
          .map(({ code, tag }) => [tag, entry.paths[code]!] as const),
        ['x-default', xDefault] as const,
      ].map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
      )
      return [
        '  <url>',
        `    <loc>${escapeXml(origin + entry.paths[locale]!)}</loc>`,
        ...(entry.lastModified
          ? [`    <lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`]
          : []),
        ...alternates,
        '  </url>',
      ].join('\n')
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** `/sitemap.xml`: the index of the five language sitemaps. */
export function sitemapIndexXml(origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locales.map(
      ({ code }) =>
        `  <sitemap>\n    <loc>${escapeXml(`${origin}/${code}/sitemap.xml`)}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** `/robots.txt`: everything may be crawled but the API; the sitemaps are named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    ...locales.map(({ code }) => `Sitemap: ${origin}/${code}/sitemap.xml`),
    '',
  ].join('\n')
}
