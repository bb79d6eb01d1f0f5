import { isLocale, localeCodes, type Locale } from '@lamella/i18n'

/**
 * How every kind of page of the site is addressed, in each language: the one place that knows the
 * site's URL shapes. The CMS gives slugs per language; routes.ts, the navigation, the language
 * switcher, the sitemap, breadcrumbs, canonical and hreflang links all go through here.
 */

/** The fixed sections; their URL segment is the same in every language. */
export const sections = [
  'blog',
  'covers',
  'projects',
  'pools',
  'faq',
  'dealers',
  'configure',
  'quote',
] as const
export type Section = (typeof sections)[number]

/** CMS collections with a page per item, and the section those pages live under. */
export const itemSections = {
  posts: 'blog',
  covers: 'covers',
  projects: 'projects',
  pools: 'pools',
} as const satisfies Record<string, Section>
export type ItemCollection = keyof typeof itemSections
/** The sections with a list of items and a page per item. */
export type ItemSection = (typeof itemSections)[ItemCollection]

export const TERMS_SEGMENT = 'terms-and-conditions'
export const PRIVACY_SEGMENT = 'privacy'
export const SITEMAP_FILE = 'sitemap.xml'
/** The site search's segment, the same in every language; it reads the words in `?q=`. */
export const SEARCH_SEGMENT = 'search'

/** A place on the site, whatever the language. */
export type Place =
  | { kind: 'home' }
  | { kind: 'terms' }
  | { kind: 'privacy' }
  | { kind: 'section'; section: Section }
  | { kind: 'item'; collection: ItemCollection; slug: string }
  | { kind: 'page'; slug: string }
  /** the site search, with what was searched for (none: the empty search form) */
  | { kind: 'search'; query?: string }

/** Slugs of one content item per language (`nl` -> `over-ons`). */
export type Slugs = Partial<Record<Locale, string>>
/** Paths of one place per language, each with its `/{lang}` prefix. */
export type LocalizedPaths = Partial<Record<Locale, string>>

export function pathOf(locale: Locale, place: Place): string {
  switch (place.kind) {
    case 'home':
      return `/${locale}`
    case 'terms':
      return `/${locale}/${TERMS_SEGMENT}`
    case 'privacy':
      return `/${locale}/${PRIVACY_SEGMENT}`
    case 'section':
      return `/${locale}/${place.section}`
    case 'item':
      return `/${locale}/${itemSections[place.collection]}/${place.slug}`
    case 'page':
      return `/${locale}/${place.slug}`
    case 'search':
      return `/${locale}/${SEARCH_SEGMENT}${place.query ? `?${new URLSearchParams({ q: place.query })}` : ''}`
  }
}

/** A language's sitemap, or the index of all of them without one. */
export function sitemapPath(locale?: Locale): string {
  return locale ? `/${locale}/${SITEMAP_FILE}` : `/${SITEMAP_FILE}`
}

/**
 * A path the site has no place for (an editor's link to a page that does not exist yet), in
 * `locale`: its language prefix replaced, or added when it has none.
 */
export function inLanguage(locale: Locale, path: string): string {
  const [, first = ''] = path.split('/')
  return `/${locale}${isLocale(first) ? path.slice(first.length + 1) : path}`
}

/** The place in every language (home, terms, privacy and the sections exist in all of them). */
export function everyLanguage(place: Place): LocalizedPaths {
  return Object.fromEntries(localeCodes.map((locale) => [locale, pathOf(locale, place)]))
}

/** A content item's paths in the languages it has a slug in. */
export function translatedPaths(slugs: Slugs, place: (slug: string) => Place): LocalizedPaths {
  const paths: LocalizedPaths = {}
  for (const locale of localeCodes) {
    const slug = slugs[locale]
    if (slug) paths[locale] = pathOf(locale, place(slug))
  }
  return paths
}

const isSection = (segment: string | undefined): segment is Section =>
  (sections as readonly string[]).includes(segment ?? '')

/**
 * First path segments that are not CMS page slugs: sections, terms, privacy, the search and the
 * sitemap.
 */
export const reservedSegments: readonly string[] = [
  ...sections,
  TERMS_SEGMENT,
  PRIVACY_SEGMENT,
  SEARCH_SEGMENT,
  SITEMAP_FILE,
]

/**
 * Reads a site path back into its language (when it has a prefix) and place. Undefined for a
 * path that cannot be a page: deeper than a section allows, or an empty segment.
 */
export function parsePath(path: string): { locale?: Locale; place: Place } | undefined {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean)
  const locale = isLocale(segments[0]) ? segments.shift() : undefined
  const [first, second, ...rest] = segments
  const at = (place: Place) => ({ ...(locale ? { locale: locale as Locale } : {}), place })
  if (first === undefined) return at({ kind: 'home' })
  if (first === TERMS_SEGMENT) return second === undefined ? at({ kind: 'terms' }) : undefined
  if (first === PRIVACY_SEGMENT) return second === undefined ? at({ kind: 'privacy' }) : undefined
  if (first === SEARCH_SEGMENT) return second === undefined ? at({ kind: 'search' }) : undefined
  if (isSection(first)) {
    if (second === undefined) return at({ kind: 'section', section: first })
    const collection = (Object.keys(itemSections) as ItemCollection[]).find(
      (key) => itemSections[key] === first,
    )
    return collection && rest.length === 0
      ? at({ kind: 'item', collection, slug: second })
      : undefined
  }
  if (first === SITEMAP_FILE) return undefined
  return at({ kind: 'page', slug: segments.join('/') })
}

/** The visible path of a request (React Router data requests end in `.data`). */
export function requestPath(request: Request) {
  return new URL(request.url).pathname.replace(/\.data$/, '')
}
