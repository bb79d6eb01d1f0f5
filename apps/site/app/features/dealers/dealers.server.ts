import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { findDealers } from './dealer-search.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { siteContext, type LoaderArgs } from '#app/shared/route-helpers.server'
import { servicesOf } from '#app/shared/request.server'

/** Longer input is no postal code or place. */
const MAX_QUERY = 80

/**
 * The dealer finder (/{lang}/dealers?q=&place=&all=1): a GET form, so every state is a URL that
 * works without JavaScript. Without a query the page is the form alone; a search result is no
 * page for search engines (noindex), the finder itself is.
 */
export async function loadDealersScreen({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
  const place = url.searchParams.get('place')?.trim() || undefined
  const all = url.searchParams.get('all') === '1'
  const searching = Boolean(query || place || all)
  const [site, search] = await Promise.all([
    siteContext(request, locale, services),
    searching
      ? withCms(request, () => findDealers(services.cms, locale, query, { all, place }))
      : null,
  ])
  const head = site.sectionHead('dealers', { seo: searching ? { noIndex: true } : null })
  return { query, all, search, head }
}
