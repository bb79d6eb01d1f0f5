import { getCoverBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { Text } from '@lamella/ui'
import { CollectionDetail } from './collection-detail'
import { ColourSwatches } from './colour-swatches'
import { loadDetail } from './collections.server'
import { product } from '#app/shared/seo/structured-data.server'
import { headToMeta } from '#app/shared/seo/head'
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
  return (
    <CollectionDetail section="covers" backPath={backPath} item={item} facts={facts}>
      <section aria-labelledby="available-colours" className="flex flex-col gap-4">
        <Text asChild variant="eyebrow" tone="muted">
          <h2 id="available-colours">{t('covers.availableColours')}</h2>
        </Text>
        <ColourSwatches
          label={t('covers.availableColours')}
          current={item.color}
          hrefOf={(colour) => `${backPath}?color=${colour}`}
        />
      </section>
    </CollectionDetail>
  )
}
