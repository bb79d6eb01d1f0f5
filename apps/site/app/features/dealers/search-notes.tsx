import { formatDistance, formatPostalCode } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { cn } from '@lamella/ui'
import type { DealerSearch } from './dealer-search.server'
import { placeLabel } from '#app/shared/places/place-match'

/** Beyond this the visitor is told how far the nearest dealer is, before the list. */
export const FAR_DEALER_KM = 25

type Found = Extract<DealerSearch, { status: 'found' }>

/**
 * What a visitor should know before the list of dealers: that their postal code is unknown and
 * the list is for the nearest code we know, and that the nearest dealer is far away.
 */
export function DealerSearchNotes({ search, className }: { search: Found; className?: string }) {
  const { t, locale } = useTranslation()
  const nearest = search.dealers[0]?.distanceKm ?? null
  const notes = [
    search.approximateCode
      ? t('dealers.approximate', {
          code: formatPostalCode(search.place.country, search.approximateCode),
          place: placeLabel(search.place, locale),
        })
      : null,
    nearest !== null && nearest > FAR_DEALER_KM
      ? t('dealers.nearestFar', { distance: formatDistance(locale, nearest) })
      : null,
  ].filter((note): note is string => note !== null)
  if (notes.length === 0) return null
  return (
    <div className={cn('flex flex-col gap-1 rounded-lg bg-muted p-4 text-sm', className)}>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  )
}

/** The credit the places' open licences ask for, wherever the site shows what they found. */
export function PlaceAttribution({ className }: { className?: string }) {
  const { t } = useTranslation()
  const link = 'underline underline-offset-2 hover:decoration-2'
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {t('places.source')}:{' '}
      <a className={link} href="https://www.geonames.org/" rel="noopener">
        GeoNames
      </a>{' '}
      (
      <a
        className={link}
        href="https://creativecommons.org/licenses/by/4.0/"
        rel="noopener license"
      >
        CC BY 4.0
      </a>
      ),{' '}
      <a className={link} href="https://statbel.fgov.be/en/open-data" rel="noopener">
        Statbel
      </a>
    </p>
  )
}
