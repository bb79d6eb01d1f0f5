import { useLocation, useNavigation } from 'react-router'
import { headToMeta } from '#app/shared/seo/head'
import { SearchScreen } from './search-screen'
import { MAX_QUERY } from './search-query'
import { loadSearchScreen } from './search.server'
import type { Route } from './+types/search'

export const loader = (args: Route.LoaderArgs) => loadSearchScreen(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

/** As many answers as there are words to type: none is kept by a cache or a search engine. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
})

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  return (
    <SearchScreen
      query={loaderData.query}
      results={loaderData.results}
      loading={loading}
      maxQuery={MAX_QUERY}
    />
  )
}
