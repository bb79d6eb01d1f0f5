import { splitCountryPrefix, type Country } from '@lamella/i18n'

/** What a one-line address of the market says, as far as it got: any part may still be missing. */
export interface ParsedAddress {
  street?: string
  houseNumber?: string
  /** the street line puts the number first ("12 rue de la Loi") */
  numberFirst?: boolean
  /** the postal code's digits: four or five, or fewer while the visitor is still typing them */
  postalCode?: string
  /** the letters of a Dutch postcode ("AB" of "5611 AB"), which the places table leaves out */
  postalLetters?: string
  /** said by a prefix ("L-1009", "D-52062") or by the Dutch letters ("5611 AB") */
  country?: Country
  municipality?: string
}

// A house number with an optional letter and box ("12", "12A", "12 bus 3", "12 bte 4", "12/3").
const number = String.raw`\d{1,4}[a-z]?(?:\s?(?:/|bus|bte|boîte|box)\s?\w{1,4})?`
const numberAfter = new RegExp(String.raw`^(.*?\p{L}.*?)\s+(${number})$`, 'iu')
const numberBefore = new RegExp(String.raw`^(${number}),?\s+(.*\p{L}.*)$`, 'iu')
// "Kerkstraat 12 Gent": a number between two runs of words, no comma or postal code.
const numberBetween = new RegExp(
  String.raw`^(.*?\p{L}.*?)\s+(${number})\s+(\p{L}[\p{L}\s'’-]*)$`,
  'iu',
)
const onlyNumber = new RegExp(String.raw`^${number}$`, 'iu')
// A postal code as people write it: "8370", "59000", "L-1009", "D-52062", "5611 AB". The Dutch
// letters count only in capitals, so that "9000 Ge" is Gent on its way, not a Dutch code.
const code = String.raw`(?:[A-Za-z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2}(?!\p{L}))?`
// The last postal code with only a name (or nothing) after it.
const postalCodeAt = new RegExp(String.raw`(^|[\s,])(${code})(?:\s+(\D*))?$`, 'u')
const placeStart = new RegExp(
  String.raw`^((?:[A-Za-z]{1,2}-)?\d{1,5}(?:\s?[A-Z]{2}(?!\p{L}))?)?\s*(.*)$`,
  'u',
)

function streetLine(part: string): ParsedAddress {
  const after = numberAfter.exec(part)
  if (after) return { street: after[1]!.trim(), houseNumber: after[2]!.trim() }
  const before = numberBefore.exec(part)
  if (before)
    return { street: before[2]!.trim(), houseNumber: before[1]!.trim(), numberFirst: true }
  return part ? { street: part } : {}
}

function placeLine(part: string): ParsedAddress {
  const [, token, name] = placeStart.exec(part.trim())!
  const prefixed = token ? splitCountryPrefix(token) : { rest: '' }
  const digits = /\d+/.exec(prefixed.rest)?.[0]
  const letters = /[A-Z]{2}$/.exec(prefixed.rest)?.[0]
  const country = prefixed.country ?? (letters ? 'NL' : undefined)
  return {
    ...(digits ? { postalCode: digits } : {}),
    ...(letters ? { postalLetters: letters } : {}),
    ...(country ? { country } : {}),
    ...(name?.trim() ? { municipality: name.trim() } : {}),
  }
}

/**
 * Reads "Kerkstraat 12, 9000 Gent", "12 rue de la Loi 1000 Bruxelles", "Kerkstraat 12, 90",
 * "Markt 3, 5611 AB Eindhoven" and other partial input into its parts, without any lookup: the
 * providers match the place part against the places table.
 */
export function parseAddress(input: string): ParsedAddress {
  const text = input.replace(/\s+/g, ' ').trim()
  if (!text) return {}
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length > 1) {
    // "12, rue de la Loi, 1000 Bruxelles": a number alone belongs to the street after it.
    const street = onlyNumber.test(parts[0]!) ? parts.splice(0, 2).join(' ') : parts.shift()!
    return { ...streetLine(street), ...placeLine(parts.join(' ')) }
  }
  const place = postalCodeAt.exec(text)
  if (place) {
    const before = text.slice(0, place.index + place[1]!.length).trim()
    return { ...streetLine(before), ...placeLine(`${place[2]} ${place[3] ?? ''}`) }
  }
  const between = numberBetween.exec(text)
  if (between) {
    return {
      street: between[1]!.trim(),
      houseNumber: between[2]!.trim(),
      municipality: between[3]!.trim(),
    }
  }
  return streetLine(text)
}
