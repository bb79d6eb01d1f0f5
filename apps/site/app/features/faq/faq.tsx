import { FaqListLazy } from '@lamella/blocks'
import { useTranslation } from '@lamella/i18n/react'
import { Container, Heading, Section } from '@lamella/ui'
import { Suspense, useId } from 'react'
import { headToMeta } from '#app/shared/seo/head'
import { loadFaqScreen } from './faq.server'
import type { Route } from './+types/faq'

export const loader = (args: Route.LoaderArgs) => loadFaqScreen(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

export default function FaqScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} className="mb-10 wrap-break-word hyphens-auto">
          {t('faq.title')}
        </Heading>
        <Suspense>
          <FaqListLazy categories={loaderData.categories} headingLevel={2} />
        </Suspense>
      </Container>
    </Section>
  )
}
