/**
 * `node tools/places/build.ts`: rebuilds the site's places table
 * (apps/site/app/shared/places/places.data.json) from the open data in tools/places/sources/:
 * every postal code of Belgium, the Netherlands, Luxembourg, France and Germany with its
 * localities and their coordinates (GeoNames), and the Belgian municipalities' names in Dutch,
 * French and German (Statbel's REFNIS code list). docs/places.md says where each file comes from,
 * under which licence, and how to refresh it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { normalizePlaceName } from '@lamella/i18n/markets'

const here = dirname(fileURLToPath(import.meta.url))
export const sourcesDir = join(here, 'sources')
export const outputFile = resolve(here, '../../apps/site/app/shared/places/places.data.json')

type Country = 'BE' | 'NL' | 'LU' | 'FR' | 'DE'
type BelgianLanguage = 'nl' | 'fr' | 'de'
type Names = Partial<Record<BelgianLanguage, string>>

/** What the table knows of some localities beyond their code, name and position. */
export interface PlaceDetails {
  /**
   * A Belgian municipality (or one until a merger): its official names in Dutch, French and
   * German, the same in all three for most
   */
  names?: Names
  /** other names people type for the town (Brussels, Bruselas; Aken, Aix-la-Chapelle; Rijsel) */
  aliases?: string[]
  /** of a town of 15,000 people or more: ranks the towns a shared name designates */
  population?: number
}

/** One locality at one postal code, as the site's places table stores it. */
export type PlaceRow = [
  country: Country,
  code: string,
  name: string,
  region: number,
  latitude: number,
  longitude: number,
  details?: PlaceDetails,
]

export interface PlacesData {
  attribution: string
  regions: string[]
  places: PlaceRow[]
}

const read = (file: string) => gunzipSync(readFileSync(join(sourcesDir, file))).toString('utf8')

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')

/** Four decimals of a degree are about 10 m: more than a locality's centre means. */
const coordinate = (text: string) => Math.round(Number(text) * 10_000) / 10_000

/** Compares names the way visitors type them; a qualifier in brackets does not count. */
export function nameKey(text: string): string {
  return normalizePlaceName(text.replace(/\([^)]*\)/g, ' '))
}

interface GeoNamesRow {
  country: Country
  code: string
  name: string
  admin1: string
  admin2: string
  admin3Code: string
  latitude: number
  longitude: number
}

/** A GeoNames postal-code file: twelve tab-separated columns, no header. */
function geoNames(file: string, country: Country): GeoNamesRow[] {
  return lines(read(file)).map((line) => {
    const column = line.split('\t')
    if (column.length !== 12 || column[0] !== country) throw new Error(`${file}: ${line}`)
    return {
      country,
      // Luxembourg's codes are written "L-1019" in the file; the code itself is the digits.
      code: column[1]!.replace(/^L-/, ''),
      name: column[2]!,
      admin1: column[3]!,
      admin2: column[5]!,
      admin3Code: column[8]!,
      latitude: coordinate(column[9]!),
      longitude: coordinate(column[10]!),
    }
  })
}

/**
 * France from a CSV conversion of GeoNames' allCountries file (the same columns, named, without
 * the accuracy). CEDEX codes are mailboxes of firms and administrations, not where anyone lives;
 * rows without a region are the overseas islands outside the market.
 */
function france(file: string): GeoNamesRow[] {
  const [header, ...rows] = lines(read(file))
  const names = header!.split(',')
  const at = (name: string) => {
    const index = names.indexOf(name)
    if (index < 0) throw new Error(`${file}: no column ${name}`)
    return index
  }
  const [code, place, state, province, community, latitude, longitude] = [
    at('zipcode'),
    at('place'),
    at('state'),
    at('province'),
    at('community_code'),
    at('latitude'),
    at('longitude'),
  ]
  return rows.flatMap((line) => {
    const column = line.split(',')
    if (column.length !== names.length) throw new Error(`${file}: ${line}`)
    if (/CEDEX/i.test(column[code]!) || !column[state]) return []
    return [
      {
        country: 'FR' as const,
        code: column[code]!,
        name: column[place]!,
        admin1: column[state]!,
        admin2: column[province]!,
        admin3Code: column[community]!,
        latitude: coordinate(column[latitude]!),
        longitude: coordinate(column[longitude]!),
      },
    ]
  })
}

interface Concept {
  code: string
  parent?: string
  labels: Names
  /** REFNIS codes this one continues (a merged municipality names its predecessors) */
  predecessors: string[]
}

/** Statbel's REFNIS code list as BOSA publishes it: SKOS concepts in N-Triples. */
function refnis(file: string, scheme: string): Map<string, Concept> {
  const concepts = new Map<string, Concept>()
  const subject = new RegExp(
    `^<http://vocab\\.belgif\\.be/auth/${scheme}/(\\d+)> <([^>]+)> (.*) \\.$`,
  )
  const codeOf = (uri: string) => /\/(\d+)>$/.exec(uri)?.[1]
  for (const line of lines(read(file))) {
    const match = subject.exec(line)
    if (!match) continue
    const [, code, predicate, object] = match as unknown as [string, string, string, string]
    const concept = concepts.get(code) ?? { code, labels: {}, predecessors: [] }
    concepts.set(code, concept)
    const property = predicate.split(/[/#]/).pop()
    if (property === 'prefLabel') {
      const label = /^"(.*)"@(nl|fr|de)$/.exec(object)
      if (label) concept.labels[label[2] as BelgianLanguage] = JSON.parse(`"${label[1]}"`)
    } else if (property === 'broader') {
      concept.parent = codeOf(object)
    } else if (property === 'narrowMatch' && object.includes(`/refnis2019/`)) {
      const predecessor = codeOf(object)
      if (predecessor && predecessor !== code) concept.predecessors.push(predecessor)
    }
  }
  return concepts
}

const isMunicipality = (code: string) => code.length === 5 && !code.endsWith('000')

/**
 * Belgian names in every official language they have: a GeoNames locality named like a
 * municipality of the same arrondissement (or, for arrondissements redrawn since, the same
 * province) takes that municipality's Dutch, French and German names. Municipalities of 2019 are
 * kept beside those of 2025, so that "Kruibeke" keeps its name after its merger.
 */
function belgianNames() {
  const current = refnis('refnis2025.nt.gz', 'refnis2025')
  const previous = refnis('refnis2019.nt.gz', 'refnis2019')
  const municipalities = [...current.values(), ...previous.values()].filter((concept) =>
    isMunicipality(concept.code),
  )
  const byName = new Map<string, Concept[]>()
  for (const concept of municipalities) {
    for (const label of new Set(Object.values(concept.labels).map(nameKey))) {
      byName.set(label, [...(byName.get(label) ?? []), concept])
    }
  }
  // A province's code: Brussels is a region of its own, Brabant has two halves since 1995.
  const provinceOf = (arrondissement: string): string =>
    arrondissement === '21'
      ? '4000'
      : arrondissement === '23' || arrondissement === '24'
        ? '20001'
        : arrondissement === '25'
          ? '20002'
          : `${arrondissement[0]}0000`
  const namesOf = (row: GeoNamesRow): Names | undefined => {
    const candidates = byName.get(nameKey(row.name)) ?? []
    const sameArrondissement = candidates.filter((c) => c.code.startsWith(row.admin3Code))
    const sameProvince = candidates.filter(
      (c) => provinceOf(c.code.slice(0, 2)) === provinceOf(row.admin3Code),
    )
    const labels = (sameArrondissement[0] ?? sameProvince[0])?.labels
    if (!labels) return undefined
    const names: Names = {}
    for (const language of ['nl', 'fr', 'de'] as const) {
      if (labels[language]) names[language] = labels[language]
    }
    return names
  }
  // The region's name in the language spoken there: Flanders Dutch, Wallonia and Brussels French.
  const regionOf = (row: GeoNamesRow): string => {
    const province = current.get(provinceOf(row.admin3Code))
    if (!province) throw new Error(`no province for arrondissement ${row.admin3Code}`)
    const flemish = province.parent === '2000'
    const label = flemish ? province.labels.nl : province.labels.fr
    if (!label) throw new Error(`province ${province.code} has no name`)
    return label
  }
  return { namesOf, regionOf }
}

const EARTH_KM_PER_DEGREE = 111

function roughKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const dLat = (a.latitude - b.latitude) * EARTH_KM_PER_DEGREE
  const dLon =
    (a.longitude - b.longitude) * EARTH_KM_PER_DEGREE * Math.cos((a.latitude * Math.PI) / 180)
  return Math.hypot(dLat, dLon)
}

/** A name a visitor could type: Latin letters, capitalised, no code ("BRU") or transliteration. */
const isTypedName = (name: string) =>
  /^\p{Lu}[\p{Script=Latin}\p{M}\s'’.·-]+$/u.test(name) && !/^\p{Lu}{2,4}$/u.test(name)

/**
 * Exonyms and other spellings of the market's towns of 15,000 people or more, from GeoNames'
 * city table (its alternate names carry no language, so they serve the search, not the display).
 * A city lends them to the postal locality of the same name within 10 km.
 */
function addCityNames(places: PlaceRow[]): void {
  const byName = new Map<string, PlaceRow[]>()
  for (const place of places) {
    const own = [place[2], ...Object.values(place[6]?.names ?? {})]
    for (const key of new Set(own.map(nameKey))) {
      byName.set(`${place[0]}:${key}`, [...(byName.get(`${place[0]}:${key}`) ?? []), place])
    }
  }
  for (const line of lines(read('geonames-cities15000.BE-NL-LU-FR-DE.txt.gz'))) {
    const column = line.split('\t')
    if (column.length !== 19) throw new Error(`cities15000: ${line}`)
    const country = column[8] as Country
    const city = { latitude: Number(column[4]), longitude: Number(column[5]) }
    const names = [column[1]!, column[2]!, ...column[3]!.split(',')].filter(isTypedName)
    const localityOf = (keys: Set<string>) =>
      [...keys]
        .flatMap((key) => byName.get(`${country}:${key}`) ?? [])
        .filter((place) => roughKm(city, { latitude: place[4], longitude: place[5] }) <= 10)
        .sort((a, b) => a[1].localeCompare(b[1]))[0]
    // by the city's own name first, even one no visitor types ("'s-Hertogenbosch"), then by the
    // other names
    const locality =
      localityOf(new Set([column[1]!, column[2]!].map(nameKey))) ??
      localityOf(new Set(names.map(nameKey)))
    if (!locality) continue
    const details = (locality[6] ??= {})
    const own = new Set([locality[2], ...Object.values(details.names ?? {})].map(nameKey))
    const extra = new Map<string, string>()
    for (const name of [...(details.aliases ?? []), ...names]) {
      const key = nameKey(name)
      if (!own.has(key) && !extra.has(key)) extra.set(key, name)
    }
    if (extra.size > 0) details.aliases = [...extra.values()].sort()
    details.population = Math.max(details.population ?? 0, Number(column[14]))
  }
  // Every code of a town counts its people: 5612 is Eindhoven as much as 5611 is.
  for (const town of places.filter((place) => place[6]?.population)) {
    const name = nameKey(town[2])
    for (const place of byName.get(`${town[0]}:${name}`) ?? []) {
      if (place === town || nameKey(place[2]) !== name) continue
      if (
        roughKm(
          { latitude: town[4], longitude: town[5] },
          { latitude: place[4], longitude: place[5] },
        ) > 20
      )
        continue
      const details = (place[6] ??= {})
      details.population = Math.max(details.population ?? 0, town[6]!.population!)
    }
  }
}

export function buildPlaces(): PlacesData {
  const belgium = belgianNames()
  const regions: string[] = []
  const regionIndex = new Map<string, number>()
  const region = (name: string) => {
    let index = regionIndex.get(name)
    if (index === undefined) {
      index = regions.length
      regions.push(name)
      regionIndex.set(name, index)
    }
    return index
  }
  const sources: [Country, GeoNamesRow[]][] = [
    ['BE', geoNames('geonames-BE.txt.gz', 'BE')],
    ['NL', geoNames('geonames-NL.txt.gz', 'NL')],
    ['LU', geoNames('geonames-LU.txt.gz', 'LU')],
    // GeoNames' own FR.txt, when a refresh brings it, else the CSV conversion.
    [
      'FR',
      existsSync(join(sourcesDir, 'geonames-FR.txt.gz'))
        ? geoNames('geonames-FR.txt.gz', 'FR').filter((row) => !/CEDEX/i.test(row.code))
        : france('zauberware-zipcodes.fr.csv.gz'),
    ],
    ['DE', geoNames('geonames-DE.txt.gz', 'DE')],
  ]
  const places: PlaceRow[] = []
  const seen = new Set<string>()
  for (const [country, rows] of sources) {
    for (const row of rows) {
      const key = `${country}:${row.code}:${nameKey(row.name)}`
      if (seen.has(key)) continue
      seen.add(key)
      const names = country === 'BE' ? belgium.namesOf(row) : undefined
      // A few Dutch and German rows name only their municipality, not its province or state.
      const regionName = country === 'BE' ? belgium.regionOf(row) : row.admin1 || row.admin2
      const place: PlaceRow = [
        country,
        row.code,
        row.name,
        region(regionName),
        row.latitude,
        row.longitude,
      ]
      if (names) place.push({ names })
      places.push(place)
    }
  }
  addCityNames(places)
  return {
    attribution:
      'Postal codes, places and their other names: GeoNames (geonames.org), CC BY 4.0. Belgian municipality names: Statbel (REFNIS), Statbel open data licence.',
    regions,
    places,
  }
}

/** The JSON as committed: one place per line, so that a refresh shows as a readable diff. */
export function serialize(data: PlacesData): string {
  const rows = data.places.map((row) => JSON.stringify(row)).join(',\n')
  return (
    `{"attribution":${JSON.stringify(data.attribution)},\n` +
    `"regions":${JSON.stringify(data.regions)},\n` +
    `"places":[\n${rows}\n]}\n`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const data = buildPlaces()
  writeFileSync(outputFile, serialize(data))
  const count = (country: Country) => data.places.filter((row) => row[0] === country).length
  console.log(
    `${outputFile}: ${data.places.length} places (BE ${count('BE')}, NL ${count('NL')}, LU ${count('LU')}, FR ${count('FR')}, DE ${count('DE')}), ${data.regions.length} regions`,
  )
}
