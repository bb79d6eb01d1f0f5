import { localeCodes, toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseTranslated } from '../parse.server.ts'
import type { InvalidRecordReporter } from '../parse.server.ts'

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

const pageNotFound = z
  .object({ title: text, description: text, home_cta: text })
  .transform(({ home_cta, ...texts }) => ({ ...texts, homeCta: home_cta }))

export type PageNotFound = z.output<typeof pageNotFound>

export const PAGE_NOT_FOUND_CACHE_KEY = 'page_not_found'

/** The singleton in every language it has a translation in: one read and one parse serve them all. */
function parsePageNotFound(data: unknown, report: InvalidRecordReporter) {
  const texts: Partial<Record<Locale, PageNotFound>> = {}
  for (const locale of localeCodes) {
    const parsed = parseTranslated(pageNotFound, data, toTag(locale), 'page_not_found', report)
    if (parsed) texts[locale] = parsed
  }
  return texts
}

/** The 404 texts in `locale`, or null when the singleton has no translation in it. */
export async function getPageNotFound(
  client: CmsClient,
  locale: Locale,
): Promise<PageNotFound | null> {
  const texts = await client.readSingleton(
    'page_not_found',
    { fields: ['*', 'translations.*'] },
    parsePageNotFound,
    { cacheKey: PAGE_NOT_FOUND_CACHE_KEY },
  )
  return texts[locale] ?? null
}
