import { useTranslation } from '@lamella/i18n/react'
import { Button } from '@lamella/ui'
import { Link, useLocation } from 'react-router'
import { CollectionList } from './collection-list'
import { ProjectFilters } from './project-filters'
import { headToMeta } from '#app/shared/seo/head'
import { loadProjectsIndex } from './projects-index.server'
import type { Route } from './+types/projects-index'

export const loader = (args: Route.LoaderArgs) => loadProjectsIndex(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function ProjectsIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { facets, selection, ...list } = loaderData
  return (
    <CollectionList
      {...list}
      filters={<ProjectFilters facets={facets} selection={selection} />}
      empty={{
        description: t('projects.noProjectsHint'),
        action: (
          <Button asChild variant="outline">
            <Link to={pathname} preventScrollReset>
              {t('projects.filters.clear')}
            </Link>
          </Button>
        ),
      }}
    />
  )
}
