import { type Locale, toTag } from './locales.ts'

// Relative imports carry their extension: Node runs this file without a bundler (tools/places).

/**
 * The countries the dealers serve: Belgium and its neighbours. The one list, shared by the CMS
 * schema (dealers, quote requests), the places data, the quote form and the dealer finder.
 */
export const countries = ['BE', 'NL', 'LU', 'FR', 'DE'] as const
export type Country = (typeof countries)[number]

/** The home market: a bare four-digit code is read as Belgian first. */
export const defaultCountry: Country = 'BE'

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value)
}

/**
 * How each country writes a postal code, and an example a visitor recognises. The Netherlands
 * adds two letters to its four digits ("5611 AB"); Luxembourg's four digits are often written
 * with an "L-" in front, which is no part of the code.
 */
export const postalCodeFormats: Record<Country, { pattern: RegExp; example: string }> = {
  BE: { pattern: /^\d{4}$/, example: '8370' },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: '5611 AB' },
  LU: { pattern: /^\d{4}$/, example: '1941' },
  FR: { pattern: /^\d{5}$/, example: '59000' },
  DE: { pattern: /^\d{5}$/, example: '52062' },
}

// The prefixes people write before a code: ISO codes and the old international plate letters.
const countryPrefixes: Record<string, Country> = {
  B: 'BE',
  BE: 'BE',
  NL: 'NL',
  L: 'LU',
  LU: 'LU',
  F: 'FR',
  FR: 'FR',
  D: 'DE',
  DE: 'DE',
}

/**
 * Splits a country prefix off a postal code as people type it: "L-1009", "NL 5611 AB", "D-52062",
 * "B 8370". Returns the rest unchanged when there is no prefix.
 */
export function splitCountryPrefix(input: string): { country?: Country; rest: string } {
  const match = /^\s*([A-Za-z]{1,2})\s*[-–]?\s*(?=\d)(.*)$/su.exec(input)
  const country = match ? countryPrefixes[match[1]!.toUpperCase()] : undefined
  return country ? { country, rest: match![2]! } : { rest: input }
}

/**
 * A postal code as the country writes it: prefix dropped, letters upper case, one space between
 * the Dutch digits and letters. Anything that is not a code of that country comes back trimmed,
 * so that `isPostalCode` refuses it.
 */
export function normalizePostalCode(country: Country, input: string): string {
  const { country: prefixed, rest } = splitCountryPrefix(input)
  const text = (prefixed === country ? rest : input).trim().toUpperCase()
  if (country === 'NL') {
    const dutch = /^(\d{4})\s*([A-Z]{2})$/.exec(text)
    if (dutch) return `${dutch[1]} ${dutch[2]}`
  }
  return text.replace(/\s+/g, ' ')
}

export function isPostalCode(country: Country, input: string): boolean {
  return postalCodeFormats[country].pattern.test(normalizePostalCode(country, input))
}

/**
 * The part of a valid code that places are known by: the Netherlands' four digits (the letters
 * narrow it to a street, which the places data does not go down to), the whole code elsewhere.
 */
export function postalDistrict(country: Country, code: string): string {
  return country === 'NL' ? code.slice(0, 4) : code
}

/**
 * A postal code as its country writes it on an envelope: Luxembourg's with its "L-", whether the
 * code came with one or not ("1941" and "L-1941" both read "L-1941").
 */
export function formatPostalCode(country: Country, code: string): string {
  const written = normalizePostalCode(country, code)
  return country === 'LU' ? `L-${written}` : written
}

/**
 * The country a postal code is written for: the one a form names, unless the code itself says
 * another ("L-1009", "5611 AB") that it fits.
 */
export function postalCountry(postalCode: string, country: string): Country {
  const chosen = isCountry(country) ? country : defaultCountry
  const said = countryOfPostalCode(postalCode)
  return said && said !== chosen && !isPostalCode(chosen, postalCode) ? said : chosen
}

const displayNames = new Map<Locale, Intl.DisplayNames>()

/** The country's name in the visitor's language ("België", "Belgique", "Belgien"...). */
export function countryName(locale: Locale, country: Country): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([toTag(locale)], { type: 'region' })
    displayNames.set(locale, names)
  }
  return names.of(country) ?? country
}

/**
 * A place name as visitors may type it: case, accents, hyphens and apostrophes do not count
 * ("Liège", "liege", "LIEGE"; "Sint-Niklaas", "sint niklaas"; "Brüssel", "brussel").
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The country a postal code says it is of by itself: a prefix ("L-1009") or the Dutch letters. */
export function countryOfPostalCode(input: string): Country | undefined {
  const { country } = splitCountryPrefix(input)
  if (country) return country
  return /^\s*\d{4}\s*[A-Za-z]{2}\s*$/.test(input) ? 'NL' : undefined
}
