import { getCoverBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { CollectionDetail } from '../../components/collection-detail'
import { loadDetail } from '../../lib/collections.server'
import { product } from '../../lib/structured-data.server'
import { headToMeta } from '../../lib/head'
import type { Route } from './+types/cover-detail'

export const loader = (args: Route.LoaderArgs) =>
  loadDetail('covers', getCoverBySlug, args, (cover, { url, image, site }) => ({
    type: 'product',
    jsonLd: product({
      url,
      name: cover.title,
      description: cover.summary,
      image,
      brand: site.global.brand,
      color: cover.color ? site.t(`colors.${cover.color}`) : null,
    }),
  }))

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function CoverDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { item, backPath } = loaderData
  const facts = item.color ? [{ label: t('covers.colour'), value: t(`colors.${item.color}`) }] : []
  return <CollectionDetail section="covers" backPath={backPath} item={item} facts={facts} />
}
