import { CollectionList } from './collection-list'
import { loadList } from './collections.server'
import { headToMeta } from '#app/shared/seo/head'
import type { Route } from './+types/blog-index'

export const loader = (args: Route.LoaderArgs) => loadList('blog', args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <CollectionList {...loaderData} />
}
