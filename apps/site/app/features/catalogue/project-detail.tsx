import { BlockProvider, GalleryLazy, type GalleryProps } from '@lamella/blocks'
import { getProjectBySlug } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { Container, Heading } from '@lamella/ui'
import { Suspense, useId } from 'react'
import { blockEnvironment } from '#app/shared/ui/block-environment'
import { CollectionDetail, type Fact } from './collection-detail'
import { loadDetail } from './collections.server'
import { headToMeta } from '#app/shared/seo/head'
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
  return (
    <CollectionDetail
      section="projects"
      backPath={backPath}
      item={item}
      facts={facts}
      after={item.gallery.length > 0 && <ProjectGallery images={item.gallery} />}
    />
  )
}

/** The pictures below the project's story; each opens in the image collection's lightbox. */
function ProjectGallery({ images }: GalleryProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Container asChild className="mt-12 flex flex-col gap-6 sm:mt-16">
      <section data-project-gallery aria-labelledby={headingId}>
        <Heading id={headingId} level={2}>
          {t('projects.gallery')}
        </Heading>
        <BlockProvider value={blockEnvironment}>
          <Suspense>
            <GalleryLazy images={images} />
          </Suspense>
        </BlockProvider>
      </section>
    </Container>
  )
}
