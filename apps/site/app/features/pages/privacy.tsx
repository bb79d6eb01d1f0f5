import { PageView } from './page-view'
import { headToMeta } from '#app/shared/seo/head'
import { loadPrivacyPage } from './pages.server'
import type { Route } from './+types/privacy'

export const loader = (args: Route.LoaderArgs) => loadPrivacyPage(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />
}
