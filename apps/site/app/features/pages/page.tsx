import { PageView } from './page-view'
import { headToMeta } from '#app/shared/seo/head'
import { loadGenericPage } from './pages.server'
import type { Route } from './+types/page'

export const loader = (args: Route.LoaderArgs) => loadGenericPage(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function GenericPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />
}
