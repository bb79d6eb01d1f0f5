import { localeCodes, toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import type { CmsCollection } from '../schema.ts'
import { alternatesOf, pickTranslation, translatedLocales } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import { readGlobalSettings } from './global-settings.server.ts'
import { keyOf, num, published, records, str, strOrNull } from './shared.server.ts'
import type { Rec } from './shared.server.ts'

export interface SitemapEntry {
  /** Path without the `/{lang}` prefix; '' for the home page. */
  path: string
  /** Locale -> path of the same content in that language (including this one). */
  alternates: Partial<Record<Locale, string>>
  lastModified?: string
}

export const TERMS_PATH = '/terms-and-conditions'

/** Index routes that exist in every language. */
const INDEX_PATHS = ['/blog', '/covers', '/projects']

const DETAIL_ROUTES = [
  { collection: 'posts', prefix: '/blog/', lastModified: 'date_published' },
  { collection: 'covers', prefix: '/covers/' },
  { collection: 'projects', prefix: '/projects/' },
] as const satisfies readonly { collection: CmsCollection; prefix: string; lastModified?: string }[]

const TRANSLATION_FIELDS = ['translations.languages_code', 'translations.slug']

function readSlugs(
  client: CmsClient,
  collection: CmsCollection,
  extraFields: string[] = [],
): Promise<Rec[]> {
  return client.readItems<Rec>(collection, {
    fields: ['id', ...extraFields, ...TRANSLATION_FIELDS],
    filter: published,
    limit: -1,
  })
}

/**
 * The slugs of the published pages that have a translation in `locale` (one cached read shared
 * with the sitemap): what a generic page link may point at without answering 404.
 */
export async function listPageSlugs(client: CmsClient, locale: Locale): Promise<string[]> {
  const tag = toTag(locale)
  const pages = await readSlugs(client, 'pages')
  return pages.flatMap((page) => {
    const slug = str(pickTranslation<Rec>(records(page.translations), tag)?.slug)
    return slug ? [slug] : []
  })
}

function prefixed(alternates: Alternates, prefix: string): Alternates {
  const paths: Alternates = {}
  for (const [locale, slug] of Object.entries(alternates) as [Locale, string][])
    paths[locale] = prefix + slug
  return paths
}

function samePath(locales: readonly Locale[], path: string): Alternates {
  return Object.fromEntries(locales.map((code) => [code, path]))
}

/**
 * Every URL of `locale` for sitemap.xml: home, terms, the blog/covers/projects indexes, and each
 * published page, post, cover and project that has a translation in `locale`.
 */
export async function listSitemapEntries(
  client: CmsClient,
  locale: Locale,
): Promise<SitemapEntry[]> {
  const tag = toTag(locale)
  const [settings, pages, ...details] = await Promise.all([
    readGlobalSettings(client),
    readSlugs(client, 'pages'),
    ...DETAIL_ROUTES.map((route) =>
      readSlugs(client, route.collection, 'lastModified' in route ? [route.lastModified] : []),
    ),
  ])
  const homeId = keyOf(settings.home_page)
  const termsId = keyOf(settings.terms_page)

  const entries: SitemapEntry[] = []
  for (const page of pages) {
    const id = num(page.id)
    const translation = pickTranslation<Rec>(records(page.translations), tag)
    if (!translation) continue
    if (id !== null && id === homeId) {
      entries.push({
        path: '',
        alternates: samePath(translatedLocales(records(page.translations)), ''),
      })
    } else if (id !== null && id === termsId) {
      entries.push({
        path: TERMS_PATH,
        alternates: samePath(translatedLocales(records(page.translations)), TERMS_PATH),
      })
    } else {
      const slug = str(translation.slug)
      if (slug)
        entries.push({
          path: `/${slug}`,
          alternates: prefixed(alternatesOf(records(page.translations)), '/'),
        })
    }
  }
  for (const path of INDEX_PATHS) {
    entries.push({ path, alternates: samePath(localeCodes, path) })
  }
  DETAIL_ROUTES.forEach((route, index) => {
    for (const row of details[index] ?? []) {
      const slug = str(pickTranslation<Rec>(records(row.translations), tag)?.slug)
      if (!slug) continue
      const entry: SitemapEntry = {
        path: route.prefix + slug,
        alternates: prefixed(alternatesOf(records(row.translations)), route.prefix),
      }
      const lastModified = 'lastModified' in route ? strOrNull(row[route.lastModified]) : null
      if (lastModified) entry.lastModified = lastModified
      entries.push(entry)
    }
  })
  return entries
}
