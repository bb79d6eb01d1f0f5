import { buildHead } from '../../lib/seo/head.server'
import { withCms } from '../../lib/cms/cms-unavailable.server'
import { findDealers } from '../../lib/dealers/dealers.server'
import { requireLocale } from '../../lib/locale/locale.server'
import { everyLanguage } from '../../lib/paths'
import { siteContext } from '../../lib/route-helpers.server'

interface DealersArgs {
  request: Request
  params: { lang?: string }
}

/** Longer input is no postal code or place. */
const MAX_QUERY = 80

/**
 * The dealer finder (/{lang}/dealers?q=&place=&all=1): a GET form, so every state is a URL that
 * works without JavaScript. Without a query the page is the form alone; a search result is no
 * page for search engines (noindex), the finder itself is.
 */
export async function loadDealersScreen({ request, params }: DealersArgs) {
  const locale = requireLocale(params, request)
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
  const place = url.searchParams.get('place')?.trim() || undefined
  const all = url.searchParams.get('all') === '1'
  const searching = Boolean(query || place || all)
  const [site, search] = await Promise.all([
    siteContext(request, locale),
    searching ? withCms(request, () => findDealers(locale, query, { all, place })) : null,
  ])
  const head = buildHead({
    locale,
    brand: site.global.brand,
    title: site.t('dealers.title'),
    description: site.t('dealers.description'),
    seo: searching ? { noIndex: true } : null,
    paths: everyLanguage({ kind: 'section', section: 'dealers' }),
    crumbs: site.crumbs('dealers'),
  })
  return { query, all, search, head }
}
