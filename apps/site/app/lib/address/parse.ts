/** What a one-line Belgian address says, as far as it got: any part may still be missing. */
export interface ParsedAddress {
  street?: string
  houseNumber?: string
  /** the street line puts the number first ("12 rue de la Loi") */
  numberFirst?: boolean
  /** four digits, or fewer while the visitor is still typing them */
  postalCode?: string
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
// The last four-digit word with only a name (or nothing) after it is the postal code.
const postalCodeAt = /(^|[\s,])(\d{4})(?:\s+(\D*))?$/u

function streetLine(part: string): ParsedAddress {
  const after = numberAfter.exec(part)
  if (after) return { street: after[1]!.trim(), houseNumber: after[2]!.trim() }
  const before = numberBefore.exec(part)
  if (before)
    return { street: before[2]!.trim(), houseNumber: before[1]!.trim(), numberFirst: true }
  return part ? { street: part } : {}
}

function placeLine(part: string): ParsedAddress {
  const [, code, name] = /^(\d{1,4})?\s*(.*)$/u.exec(part.trim())!
  return {
    ...(code ? { postalCode: code } : {}),
    ...(name?.trim() ? { municipality: name.trim() } : {}),
  }
}

/**
 * Reads "Kerkstraat 12, 9000 Gent", "12 rue de la Loi 1000 Bruxelles", "Kerkstraat 12, 90" and
 * other partial input into its parts, without any lookup: the providers match the place part
 * against the postal-code table.
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
  const code = postalCodeAt.exec(text)
  if (code) {
    const before = text.slice(0, code.index + code[1]!.length).trim()
    return { ...streetLine(before), ...placeLine(`${code[2]} ${code[3] ?? ''}`) }
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
