import { Button, Container, Heading, Section, Text } from '@lamella/ui'
import { useTranslation } from 'react-i18next'
import { Link, isRouteErrorResponse } from 'react-router'
import type { NotFoundData } from '../lib/not-found'
import { useRootData } from '../lib/root-data'

/**
 * The error screen of spec sections 2 and 8: translated title and description from the
 * page_not_found singleton, the 404 message with the path, and a home button in the visitor's
 * language. Also shown, with a generic message, for unexpected errors.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = root?.locale ?? 'nl'
  const content = root?.notFound
  let message: string
  let reason: string
  let fallback: { title: string; description: string } = {
    title: t('errors.notFound.title'),
    description: t('errors.notFound.description'),
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    const data = error.data as Partial<NotFoundData> | undefined
    reason = data?.reason ?? 'route'
    const path = data?.path ?? ''
    message =
      reason === 'page' ? t('errors.pageNotFound', { path }) : t('errors.routeNotFound', { path })
  } else {
    reason = 'error'
    message = t('errors.unexpected.description')
    fallback = { title: t('errors.unexpected.title'), description: message }
  }
  return (
    <Section spacing="lg" data-testid="error-screen" data-reason={reason}>
      <Container size="prose" className="flex flex-col items-start gap-6">
        <Text variant="eyebrow">{isRouteErrorResponse(error) ? error.status : 500}</Text>
        <Heading level={1}>{content?.title ?? fallback.title}</Heading>
        <Text variant="lead" tone="muted">
          {content?.description ?? fallback.description}
        </Text>
        <Text variant="caption" tone="muted" data-testid="error-message">
          {message}
        </Text>
        <Button asChild variant="cta" className="mt-4">
          <Link to={`/${locale}`}>{content?.homeCta ?? t('common.backToHome')}</Link>
        </Button>
      </Container>
    </Section>
  )
}
