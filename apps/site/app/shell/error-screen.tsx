import { pathOf } from '#app/shared/paths'
import { Button, Container, Heading, Section, Text } from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { Link, isRouteErrorResponse } from 'react-router'
import type { NotFoundData } from '#app/shared/not-found'
import { useRootData } from '#app/shared/root-data'

type Translate = ReturnType<typeof useTranslation>['t']

interface Described {
  reason: NotFoundData['reason'] | 'error'
  /** the line under the description; the 404s name the path */
  message?: string
  /** the catalogue's texts, for when the CMS's page_not_found texts are missing or unfit */
  fallback: { title: string; description: string }
  /** whether the page_not_found texts of the CMS describe this error */
  cmsTexts: boolean
}

function describe(error: unknown, t: Translate): Described {
  const data = isRouteErrorResponse(error)
    ? (error.data as Partial<NotFoundData> | undefined)
    : undefined
  if (isRouteErrorResponse(error) && error.status === 404) {
    const reason = data?.reason === 'page' ? 'page' : 'route'
    const path = data?.path ?? ''
    return {
      reason,
      message:
        reason === 'page'
          ? t('errors.pageNotFound', { path })
          : t('errors.routeNotFound', { path }),
      fallback: {
        title: t('errors.notFound.title'),
        description: t('errors.notFound.description'),
      },
      cmsTexts: true,
    }
  }
  if (data?.reason === 'unavailable') {
    return {
      reason: 'unavailable',
      fallback: {
        title: t('errors.unavailable.title'),
        description: t('errors.unavailable.description'),
      },
      cmsTexts: false,
    }
  }
  const description = t('errors.unexpected.description')
  return {
    reason: 'error',
    message: description,
    fallback: { title: t('errors.unexpected.title'), description },
    cmsTexts: true,
  }
}

/**
 * The error screen: translated title and description from the
 * page_not_found singleton, the 404 message with the path, and a home button in the visitor's
 * language. Also shown, with a generic message, for unexpected errors, and with its own texts
 * when the CMS is unavailable (503).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = root?.locale ?? 'nl'
  const { reason, message, fallback, cmsTexts } = describe(error, t)
  const texts = cmsTexts ? root?.notFound : undefined
  return (
    <Section spacing="lg" data-testid="error-screen" data-reason={reason}>
      <Container size="prose" className="flex flex-col items-start gap-6">
        <Text variant="eyebrow">{isRouteErrorResponse(error) ? error.status : 500}</Text>
        <Heading level={1}>{texts?.title ?? fallback.title}</Heading>
        <Text variant="lead" tone="muted">
          {texts?.description ?? fallback.description}
        </Text>
        {message && (
          <Text variant="caption" tone="muted" data-testid="error-message">
            {message}
          </Text>
        )}
        <Button asChild variant="cta" className="mt-4">
          <Link to={pathOf(locale, { kind: 'home' })}>
            {texts?.homeCta ?? t('common.backToHome')}
          </Link>
        </Button>
      </Container>
    </Section>
  )
}
