import { PageView } from './page-view'
import { headToMeta } from '#app/shared/seo/head'
import { loadTermsPage } from './pages.server'
import type { Route } from './+types/terms'

export const loader = (args: Route.LoaderArgs) => loadTermsPage(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />
}
