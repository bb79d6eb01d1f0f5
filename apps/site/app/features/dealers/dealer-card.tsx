import { formatDistance, formatPostalCode, toTag, type Locale } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Heading } from '@lamella/ui'
import type { DealerResult } from './dealer-search.server'

const link = 'text-primary underline underline-offset-4 hover:decoration-2'

const names = new Map<string, Intl.DisplayNames>()
/** The languages a dealer speaks, named in the visitor's language. */
function languageNames(locale: Locale) {
  let displayNames = names.get(locale)
  if (!displayNames) {
    displayNames = new Intl.DisplayNames([toTag(locale)], { type: 'language' })
    names.set(locale, displayNames)
  }
  return displayNames
}

/** One dealer of the finder's list: name, distance, address and every way to reach them. */
export function DealerCard({ dealer }: { dealer: DealerResult }) {
  const { t, locale } = useTranslation()
  const place = [
    dealer.postalCode ? formatPostalCode(dealer.country, dealer.postalCode) : null,
    dealer.municipality,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <article className="rounded-lg border border-ink-200 bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading level={3} size="lg">
          {dealer.name}
        </Heading>
        {dealer.distanceKm === null ? null : (
          <p className="text-sm text-muted-foreground">
            {t('dealers.distance', { distance: formatDistance(locale, dealer.distanceKm) })}
          </p>
        )}
      </div>
      {dealer.address || place ? (
        <address className="mt-2 not-italic">
          {dealer.address ? <span className="block">{dealer.address}</span> : null}
          {place ? <span className="block">{place}</span> : null}
        </address>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {dealer.phone ? (
          <>
            <dt className="text-muted-foreground">{t('dealers.phone')}</dt>
            <dd>
              <a className={link} href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>
                {dealer.phone}
              </a>
            </dd>
          </>
        ) : null}
        {dealer.languages.length > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('dealers.languages')}</dt>
            <dd>
              {dealer.languages.map((code) => languageNames(locale).of(code) ?? code).join(', ')}
            </dd>
          </>
        ) : null}
        {dealer.openingHours ? (
          <>
            <dt className="text-muted-foreground">{t('dealers.openingHours')}</dt>
            <dd className="whitespace-pre-line">{dealer.openingHours}</dd>
          </>
        ) : null}
        {dealer.email ? (
          <>
            <dt className="text-muted-foreground">{t('dealers.email')}</dt>
            <dd className="break-all">
              <a className={link} href={`mailto:${dealer.email}`}>
                {dealer.email}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {dealer.website ? (
        <p className="mt-3 text-sm">
          <a className={link} href={dealer.website} rel="noopener">
            {t('dealers.websiteOf', { name: dealer.name })}
          </a>
        </p>
      ) : null}
    </article>
  )
}
