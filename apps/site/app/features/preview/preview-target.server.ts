import { readSiteIndex, type CmsCollection } from '@lamella/cms'
import { defaultLocale, fromTag, isLocale, type Locale } from '@lamella/i18n'
import { z } from 'zod'
import { draftsCms } from '#app/shared/cms/cms.server'
import { createLinkResolver } from '#app/shared/cms/link-resolver.server'
import { itemSections, pathOf, type ItemCollection } from '#app/shared/paths'
import type { PreviewTarget } from '#app/shared/preview/preview.server'

const isItemCollection = (collection: string): collection is ItemCollection =>
  Object.hasOwn(itemSections, collection)

const previewable = (collection: string): collection is 'pages' | ItemCollection =>
  collection === 'pages' || isItemCollection(collection)

/** What the site needs of an item to find its page: the slug of each language. */
const itemSlugs = z.object({
  id: z.union([z.number(), z.string()]),
  translations: z.array(
    z.object({ languages_code: z.string(), slug: z.string().nullable().optional() }),
  ),
})

/**
 * The path of the site a preview token leads to, read as the preview reads (drafts too): an item
 * in the language the token names (else the site's default, else the item's first language),
 * the home or terms page at their own paths. Undefined for an item without a page.
 */
export async function previewPath(target: PreviewTarget): Promise<string | undefined> {
  if (target.kind === 'path') return target.path
  const { collection, id } = target
  if (!previewable(collection)) return undefined
  // the item as an editor sees it: drafts included
  const cms = draftsCms()
  const item = await cms.readItem(
    collection satisfies CmsCollection,
    id,
    { fields: ['id', 'translations.languages_code', 'translations.slug'] },
    (data) => itemSlugs.safeParse(data),
  )
  if (!item.success) return undefined
  const slugs = new Map<Locale, string>()
  for (const row of item.data.translations) {
    const locale = fromTag(row.languages_code)
    if (locale && row.slug) slugs.set(locale, row.slug)
  }
  const asked = target.tag ? fromTag(target.tag) : undefined
  const locale = [asked, defaultLocale, ...slugs.keys()].find(
    (candidate): candidate is Locale => isLocale(candidate) && slugs.has(candidate),
  )
  const slug = locale && slugs.get(locale)
  if (!locale || !slug) return undefined
  if (collection !== 'pages') return pathOf(locale, { kind: 'item', collection, slug })
  const index = await readSiteIndex(cms)
  return pathOf(locale, createLinkResolver(index, locale).page(Number(item.data.id), slug))
}
