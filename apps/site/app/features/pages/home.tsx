import { PageView } from './page-view'
import { headToMeta } from '#app/shared/seo/head'
import { loadHomePage } from './pages.server'
import type { Route } from './+types/home'

export const loader = (args: Route.LoaderArgs) => loadHomePage(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function Home({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />
}
