import { getCoverBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { CollectionDetail } from '../../components/collection-detail'
import { loadDetail } from '../../lib/collections.server'
import { headToMeta } from '../../lib/head'
import type { Route } from './+types/cover-detail'

export const loader = (args: Route.LoaderArgs) => loadDetail('covers', getCoverBySlug, args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function CoverDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { item, locale } = loaderData
  const facts = item.color ? [{ label: t('covers.colour'), value: t(`colors.${item.color}`) }] : []
  return <CollectionDetail section="covers" locale={locale} item={item} facts={facts} />
}
