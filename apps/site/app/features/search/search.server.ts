import type { SearchCollection } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import type { LinkResolver } from '#app/shared/cms/link-resolver.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { everyLanguage, pathOf } from '#app/shared/paths'
import { servicesOf } from '#app/shared/request.server'
import { siteContext, type LoaderArgs } from '#app/shared/route-helpers.server'
import { buildHead } from '#app/shared/seo/head.server'
import type { SearchHit, SnippetPart } from './search-index.server'
import { MAX_QUERY } from './search-query'
import { siteSearch } from './site-search.server'

/** The best matches shown; more would be a list nobody reads to the end. */
export const MAX_RESULTS = 20

/** A result as the page shows it: its kind, title, where it is, and what it says. */
export interface SearchResultItem {
  key: string
  type: SearchCollection
  title: string
  path: string
  snippet: SnippetPart[]
}

export interface SearchResults {
  query: string
  items: SearchResultItem[]
  total: number
}

/** Where a document is on the site, in its language: the paths module knows every shape. */
function pathOfHit(locale: Locale, links: LinkResolver, { document }: SearchHit): string {
  switch (document.collection) {
    case 'pages':
      return pathOf(locale, links.page(document.id, document.slug))
    case 'faq_items':
      return pathOf(locale, { kind: 'section', section: 'faq' })
    default:
      return pathOf(locale, { kind: 'item', collection: document.collection, slug: document.slug })
  }
}

/**
 * The site search (/{lang}/search?q=): a GET form, so that it works without JavaScript, over an
 * in-memory index of the language's published content. Never a page for search engines.
 */
export async function loadSearchScreen({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
  const [site, found] = await Promise.all([
    siteContext(request, locale, services),
    query ? withCms(request, () => siteSearch().search(locale, query, MAX_RESULTS)) : null,
  ])
  const results: SearchResults | null = found
    ? {
        query,
        total: found.total,
        items: found.hits.map((hit) => ({
          key: `${hit.document.collection}:${hit.document.id}`,
          type: hit.document.collection,
          title: hit.document.title,
          path: pathOfHit(locale, site.links, hit),
          snippet: hit.snippet,
        })),
      }
    : null
  const head = buildHead({
    locale,
    brand: site.global.brand,
    title: query ? site.t('search.resultsTitle', { query }) : site.t('search.title'),
    description: site.t('search.description'),
    seo: { noIndex: true },
    paths: everyLanguage({ kind: 'search' }),
    crumbs: site.crumbs(),
  })
  return { query, results, head }
}
