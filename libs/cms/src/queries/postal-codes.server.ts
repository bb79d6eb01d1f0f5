import { fromTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseRecord } from '../parse.server.ts'
import { key, numeric } from './shared.server.ts'

const translation = z.object({ languages_code: z.string(), municipality: z.string().nullish() })

const postalCode = z
  .object({
    id: key,
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/),
    latitude: numeric,
    longitude: numeric,
    translations: z.array(translation).nullish(),
  })
  .transform(({ translations, ...fields }) => {
    const municipality: Partial<Record<Locale, string>> = {}
    for (const { languages_code, municipality: name } of translations ?? []) {
      const locale = fromTag(languages_code)
      if (locale && name?.trim()) municipality[locale] = name.trim()
    }
    return { ...fields, municipality }
  })
  // A row nobody can find by name is of no use to a search.
  .refine((row) => Object.keys(row.municipality).length > 0, 'no municipality name')

/**
 * One municipality at one postal code, with its centre and its name in each language it has one in.
 * A code covering several municipalities (1030) is several rows.
 */
export type PostalCode = z.output<typeof postalCode>

export const POSTAL_CODES_CACHE_KEY = 'postal_codes:all'

/**
 * The whole postal-code table with every translation: searches match names in any language, so
 * it is read once (a few thousand rows at most for Belgium) and served from the content cache.
 */
export function listPostalCodes(client: CmsClient): Promise<PostalCode[]> {
  return client.readItems(
    'postal_codes',
    {
      fields: [
        'id',
        'code',
        'latitude',
        'longitude',
        'translations.languages_code',
        'translations.municipality',
      ],
      sort: ['code', 'id'],
      limit: -1,
    },
    (rows, report) =>
      rows.flatMap((row) => parseRecord(postalCode, row, 'postal_codes', report) ?? []),
    { cacheKey: POSTAL_CODES_CACHE_KEY },
  )
}
