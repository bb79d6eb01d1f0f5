import { getProjectBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { CollectionDetail, type Fact } from '../../components/collection-detail'
import { loadDetail } from '../../lib/collections.server'
import { headToMeta } from '../../lib/head'
import type { Route } from './+types/project-detail'

export const loader = (args: Route.LoaderArgs) => loadDetail('projects', getProjectBySlug, args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { item, backPath } = loaderData
  const facts: Fact[] = []
  if (item.color)
    facts.push({ label: t('projects.filters.colors'), value: t(`colors.${item.color}`) })
  if (item.coverType)
    facts.push({ label: t('projects.filters.product'), value: t(`coverTypes.${item.coverType}`) })
  if (item.pool) facts.push({ label: t('projects.filters.poolTypes'), value: item.pool.title })
  if (item.stair)
    facts.push({ label: t('projects.filters.stairs'), value: t(`stairs.${item.stair}`) })
  if (item.municipality) facts.push({ label: t('projects.location'), value: item.municipality })
  return <CollectionDetail section="projects" backPath={backPath} item={item} facts={facts} />
}
