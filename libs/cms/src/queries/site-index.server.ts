import type { CmsClient } from '../client.server.ts'
import type { CmsCollection } from '../schema.ts'
import { alternatesOf } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import { readGlobalSettings } from './global-settings.server.ts'
import { compact, keyOf, num, published, records, strOrNull } from './shared.server.ts'
import type { Rec } from './shared.server.ts'

/** A published item with a page of its own: its slug in every language it has one in. */
export interface IndexedItem {
  id: number
  slugs: Alternates
  /** its title in the same languages (breadcrumbs name the pages above a nested page) */
  titles: Alternates
  /** ISO date of the last content change worth telling a crawler (posts: publication) */
  lastModified?: string
}

/**
 * Every published item that has a page, in every language, with the home and terms page ids:
 * what the sitemaps list and what internal links are resolved against. Language-independent:
 * the site turns slugs into paths.
 */
export interface SiteIndex {
  homePageId: number | null
  termsPageId: number | null
  pages: IndexedItem[]
  posts: IndexedItem[]
  covers: IndexedItem[]
  projects: IndexedItem[]
  pools: IndexedItem[]
}

const TRANSLATION_FIELDS = [
  'translations.languages_code',
  'translations.slug',
  'translations.title',
]

async function readItems(
  client: CmsClient,
  collection: CmsCollection,
  lastModified?: string,
): Promise<IndexedItem[]> {
  const rows = await client.readItems<Rec>(collection, {
    fields: ['id', ...(lastModified ? [lastModified] : []), ...TRANSLATION_FIELDS],
    filter: published,
    limit: -1,
  })
  return compact(
    rows.map((row) => {
      const id = num(row.id)
      const translations = records(row.translations)
      const slugs = alternatesOf(translations)
      if (id === null || Object.keys(slugs).length === 0) return null
      const titles = alternatesOf(translations.map((t) => ({ ...t, slug: t.title })))
      const date = lastModified ? strOrNull(row[lastModified]) : null
      return date ? { id, slugs, titles, lastModified: date } : { id, slugs, titles }
    }),
  )
}

/** One cached read per collection, shared by every language and every request. */
export async function readSiteIndex(client: CmsClient): Promise<SiteIndex> {
  const [settings, pages, posts, covers, projects, pools] = await Promise.all([
    readGlobalSettings(client),
    readItems(client, 'pages'),
    readItems(client, 'posts', 'date_published'),
    readItems(client, 'covers'),
    readItems(client, 'projects'),
    readItems(client, 'pools'),
  ])
  return {
    homePageId: keyOf(settings.home_page),
    termsPageId: keyOf(settings.terms_page),
    pages,
    posts,
    covers,
    projects,
    pools,
  }
}
