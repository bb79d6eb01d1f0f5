import { getPostBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { CollectionDetail } from './collection-detail'
import { loadDetail } from './collections.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import { blogPosting } from '#app/shared/seo/structured-data.server'
import { headToMeta } from '#app/shared/seo/head'
import type { Route } from './+types/blog-article'

export const loader = (args: Route.LoaderArgs) =>
  loadDetail('blog', getPostBySlug, args, (post, { url, image, site }) => ({
    type: 'article',
    jsonLd: blogPosting({
      origin: siteOrigin(),
      locale: requireLocale(args.params, args.request),
      url,
      headline: post.title,
      description: post.summary,
      image,
      datePublished: post.datePublished,
      author: post.author,
      brand: site.global.brand,
    }),
  }))

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { item, backPath } = loaderData
  const byline = [
    item.published ? t('blog.publishedOn', { date: item.published }) : null,
    item.author,
  ].filter((part): part is string => Boolean(part))
  return (
    <CollectionDetail section="blog" backPath={backPath} item={item} byline={byline.join(' · ')} />
  )
}
