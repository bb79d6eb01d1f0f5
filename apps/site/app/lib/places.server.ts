import type { PostalCode } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'

/** A municipality at a postal code, as the dealer finder and the address suggestions offer it. */
export interface PlaceMatch {
  /** the postal-code row's id: what `?place=` picks among ambiguous choices */
  id: string
  code: string
  /** its names, the visitor's language first, then the others (nl, fr, de ...) without repeats */
  names: string[]
  latitude: number
  longitude: number
}

/**
 * A name as visitors may type it: case, accents, hyphens and apostrophes do not count
 * ("Liège", "liege", "LIEGE"; "Sint-Niklaas", "sint niklaas"; "Brüssel", "brussel").
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

// After the visitor's language, Belgium's own languages: the names people there write.
const nameOrder: readonly Locale[] = ['nl', 'fr', 'de', 'en', 'es']

export function toPlaceMatch(row: PostalCode, locale: Locale): PlaceMatch {
  const names = [locale, ...nameOrder].flatMap((code) => row.municipality[code] ?? [])
  return {
    id: String(row.id),
    code: row.code,
    names: [...new Set(names)],
    latitude: row.latitude,
    longitude: row.longitude,
  }
}

/** Splits free text into a Belgian postal code (four digits) and the words around it. */
export function splitPlaceQuery(query: string): { code?: string; name: string } {
  const code = /(?:^|\D)(\d{4})(?!\d)/.exec(query)?.[1]
  const name = normalizeName(code ? query.replace(code, ' ') : query)
  return code ? { code, name } : { name }
}

/**
 * The rows a postal code and/or a municipality name designate. Names match in every language;
 * an exact name wins over names it only begins ("Gent" is not "Genk"), and a beginning of at
 * least two letters finds the rest ("schaer" -> Schaerbeek). `codePrefix` lets a partial code
 * ("90") match too, for suggestions while typing.
 */
export function matchPlaces(
  rows: readonly PostalCode[],
  query: { code?: string; name?: string },
  { codePrefix = false }: { codePrefix?: boolean } = {},
): PostalCode[] {
  const name = normalizeName(query.name ?? '')
  const code = query.code?.trim()
  const byCode = code
    ? rows.filter((row) => (codePrefix ? row.code.startsWith(code) : row.code === code))
    : [...rows]
  if (!name) return code ? byCode : []
  const namesOf = (row: PostalCode) => Object.values(row.municipality).map(normalizeName)
  const exact = byCode.filter((row) => namesOf(row).includes(name))
  if (exact.length > 0 || name.length < 2) return exact
  return byCode.filter((row) => namesOf(row).some((candidate) => candidate.startsWith(name)))
}
