import { listDealers, listPostalCodes, type Dealer, type PostalCode } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { cms } from './cms.server'
import { matchPlaces, splitPlaceQuery, toPlaceMatch, type PlaceMatch } from './places.server'

export type { PlaceMatch } from './places.server'

export interface DealerResult {
  id: number
  name: string
  address: string | null
  postalCode: string | null
  municipality: string | null
  phone: string | null
  email: string | null
  website: string | null
  latitude: number | null
  longitude: number | null
  /** as the crow flies from the place searched; null for a dealer without coordinates */
  distanceKm: number | null
}

export type DealerSearch =
  /** the nearest NEAREST_DEALERS dealers unless `all`; `total` counts them all */
  | { status: 'found'; place: PlaceMatch; dealers: DealerResult[]; total: number }
  /** a name several places share: the visitor picks one (`place`) */
  | { status: 'ambiguous'; choices: PlaceMatch[] }
  /** 'No dealers found.' */
  | { status: 'none' }

export const NEAREST_DEALERS = 3

const EARTH_RADIUS_KM = 6371

/** Great-circle distance (haversine): plenty for "which dealer is nearest" within a country. */
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

function withDistance(dealer: Dealer, place: PlaceMatch): DealerResult {
  const { latitude, longitude } = dealer
  return {
    ...dealer,
    distanceKm:
      latitude !== null && longitude !== null ? distanceKm(place, { latitude, longitude }) : null,
  }
}

const byDistance = (a: DealerResult, b: DealerResult) =>
  (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
  a.name.localeCompare(b.name)

/**
 * The search behind `findDealers`, on data already read: pure, so every rule is unit-tested.
 * A postal code finds its place even when it covers several municipalities (the first one's
 * centre stands for it); a name shared by several places is ambiguous unless `place` picks one.
 */
export function searchDealers(
  data: { postalCodes: readonly PostalCode[]; dealers: readonly Dealer[] },
  locale: Locale,
  query: string,
  options: { all?: boolean; place?: string } = {},
): DealerSearch {
  const { code, name } = splitPlaceQuery(query)
  const matches = matchPlaces(data.postalCodes, { code, name })
  const picked = options.place ? matches.find((row) => String(row.id) === options.place) : undefined
  const chosen = picked ?? (matches.length === 1 || (code && !name) ? matches[0] : undefined)
  if (!chosen) {
    return matches.length > 1
      ? { status: 'ambiguous', choices: matches.map((row) => toPlaceMatch(row, locale)) }
      : { status: 'none' }
  }
  const place = toPlaceMatch(chosen, locale)
  const sorted = data.dealers.map((dealer) => withDistance(dealer, place)).sort(byDistance)
  if (sorted.length === 0) return { status: 'none' }
  return {
    status: 'found',
    place,
    dealers: options.all ? sorted : sorted.slice(0, NEAREST_DEALERS),
    total: sorted.length,
  }
}

/**
 * Dealers near a postal code or municipality (case and accents do not count; nl, fr and de
 * names all match). Both lists come from the CMS through its content cache, so a search costs
 * no CMS round trip once warm. CMS failures reject (a route wraps the call in `withCms`).
 */
export async function findDealers(
  locale: Locale,
  query: string,
  options: { all?: boolean; place?: string } = {},
): Promise<DealerSearch> {
  if (!query.trim()) return { status: 'none' }
  const client = cms()
  const [postalCodes, dealers] = await Promise.all([listPostalCodes(client), listDealers(client)])
  return searchDealers({ postalCodes, dealers }, locale, query, options)
}
