import { defaultCountry, isCountry, isLocale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseRecord } from '../parse.server.ts'
import { key, optionalNumber, optionalText, requiredText } from './shared.server.ts'

/** The languages a dealer keeps (a list, or Directus' comma-separated text): the site's own. */
export const spokenLanguages = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((code) => code.trim())
      .filter(isLocale),
  )

const dealer = z
  .object({
    id: key,
    name: requiredText,
    address: optionalText,
    postal_code: optionalText,
    municipality: optionalText,
    latitude: optionalNumber,
    longitude: optionalNumber,
    phone: optionalText,
    email: optionalText,
    website: optionalText,
    // what the dealer keeps on their desk: a pause (no leads before that day), languages, hours
    paused_until: optionalText,
    languages_spoken: spokenLanguages,
    opening_hours: optionalText,
    // A dealer from before the neighbouring markets had no country: Belgian.
    country: z
      .string()
      .nullish()
      .transform((value) => (isCountry(value) ? value : defaultCountry)),
  })
  .transform(
    ({ postal_code, website, paused_until, languages_spoken, opening_hours, ...fields }) => ({
      ...fields,
      postalCode: postal_code,
      pausedUntil: paused_until,
      languages: languages_spoken,
      openingHours: opening_hours,
      // Only an http(s) address may become a link on the site; anything else is left out.
      website: website && /^https?:\/\//i.test(website) ? website : null,
    }),
  )

export type Dealer = z.output<typeof dealer>

export const DEALERS_CACHE_KEY = 'dealers:all'

/**
 * Every published dealer (the reader's permissions filter on status). A short list read whole:
 * the finder sorts it by distance, which Directus cannot do, and one cached read serves every search.
 */
export function listDealers(client: CmsClient): Promise<Dealer[]> {
  return client.readItems(
    'dealers',
    {
      fields: [
        'id',
        'name',
        'address',
        'postal_code',
        'municipality',
        'latitude',
        'longitude',
        'phone',
        'email',
        'website',
        'country',
        'paused_until',
        'languages_spoken',
        'opening_hours',
      ],
      sort: ['id'],
      limit: -1,
    },
    (rows, report) => rows.flatMap((row) => parseRecord(dealer, row, 'dealers', report) ?? []),
    { cacheKey: DEALERS_CACHE_KEY },
  )
}
