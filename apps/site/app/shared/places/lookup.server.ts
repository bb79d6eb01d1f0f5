import { countries, normalizePlaceName, splitCountryPrefix, type Country } from '@lamella/i18n'
import {
  nearestKnownCode,
  officialKeys,
  placesNamed,
  type Place,
  type PlaceIndex,
} from './places.server'

/** What a visitor typed in a place field, taken apart: a country, a postal code, a name. */
export interface PlaceQuery {
  /** said by a prefix ("L-1009", "NL 5611") or by the Dutch letters ("5611 AB") */
  country?: Country
  code?: string
  name: string
}

const dutchCode = /(?:^|\D)(\d{4})\s?[a-z]{2}(?![\p{L}\p{N}])/iu
const fiveDigits = /(?:^|\D)(\d{5})(?!\d)/u
const fourDigits = /(?:^|\D)(\d{4})(?!\d)/u

export function parsePlaceQuery(query: string, { dutch: maybeDutch = true } = {}): PlaceQuery {
  const prefixed = splitCountryPrefix(query)
  const text = prefixed.rest
  const dutch = maybeDutch ? dutchCode.exec(text) : null
  const match = dutch ?? fiveDigits.exec(text) ?? fourDigits.exec(text)
  const country = prefixed.country ?? (dutch ? 'NL' : undefined)
  if (!match) return { ...(country ? { country } : {}), name: normalizePlaceName(text) }
  const rest = text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length)
  return { ...(country ? { country } : {}), code: match[1]!, name: normalizePlaceName(rest) }
}

export type PlaceLookup =
  | {
      status: 'found'
      place: Place
      /** the code the visitor typed, when it is unknown and `place` lies at the nearest known one */
      approximateCode?: string
      /** the same code in other countries: "not in Belgium?" */
      others: Place[]
    }
  /** several places answer to it: the visitor picks one */
  | {
      status: 'ambiguous'
      choices: Place[]
      more: boolean
      /** the code the visitor typed, when it is unknown and the choices lie at the nearest ones */
      approximateCode?: string
    }
  /** not a place we know */
  | { status: 'unknown' }

/** Places further apart than this are different places, whatever their name. */
const SAME_PLACE_KM = 20
const MAX_CHOICES = 20
const countryRank = (country: Country) => countries.indexOf(country)

function roughKm(a: Place, b: Place): number {
  const dLat = (a.latitude - b.latitude) * 111
  const dLon = (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180)
  return Math.hypot(dLat, dLon)
}

const byCountryThenCode = (a: Place, b: Place) =>
  countryRank(a.country) - countryRank(b.country) || a.code.localeCompare(b.code)

/** Big towns first: the one a visitor most likely means; the home market breaks a tie. */
const byLikelihood = (a: Place, b: Place) => b.population - a.population || byCountryThenCode(a, b)

/** A town this many times larger than any other of the name is the one meant ("Lille"). */
const DOMINANT = 5

/**
 * One place per town: a name at several codes of one town (Lille 59000, 59160, 59800...) is one
 * choice, represented by the code the city table knows (else its lowest); a name shared by towns apart (Mons in Belgium and in
 * France) stays several.
 */
function towns(places: readonly Place[]): Place[] {
  const groups = new Map<string, Place[][]>()
  for (const place of places) {
    const same = groups.get(`${place.country}:${place.key}`) ?? []
    const group = same.find(([first]) => roughKm(first!, place) <= SAME_PLACE_KM)
    if (group) group.push(place)
    else same.push([place])
    groups.set(`${place.country}:${place.key}`, same)
  }
  return [...groups.values()].flat().map((group) => group.sort(byLikelihood)[0]!)
}

const nameMatches = (place: Place, name: string) =>
  officialKeys(place).some((key) => key.startsWith(name))

/**
 * Of several places, the one meant: the single one, or a town far larger than the rest ("Lille"
 * is the French city, "Aken" is Aachen). Undefined when it is for the visitor to say.
 */
function meant(places: readonly Place[]): Place | undefined {
  const [first, second] = [...places].sort(byLikelihood)
  if (!first) return undefined
  if (!second || first.population >= DOMINANT * Math.max(second.population, 1)) return first
  return undefined
}

function lookupCode(index: PlaceIndex, query: PlaceQuery & { code: string }): PlaceLookup {
  const { code, name } = query
  const candidates: Country[] = query.country
    ? [query.country]
    : code.length === 5
      ? ['FR', 'DE']
      : ['BE', 'NL', 'LU']
  const atCode = candidates.flatMap((country) => index.byCode.get(`${country}:${code}`) ?? [])
  if (atCode.length === 0) {
    // An unknown code lies near the known codes of its district: one per country to choose from.
    const near = candidates.flatMap((country) => {
      const known = nearestKnownCode(index, country, code)
      return (known && index.byCode.get(`${country}:${known}`)?.slice(0, 1)) || []
    })
    if (near.length === 0) return { status: 'unknown' }
    if (near.length === 1) {
      return { status: 'found', place: near[0]!, approximateCode: code, others: [] }
    }
    return { status: 'ambiguous', choices: near, more: false, approximateCode: code }
  }
  // "8370 Uitkerke": the name picks the locality (and the country) among those at the code.
  const named = name ? atCode.filter((place) => nameMatches(place, name)) : []
  const pool = named.length > 0 ? named : atCode
  const perCountry = [...new Set(pool.map((place) => place.country))].map((country) =>
    pool.find((place) => place.country === country)!,
  )
  // A bare four-digit code is Belgian first; the other countries' places are offered beside it.
  const chosen = perCountry[0]?.country === 'BE' ? perCountry[0] : (meant(perCountry) ?? undefined)
  if (!chosen) return { status: 'ambiguous', choices: perCountry, more: false }
  return {
    status: 'found',
    place: chosen,
    others: perCountry.filter((place) => place !== chosen),
  }
}

function lookupName(index: PlaceIndex, query: PlaceQuery): PlaceLookup {
  const inScope = (place: Place) => !query.country || place.country === query.country
  const named = (index.byName.get(query.name) ?? []).filter(inScope)
  // A town's own name outranks another town's other name: "Mons" is Mons (and the French
  // villages of that name), not also Mons-en-Barœul, which people call Mons too; unless the
  // other town is far larger ("Aken" is Aachen, not the small Aken on the Elbe).
  const official = named.filter((place) => officialKeys(place).includes(query.name))
  const largestOfficial = Math.max(1, ...official.map((place) => place.population))
  const exact = named.some((place) => place.population >= DOMINANT * largestOfficial)
    ? named
    : official.length > 0
      ? official
      : named
  const matches =
    exact.length > 0
      ? exact
      : query.name.length >= 2
        ? placesNamed(index, query.name, 200, query.country ? [query.country] : undefined)
        : []
  const found = towns(matches).sort(byLikelihood)
  if (found.length === 0) return { status: 'unknown' }
  const place = meant(found)
  if (place) return { status: 'found', place, others: found.slice(1, 4) }
  return {
    status: 'ambiguous',
    choices: found.slice(0, MAX_CHOICES),
    more: found.length > MAX_CHOICES,
  }
}

/**
 * "4780 St Vith" reads like a Dutch postcode (4780 ST) followed by a name: when the digits are a
 * Belgian code and the letters begin the name of a place there, the visitor meant that place.
 */
function belgianFirst(index: PlaceIndex, input: string, parsed: PlaceQuery): PlaceQuery {
  if (parsed.country !== 'NL' || /^\s*[a-z]/i.test(input)) return parsed
  const plain = parsePlaceQuery(input, { dutch: false })
  if (!plain.code || !plain.name) return parsed
  const atCode = index.byCode.get(`BE:${plain.code}`) ?? []
  return atCode.some((place) => nameMatches(place, plain.name)) ? plain : parsed
}

/**
 * The place a visitor means by a postal code, a name or both ("8370", "L-1009", "5611 AB",
 * "Lille", "luik", "8370 Uitkerke"). `place` is a choice the visitor made from an earlier
 * ambiguous answer; `country` one a form field made. Pure and synchronous over the index: well under a millisecond warm.
 */
export function lookupPlace(
  index: PlaceIndex,
  input: string,
  { place, country }: { place?: string; country?: Country } = {},
): PlaceLookup {
  const picked = place ? index.byId.get(place) : undefined
  if (picked) return { status: 'found', place: picked, others: [] }
  const parsed = belgianFirst(index, input, parsePlaceQuery(input))
  const query = country ? { ...parsed, country } : parsed
  if (query.code) return lookupCode(index, { ...query, code: query.code })
  if (!query.name) return { status: 'unknown' }
  return lookupName(index, query)
}
