/**
 * Which dealer a lead goes to when its dealer let the promise pass: the nearest other dealer that
 * can take it. Plain functions of rows, so that the choice is tested without a Directus.
 */
import { isPaused } from './lead-deadline.ts'

export interface RoutingDealer {
  id: number
  name: string
  status?: unknown
  email?: unknown
  lead_email?: unknown
  language?: unknown
  country?: unknown
  latitude?: unknown
  longitude?: unknown
  postal_code?: unknown
  paused_until?: unknown
}

export interface RoutingLead {
  latitude?: unknown
  longitude?: unknown
  country?: unknown
  postal_code?: unknown
}

/** Any dealer this close is near enough, across a border too (Eupen and Aachen, Arlon and Luxembourg). */
export const anyMarketKm = 50
/** A dealer of the lead's own country this close is near enough. */
export const sameMarketKm = 100

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** Great-circle distance in kilometres (haversine, mean earth radius). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Where a dealer's lead mails go: its lead address, else its address; '' when it has neither. */
export const leadAddress = (dealer: Pick<RoutingDealer, 'email' | 'lead_email'>): string =>
  [dealer.lead_email, dealer.email]
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .find(Boolean) ?? ''

const postalNumber = (value: unknown): number | null => {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : ''
  return digits ? Number(digits) : null
}

/**
 * The dealer a lead goes to next, or null for the office. A dealer can take it when it is
 * published, has an address for leads, is not paused on `today` and was not offered this lead
 * before (`excluded`). With the lead's coordinates: the nearest such dealer within `anyMarketKm`,
 * or within `sameMarketKm` in the lead's country. Without them: the dealer of the lead's country
 * whose postal code is closest in number to the lead's (Belgian codes run by region), if any.
 * Ties go to the lower id, so that every run chooses alike.
 */
export function nextDealer(
  lead: RoutingLead,
  dealers: readonly RoutingDealer[],
  excluded: ReadonlySet<number>,
  today: string,
): RoutingDealer | null {
  const available = dealers.filter(
    (dealer) =>
      dealer.status === 'published' &&
      !excluded.has(dealer.id) &&
      leadAddress(dealer) !== '' &&
      !isPaused(dealer.paused_until, today),
  )
  const ranked: Array<{ dealer: RoutingDealer; rank: number }> = []
  const { latitude, longitude } = lead
  if (finite(latitude) && finite(longitude)) {
    for (const dealer of available) {
      if (!finite(dealer.latitude) || !finite(dealer.longitude)) continue
      const km = distanceKm(
        { latitude, longitude },
        { latitude: dealer.latitude, longitude: dealer.longitude },
      )
      const sameMarket = dealer.country === lead.country
      if (km <= anyMarketKm || (sameMarket && km <= sameMarketKm)) ranked.push({ dealer, rank: km })
    }
  } else {
    const code = postalNumber(lead.postal_code)
    if (code === null) return null
    for (const dealer of available) {
      const own = postalNumber(dealer.postal_code)
      if (own !== null && dealer.country === lead.country)
        ranked.push({ dealer, rank: Math.abs(own - code) })
    }
  }
  ranked.sort((a, b) => a.rank - b.rank || a.dealer.id - b.dealer.id)
  return ranked[0]?.dealer ?? null
}

/** The ids in a stored `offered_dealers` (a JSON list; SQLite answers it as text). */
export function offeredIds(value: unknown): number[] {
  let list: unknown = value
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value)
    } catch {
      list = []
    }
  }
  return Array.isArray(list) ? list.map(Number).filter((id) => Number.isInteger(id)) : []
}
