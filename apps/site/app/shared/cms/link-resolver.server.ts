import type { IndexedItem, LinkTarget, SiteIndex } from '@lamella/cms'
import { localeCodes, type Locale } from '@lamella/i18n'
import {
  inLanguage,
  itemSections,
  parsePath,
  pathOf,
  type ItemCollection,
  type Place,
} from '#app/shared/paths'

/** Turns what editors write into paths of the visitor's language. */
export interface LinkResolver {
  /**
   * An internal CMS link (`/about`, `/over-ons`, `/nl/over-ons`, `/blog/winterize`, `/dealers`)
   * as a path in this language: the language prefix is added, and a slug of any language that
   * names a page, post, cover, project or pool becomes that item's slug in this language. Anything
   * else (`#faq`, http(s), mailto, tel) is returned unchanged.
   */
  href(href: string): string
  /** A link target of the CMS; null when its page has no slug in this language. */
  target(target: LinkTarget): string | null
  /** The place of a page by id, in this language (home, terms and privacy have their own). */
  page(id: number, slug: string): Place
}

function bySlug(items: readonly IndexedItem[]) {
  const map = new Map<string, IndexedItem>()
  for (const item of items) {
    for (const locale of localeCodes) {
      const slug = item.slugs[locale]
      if (slug && !map.has(slug)) map.set(slug, item)
    }
  }
  return map
}

export function createLinkResolver(index: SiteIndex, locale: Locale): LinkResolver {
  const pages = bySlug(index.pages)
  const items = Object.fromEntries(
    (Object.keys(itemSections) as ItemCollection[]).map((collection) => [
      collection,
      bySlug(index[collection]),
    ]),
  ) as Record<ItemCollection, Map<string, IndexedItem>>

  function pagePlace(id: number, slug: string): Place {
    if (id === index.homePageId) return { kind: 'home' }
    if (id === index.termsPageId) return { kind: 'terms' }
    if (id === index.privacyPageId) return { kind: 'privacy' }
    return { kind: 'page', slug }
  }

  /** The place in this language: a slug of another language becomes this language's. */
  function translate(place: Place): Place {
    if (place.kind === 'page') {
      const page = pages.get(place.slug)
      const slug = page?.slugs[locale]
      return page && slug ? pagePlace(page.id, slug) : place
    }
    if (place.kind === 'item') {
      const slug = items[place.collection].get(place.slug)?.slugs[locale]
      return slug ? { ...place, slug } : place
    }
    return place
  }

  return {
    href(href) {
      if (!href.startsWith('/') || href.startsWith('//')) return href
      const parsed = parsePath(href)
      const rest = href.slice(href.search(/[?#]|$/))
      if (!parsed) return inLanguage(locale, href)
      return pathOf(locale, translate(parsed.place)) + rest
    },
    target(target) {
      if ('url' in target) return this.href(target.url)
      const slug = target.page.slugs[locale] ?? target.page.slug
      return slug ? pathOf(locale, pagePlace(target.page.id, slug)) : null
    },
    page: pagePlace,
  }
}
