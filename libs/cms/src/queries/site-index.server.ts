import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseRecord } from '../parse.server.ts'
import type { CmsCollection } from '../schema.ts'
import { alternatesOf } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import { readGlobalSettings } from './global-settings.server.ts'
import { flag, key, optionalText, published } from './shared.server.ts'

/** A published item with a page of its own: its slug in every language it has one in. */
export interface IndexedItem {
  id: number
  slugs: Alternates
  /** its title in the same languages (breadcrumbs name the pages above a nested page) */
  titles: Alternates
  /** ISO date of the last content change worth telling a crawler (posts: publication) */
  lastModified?: string
  /** set when the editor asked search engines not to index it (a page's SEO): no sitemap lists it */
  noIndex?: true
}

/**
 * Every published item that has a page, in every language, with the home, terms and privacy
 * page ids:
 * what the sitemaps list and what internal links are resolved against. Language-independent:
 * the site turns slugs into paths.
 */
export interface SiteIndex {
  homePageId: number | null
  termsPageId: number | null
  privacyPageId: number | null
  pages: IndexedItem[]
  posts: IndexedItem[]
  covers: IndexedItem[]
  projects: IndexedItem[]
  pools: IndexedItem[]
}

// Every language at once, so the translations stay a list: alternatesOf reads them.
const translation = z.object({ languages_code: z.unknown(), slug: z.unknown(), title: z.unknown() })

const indexedItem = z
  .object({
    id: key,
    date_published: optionalText.optional(),
    // only pages have SEO settings; a page without any (or one the token cannot read) is indexed
    seo: z.object({ no_index: flag }).nullish(),
    translations: z.array(translation),
  })
  .transform(({ id, date_published, seo, translations }): IndexedItem | null => {
    const slugs = alternatesOf(translations)
    // An item without a slug in any language has no page to list or link to.
    if (Object.keys(slugs).length === 0) return null
    const titles = alternatesOf(translations.map((row) => ({ ...row, slug: row.title })))
    return {
      id,
      slugs,
      titles,
      ...(date_published ? { lastModified: date_published } : {}),
      ...(seo?.no_index ? { noIndex: true as const } : {}),
    }
  })

async function readItems(
  client: CmsClient,
  collection: CmsCollection,
  extra?: 'date_published' | 'seo.no_index',
): Promise<IndexedItem[]> {
  return client.readItems(
    collection,
    {
      fields: [
        'id',
        ...(extra ? [extra] : []),
        'translations.languages_code',
        'translations.slug',
        'translations.title',
      ],
      filter: published,
      limit: -1,
    },
    (rows, report) =>
      rows.flatMap((row) => parseRecord(indexedItem, row, collection, report) ?? []),
  )
}

/** One cached read per collection, shared by every language and every request. */
export async function readSiteIndex(client: CmsClient): Promise<SiteIndex> {
  const [settings, pages, posts, covers, projects, pools] = await Promise.all([
    readGlobalSettings(client),
    readItems(client, 'pages', 'seo.no_index'),
    readItems(client, 'posts', 'date_published'),
    readItems(client, 'covers'),
    readItems(client, 'projects'),
    readItems(client, 'pools'),
  ])
  return {
    homePageId: settings.homePageId,
    termsPageId: settings.termsPageId,
    privacyPageId: settings.privacyPageId,
    pages,
    posts,
    covers,
    projects,
    pools,
  }
}
