import { listDealers, type CmsClient, type Dealer } from '@lamella/cms'
import { countries, type Country, type Locale } from '@lamella/i18n'
import { lookupPlace } from '#app/shared/places/lookup.server'
import type { PlaceMatch } from '#app/shared/places/place-match'
import { placeName, places, type Place, type PlaceIndex } from '#app/shared/places/places.server'

export type { PlaceMatch } from '#app/shared/places/place-match'

export interface DealerResult extends Dealer {
  /** as the crow flies from the place searched; null for a dealer without coordinates */
  distanceKm: number | null
}

export type DealerSearch =
  /**
   * The place was recognised: its nearest NEAREST_DEALERS dealers (every dealer with `all`),
   * nearest first, however far the nearest is. `total` counts them all.
   */
  | {
      status: 'found'
      place: PlaceMatch
      dealers: DealerResult[]
      total: number
      /** the code typed, when it is unknown and `place` lies at the nearest known code */
      approximateCode?: string
      /** the same code or name in other countries: "not what you meant?" */
      others: PlaceMatch[]
    }
  /** several places answer to the input: the visitor picks one (`place`) */
  | { status: 'ambiguous'; choices: PlaceMatch[]; more: boolean; approximateCode?: string }
  /** the input is no place we know: 'No dealers found.' and what to try next */
  | { status: 'none' }
  /** every dealer, by country and name: asked for without a place, or after 'none' */
  | { status: 'all'; dealers: DealerResult[] }

export const NEAREST_DEALERS = 3

/** The finder's query: the text typed, a place picked among several, every dealer. */
export const dealerSearchParams = ['q', 'place', 'all'] as const

const EARTH_RADIUS_KM = 6371

/** Today in Brussels, as `YYYY-MM-DD`. */
export function brusselsDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now)
}

/** A dealer who paused takes no new leads, and is not offered, until the day they named. */
export function isPaused(dealer: Pick<Dealer, 'pausedUntil'>, today: string): boolean {
  return dealer.pausedUntil !== null && today < dealer.pausedUntil.slice(0, 10)
}

/** Great-circle distance (haversine): plenty for "which dealer is nearest". */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(to.latitude - from.latitude)
  const dLon = rad(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function toPlaceMatch(place: Place, locale: Locale): PlaceMatch {
  const { id, country, code, region, latitude, longitude } = place
  return { id, country, code, name: placeName(place, locale), region, latitude, longitude }
}

function withDistance(dealer: Dealer, from: PlaceMatch | null): DealerResult {
  const { latitude, longitude } = dealer
  return {
    ...dealer,
    distanceKm:
      from && latitude !== null && longitude !== null
        ? distanceKm(from, { latitude, longitude })
        : null,
  }
}

const byDistance = (a: DealerResult, b: DealerResult) =>
  (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
  a.name.localeCompare(b.name)

const byCountryAndName = (a: DealerResult, b: DealerResult) =>
  countries.indexOf(a.country) - countries.indexOf(b.country) || a.name.localeCompare(b.name)

export interface DealerSearchOptions {
  /** every dealer rather than the nearest few */
  all?: boolean
  /** the id of the place the visitor picked from an ambiguous answer */
  place?: string
  /** the country a form names: the query's code is of that country */
  country?: Country
}

/**
 * The search behind `findDealers`, on data already read: pure, so every rule is unit-tested.
 * A recognised place always lists dealers, nearest first with their distance; only input that is
 * no place (or a CMS without dealers) answers 'none' (or, with `all`, every dealer).
 */
export function searchDealers(
  index: PlaceIndex,
  dealers: readonly Dealer[],
  locale: Locale,
  query: string,
  options: DealerSearchOptions = {},
): DealerSearch {
  const everyDealer = (): DealerSearch => ({
    status: 'all',
    dealers: dealers.map((dealer) => withDistance(dealer, null)).sort(byCountryAndName),
  })
  const lookup =
    dealers.length > 0 && (query.trim() || options.place)
      ? lookupPlace(index, query, options)
      : null
  if (!lookup || lookup.status === 'unknown') {
    return options.all ? everyDealer() : { status: 'none' }
  }
  if (lookup.status === 'ambiguous') {
    return {
      status: 'ambiguous',
      choices: lookup.choices.map((place) => toPlaceMatch(place, locale)),
      more: lookup.more,
      ...(lookup.approximateCode ? { approximateCode: lookup.approximateCode } : {}),
    }
  }
  const place = toPlaceMatch(lookup.place, locale)
  const sorted = dealers.map((dealer) => withDistance(dealer, place)).sort(byDistance)
  return {
    status: 'found',
    place,
    dealers: options.all ? sorted : sorted.slice(0, NEAREST_DEALERS),
    total: sorted.length,
    ...(lookup.approximateCode ? { approximateCode: lookup.approximateCode } : {}),
    others: lookup.others.map((other) => toPlaceMatch(other, locale)),
  }
}

/**
 * Dealers near a postal code or place of the market (case and accents do not count; every
 * language's name matches). The dealers come from the CMS through its content cache, the places
 * from the site's own table, so a search costs no CMS round trip once warm. CMS failures reject
 * (a route wraps the call in `withCms`).
 */
export async function findDealers(
  cms: CmsClient,
  locale: Locale,
  query: string,
  options: DealerSearchOptions = {},
): Promise<DealerSearch> {
  if (!query.trim() && !options.place && !options.all) return { status: 'none' }
  const today = brusselsDay()
  const dealers = (await listDealers(cms)).filter((dealer) => !isPaused(dealer, today))
  return searchDealers(places(), dealers, locale, query, options)
}
