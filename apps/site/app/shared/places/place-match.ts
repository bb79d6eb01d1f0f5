import { countryName, formatPostalCode, type Country, type Locale } from '@lamella/i18n'

/**
 * A place as the browser receives it: named in the visitor's language, with what tells it apart
 * from places of the same name (its region and country).
 */
export interface PlaceMatch {
  /** what `?place=` names to pick it from a list of choices */
  id: string
  country: Country
  code: string
  name: string
  region: string
  latitude: number
  longitude: number
}

/** "8370 Blankenberge", and for the neighbouring markets their country: "59000 Lille, France". */
export function placeLabel(place: PlaceMatch, locale: Locale): string {
  const label = `${formatPostalCode(place.country, place.code)} ${place.name}`
  return place.country === 'BE' ? label : `${label}, ${countryName(locale, place.country)}`
}

/** What tells a place apart in a list of places of the same name: "Hainaut · Belgium". */
export function placeDetail(place: PlaceMatch, locale: Locale): string {
  return [place.region, countryName(locale, place.country)].filter(Boolean).join(' · ')
}
