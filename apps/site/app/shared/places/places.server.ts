import { countries, normalizePlaceName, type Country, type Locale } from '@lamella/i18n'
// The table tools/places/build.ts makes from open data (docs/places.md): read as text, so that
// neither the type checker nor the bundler has to model 65,000 rows.
import placesJson from './places.data.json?raw'

/** One locality at one postal code: what the dealer finder, the quote form and the suggestions know. */
export interface Place {
  /** stable across rebuilds of the same data: country, code and the locality's rank at that code */
  id: string
  country: Country
  /** as the country writes it, without a country prefix: 8370, 5611, 1009, 59000, 52062 */
  code: string
  /** the locality's name as the country's data gives it */
  name: string
  /** that name as `normalizePlaceName` compares it */
  key: string
  /** Belgian municipalities' official names in Dutch, French and German */
  names: Partial<Record<'nl' | 'fr' | 'de', string>>
  /** other names people type for the town, for the search only (Brussels, Aken, Rijsel) */
  aliases: readonly string[]
  /** of a town of 15,000 people or more, else 0 */
  population: number
  /** the province, state or canton, named as people there name it */
  region: string
  latitude: number
  longitude: number
}

type BelgianLanguage = 'nl' | 'fr' | 'de'

/**
 * The language a Belgian place speaks: Dutch in the Flemish provinces, German in the
 * German-speaking Community (the postal codes 4700 to 4799), French in the rest of Wallonia;
 * Brussels speaks two, so none is its own.
 */
function spokenIn(place: Place): BelgianLanguage | undefined {
  if (place.country !== 'BE') return undefined
  if (place.region.startsWith('Provincie ')) return 'nl'
  if (place.region.startsWith('Province ')) return place.code.startsWith('47') ? 'de' : 'fr'
  return undefined
}

const isBelgianLanguage = (locale: Locale): locale is BelgianLanguage =>
  locale === 'nl' || locale === 'fr' || locale === 'de'

/**
 * The name a visitor reads: their language's official name where Belgium has one ("Bergen" for
 * Mons in Dutch), else the name in the language spoken there ("Sankt Vith", "Voeren" in English
 * and Spanish, not the French "Saint-Vith", "Fourons"), else the name the data gives.
 */
export function placeName(place: Place, locale: Locale): string {
  const spoken = spokenIn(place)
  return (
    (isBelgianLanguage(locale) ? place.names[locale] : undefined) ??
    (spoken ? place.names[spoken] : undefined) ??
    place.name
  )
}

type Row = [
  country: Country,
  code: string,
  name: string,
  region: number,
  latitude: number,
  longitude: number,
  details?: { names?: Place['names']; aliases?: string[]; population?: number },
]

interface PlacesFile {
  attribution: string
  regions: string[]
  places: Row[]
}

interface NameEntry {
  key: string
  place: Place
  /** another name for the town: found when typed whole, never by its first letters */
  alias: boolean
}

/** The places and the indexes every lookup uses, built once. */
export interface PlaceIndex {
  attribution: string
  all: readonly Place[]
  byId: ReadonlyMap<string, Place>
  /** `${country}:${code}` -> the localities at that code, the municipality first */
  byCode: ReadonlyMap<string, readonly Place[]>
  /** each country's codes, sorted: prefixes and the nearest known code are binary searches */
  codes: Readonly<Record<Country, readonly string[]>>
  /** every name under which a place may be typed, sorted by its normalised form */
  names: readonly NameEntry[]
  byName: ReadonlyMap<string, readonly Place[]>
}

export function indexPlaces(file: PlacesFile): PlaceIndex {
  const all: Place[] = []
  const byCode = new Map<string, Place[]>()
  for (const [country, code, name, region, latitude, longitude, details] of file.places) {
    const key = `${country}:${code}`
    const atCode = byCode.get(key) ?? []
    const place: Place = {
      id: `${country}-${code}-${atCode.length + 1}`,
      country,
      code,
      name,
      key: normalizePlaceName(name),
      names: details?.names ?? {},
      aliases: details?.aliases ?? [],
      population: details?.population ?? 0,
      region: file.regions[region] ?? '',
      latitude,
      longitude,
    }
    atCode.push(place)
    byCode.set(key, atCode)
    all.push(place)
  }
  // A code's municipality stands for it (4000 is Liège, not its part Glain): the data lists
  // Belgian municipalities with their official names, other localities without.
  for (const atCode of byCode.values()) {
    atCode.sort((a, b) => Number(isMunicipality(b)) - Number(isMunicipality(a)))
  }
  const codes = Object.fromEntries(countries.map((country) => [country, [] as string[]])) as Record<
    Country,
    string[]
  >
  for (const key of byCode.keys()) {
    const [country, code] = key.split(':') as [Country, string]
    codes[country].push(code)
  }
  for (const list of Object.values(codes)) list.sort()

  const names: NameEntry[] = []
  const byName = new Map<string, Place[]>()
  for (const place of all) {
    const official = new Set(officialKeys(place))
    const aliases = new Set(
      place.aliases.map(normalizePlaceName).filter((key) => !official.has(key)),
    )
    for (const [keys, alias] of [
      [official, false],
      [aliases, true],
    ] as const) {
      for (const key of keys) {
        names.push({ key, place, alias })
        byName.set(key, [...(byName.get(key) ?? []), place])
      }
    }
  }
  names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return {
    attribution: file.attribution,
    all,
    byId: new Map(all.map((place) => [place.id, place])),
    byCode,
    codes,
    names,
    byName,
  }
}

const isMunicipality = (place: Place) => Object.keys(place.names).length > 0

/** "sankt vith", "saint vith", "sint niklaas" may be typed "st vith", "st niklaas" as well. */
const saint = /(^| )(?:sankt|saint|sint)(?= )/g
const saintess = /(^| )(?:sainte)(?= )/g

function withSaintShort(key: string): string[] {
  const short = key.replace(saint, '$1st').replace(saintess, '$1ste')
  return short === key ? [key] : [key, short]
}

/** The keys of a place's official names, in each of its languages, as visitors may type them. */
export function officialKeys(place: Place): string[] {
  return [place.name, ...Object.values(place.names)].map(normalizePlaceName).flatMap(withSaintShort)
}

let index: PlaceIndex | undefined

/** The site's places, parsed and indexed on first use (the server warms it at start). */
export function places(): PlaceIndex {
  index ??= indexPlaces(JSON.parse(placesJson) as PlacesFile)
  return index
}

/** The first index in a sorted list whose value is not below `value`. */
export function lowerBound<T>(list: readonly T[], value: string, key: (item: T) => string): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (key(list[middle]!) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Places whose official name (in any of its languages) begins with `prefix`, at most `limit`. */
export function placesNamed(
  index: PlaceIndex,
  prefix: string,
  limit: number,
  countriesToSearch: readonly Country[] = countries,
): Place[] {
  const key = normalizePlaceName(prefix)
  if (!key) return []
  const found: Place[] = []
  const seen = new Set<string>()
  for (let at = lowerBound(index.names, key, (entry) => entry.key); at < index.names.length; at++) {
    const entry = index.names[at]!
    if (!entry.key.startsWith(key) || found.length >= limit) break
    if (entry.alias || seen.has(entry.place.id)) continue
    if (!countriesToSearch.includes(entry.place.country)) continue
    seen.add(entry.place.id)
    found.push(entry.place)
  }
  return found
}

/** The places at codes beginning with `prefix` in one country, lowest code first. */
export function placesCoded(
  index: PlaceIndex,
  country: Country,
  prefix: string,
  limit: number,
): Place[] {
  const list = index.codes[country]
  const found: Place[] = []
  for (let at = lowerBound(list, prefix, (code) => code); at < list.length; at++) {
    const code = list[at]!
    if (!code.startsWith(prefix) || found.length >= limit) break
    found.push(...(index.byCode.get(`${country}:${code}`) ?? []).slice(0, limit - found.length))
  }
  return found
}

/**
 * The known code nearest to an unknown one in the same country and the same postal district (its
 * first two digits): where a new or rare code lies. Undefined when the district has no codes.
 */
export function nearestKnownCode(
  index: PlaceIndex,
  country: Country,
  code: string,
): string | undefined {
  const list = index.codes[country]
  const at = lowerBound(list, code, (known) => known)
  const district = code.slice(0, 2)
  const candidates = [list[at - 1], list[at]].filter(
    (known): known is string => known !== undefined && known.startsWith(district),
  )
  return candidates.sort(
    (a, b) => Math.abs(Number(a) - Number(code)) - Math.abs(Number(b) - Number(code)),
  )[0]
}
