import { getPoolBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { translatorFor } from '@lamella/i18n/server'
import { CollectionDetail, type Fact } from './collection-detail'
import { SpecsTable } from './specs-table'
import { loadDetail } from './collections.server'
import { headToMeta } from '#app/shared/seo/head'
import { poolSpecs } from './pool-specs'
import { product } from '#app/shared/seo/structured-data.server'
import type { Route } from './+types/pool-detail'

export const loader = async (args: Route.LoaderArgs) => {
  const data = await loadDetail('pools', getPoolBySlug, args, (pool, { url, image, site }) => ({
    type: 'product',
    jsonLd: product({
      url,
      name: pool.title,
      description: pool.summary,
      image,
      brand: site.global.brand,
      color: null,
    }),
  }))
  // Formatted on the server: Node's and the browser's ICU may space units differently.
  return { ...data, specs: poolSpecs(data.item, data.locale, translatorFor(data.locale)) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function PoolDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { item, backPath, specs } = loaderData
  const facts: Fact[] = item.construction
    ? [{ label: t('covers.construction'), value: t(`construction.${item.construction}`) }]
    : []
  return (
    <CollectionDetail section="pools" backPath={backPath} item={item} facts={facts}>
      <SpecsTable caption={t('pools.specifications')} specs={specs} />
    </CollectionDetail>
  )
}
