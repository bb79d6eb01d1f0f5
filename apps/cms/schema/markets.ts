/**
 * Where the dealer network works and the languages its people read, for the schema and the seed.
 * The site writes a request's country as one of the market's codes (`@lamella/i18n/markets`).
 */
import { countries, type Country } from '@lamella/i18n/markets'
import type { Choice } from '@lamella/cms/directus-schema'

const english = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * The countries of the dealer network as choices of the Data Studio: the ISO code the site
 * writes, named in English like every editor text; the mails name it in each reader's language.
 */
export const markets: readonly Choice[] = countries.map((value) => ({
  value,
  label: english.of(value) ?? value,
}))
export type Market = Country

/** The languages the office and the dealers are written to in: the network's own, and English. */
export const staffLanguages = ['nl', 'fr', 'de', 'en'] as const
export type StaffLanguage = (typeof staffLanguages)[number]
