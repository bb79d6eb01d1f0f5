import { getPostBySlug } from '@lamella/cms'
import { formatDate } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { CollectionDetail } from '../../components/collection-detail'
import { loadDetail } from '../../lib/collections.server'
import { headToMeta } from '../../lib/head'
import type { Route } from './+types/blog-article'

export const loader = (args: Route.LoaderArgs) => loadDetail('blog', getPostBySlug, args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { item, locale } = loaderData
  const byline = [
    item.datePublished
      ? t('blog.publishedOn', { date: formatDate(locale, item.datePublished) })
      : null,
    item.author,
  ].filter((part): part is string => Boolean(part))
  return <CollectionDetail section="blog" locale={locale} item={item} byline={byline.join(' · ')} />
}
