import { formatNumber, type Locale } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Button, Heading } from '@lamella/ui'
import { useId } from 'react'
import { Link } from 'react-router'
import { configurationSearch, type Configuration, type PoolLine } from '#app/features/configurator'
import { pathOf } from '#app/shared/paths'

/** The configuration the request is for, with a way to change it, or an invitation to make one. */
export function ChosenConfiguration({
  locale,
  configuration,
  lines,
}: {
  locale: Locale
  configuration: Configuration | null
  lines: readonly PoolLine[]
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const configure = pathOf(locale, { kind: 'section', section: 'configure' })
  const line = configuration ? lines.find((entry) => entry.id === configuration.pool) : undefined
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-ink-200 bg-muted p-5 sm:p-6"
    >
      <Heading id={titleId} level={2} size="lg" className="mb-4">
        {t('configurator.chosenConfiguration')}
      </Heading>
      {configuration && line ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('quote.poolLine')}</dt>
            <dd className="font-medium">{line.title}</dd>
            <dt className="text-muted-foreground">{t('quote.colour')}</dt>
            <dd className="font-medium">{t(`colors.${configuration.color}`)}</dd>
            <dt className="text-muted-foreground">{t('quote.size')}</dt>
            <dd className="font-medium">
              {formatNumber(locale, configuration.length)} ×{' '}
              {formatNumber(locale, configuration.width)} m
            </dd>
            <dt className="text-muted-foreground">{t('quote.stair')}</dt>
            <dd className="font-medium">{t(`stairs.${configuration.stair}`)}</dd>
          </dl>
          <Link
            to={`${configure}?${configurationSearch(configuration).toString()}`}
            className="mt-4 inline-block text-sm text-primary underline underline-offset-4 hover:decoration-2"
          >
            {t('configurator.change')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm">{t('quoteRequest.noConfiguration')}</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link to={configure}>{t('quoteRequest.configure')}</Link>
          </Button>
        </>
      )}
    </section>
  )
}
