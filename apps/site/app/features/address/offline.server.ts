import { countries, normalizePlaceName, postalDistrict, type Country } from '@lamella/i18n'
import {
  placeName,
  places as sitePlaces,
  placesCoded,
  placesNamed,
  type Place,
  type PlaceIndex,
} from '#app/shared/places/places.server'
import { parseAddress, type ParsedAddress } from './parse'
import type { AddressContext, AddressProvider } from './provider.server'
import { MAX_SUGGESTIONS, type AddressSuggestion } from './suggestion'

const fiveDigits = (country: Country) => country === 'FR' || country === 'DE'

/**
 * The countries a code of so many digits may belong to, the form's country first: four digits
 * are a whole code of Belgium, the Netherlands or Luxembourg, or the start of a French or German
 * one only where the form says France or Germany; fewer may be anything yet.
 */
function countriesFor(code: string, first?: Country): Country[] {
  const possible = countries.filter((country) =>
    code.length === 5
      ? fiveDigits(country)
      : code.length === 4
        ? !fiveDigits(country) || country === first
        : true,
  )
  return first && possible.includes(first)
    ? [first, ...possible.filter((country) => country !== first)]
    : possible
}

function placesFor(index: PlaceIndex, parsed: ParsedAddress, context: AddressContext): Place[] {
  const name = normalizePlaceName(parsed.municipality ?? '')
  const named = (place: Place) =>
    !name ||
    [place.name, ...Object.values(place.names)].some((candidate) =>
      normalizePlaceName(candidate).startsWith(name),
    )
  if (parsed.postalCode) {
    const inCountries = parsed.country
      ? [parsed.country]
      : countriesFor(parsed.postalCode, context.country)
    return inCountries
      .flatMap((country) => placesCoded(index, country, parsed.postalCode!, MAX_SUGGESTIONS * 4))
      .filter(named)
  }
  if (name) {
    const found = placesNamed(index, name, MAX_SUGGESTIONS * 4)
    const first = parsed.country ?? context.country ?? 'BE'
    return [
      ...found.filter((place) => place.country === first),
      ...found.filter((place) => place.country !== first),
    ]
  }
  // The street alone ("Kerkstraat 12", as the field asks): the form's postal code says where.
  const country = context.country
  const code = context.postalCode?.replace(/^\D+/, '').trim()
  if (!country || !code) return []
  return (
    index.byCode.get(`${country}:${postalDistrict(country, code.toUpperCase())}`)?.slice() ?? []
  )
}

/**
 * The default provider: needs nothing but the site's places table. It cannot know streets, so it
 * completes the place of what the visitor typed ("Kerkstraat 12, 90" -> "9000 Gent"), or takes
 * the place from the form's postal code, and keeps their street and number as written. A street
 * with no place anywhere yet is offered as typed, so the visitor sees it is understood.
 */
export function createOfflineProvider(index: () => PlaceIndex = sitePlaces): AddressProvider {
  return {
    async suggest(query, locale, context = {}) {
      const parsed = parseAddress(query)
      if (!parsed.street) return []
      const street = parsed.houseNumber
        ? parsed.numberFirst
          ? `${parsed.houseNumber} ${parsed.street}`
          : `${parsed.street} ${parsed.houseNumber}`
        : parsed.street
      const houseNumber = parsed.houseNumber ?? null
      const hasPlace = Boolean(parsed.postalCode || parsed.municipality)
      const found = placesFor(index(), parsed, context)
      // A Dutch postcode's letters are the visitor's, not the table's (it knows "4524", not
      // "4524 CD"): a suggestion keeps them, so that the form it fills accepts the code.
      const letters =
        parsed.postalLetters ?? /\s?([A-Z]{2})$/i.exec(context.postalCode?.trim() ?? '')?.[1]
      const postalCodeOf = (place: Place) =>
        place.country === 'NL' && letters ? `${place.code} ${letters.toUpperCase()}` : place.code
      if (found.length === 0) {
        return hasPlace
          ? []
          : [
              {
                id: `typed:${street}`,
                street,
                houseNumber,
                postalCode: null,
                municipality: null,
                country: null,
              },
            ]
      }
      return found.slice(0, MAX_SUGGESTIONS).map((place): AddressSuggestion => ({
        id: `${place.id}:${street}`,
        street,
        houseNumber,
        postalCode: postalCodeOf(place),
        municipality: placeName(place, locale),
        country: place.country,
      }))
    },
  }
}
