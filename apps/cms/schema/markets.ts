/**
 * Where the dealer network works and the languages its people read, for the schema and the seed.
 * The site writes a request's country as one of these codes.
 */
import type { Choice } from './fields.ts'

/**
 * The countries of the dealer network, by ISO 3166 code: where dealers are and where visitors ask
 * from. The site writes the code; the mails name the country in each reader's language.
 */
export const markets = [
  { value: 'BE', label: 'Belgium' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'LU', label: 'Luxembourg' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
] as const satisfies readonly Choice[]
export type Market = (typeof markets)[number]['value']

/** The languages the office and the dealers are written to in: the network's own, and English. */
export const staffLanguages = ['nl', 'fr', 'de', 'en'] as const
export type StaffLanguage = (typeof staffLanguages)[number]
