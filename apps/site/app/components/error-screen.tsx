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
    message = reason === 'page' ? t('errors.pageNotFound', { path }) : t('errors.routeNotFound', { path })
  } else {
    reason = 'error'
    message = t('errors.unexpected.description')
    fallback = { title: t('errors.unexpected.title'), description: message }
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-24" data-testid="error-screen" data-reason={reason}>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
        {isRouteErrorResponse(error) ? error.status : 500}
      </p>
      <h1 className="text-4xl font-semibold tracking-tight text-ink-950">
        {content?.title ?? fallback.title}
      </h1>
      <p className="text-lg text-ink-700">{content?.description ?? fallback.description}</p>
      <p className="text-sm text-muted-foreground" data-testid="error-message">
        {message}
      </p>
      <Link
        to={`/${locale}`}
        className="inline-flex min-h-11 items-center border-2 border-primary px-6 py-2 text-sm font-semibold uppercase tracking-widest text-primary hover:bg-primary hover:text-primary-foreground"
      >
        {content?.homeCta ?? t('common.backToHome')}
      </Link>
    </section>
  )
}
