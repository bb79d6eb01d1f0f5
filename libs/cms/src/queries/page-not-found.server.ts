import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { pickTranslation } from '../translations.ts'
import { records, str } from './shared.server.ts'
import type { Rec } from './shared.server.ts'

export interface PageNotFound {
  title: string
  description: string
  homeCta: string
}

export const PAGE_NOT_FOUND_CACHE_KEY = 'page_not_found'

/** The raw multi-language singleton, cached under `page_not_found`. */
export function readPageNotFound(client: CmsClient): Promise<Rec> {
  return client.readSingleton<Rec>(
    'page_not_found',
    { fields: ['*', 'translations.*'] },
    { cacheKey: PAGE_NOT_FOUND_CACHE_KEY },
  )
}

/** The 404 texts in `locale`, or null when the singleton has no translation in it. */
export async function getPageNotFound(
  client: CmsClient,
  locale: Locale,
): Promise<PageNotFound | null> {
  const raw = await readPageNotFound(client)
  const translation = pickTranslation<Rec>(records(raw.translations), toTag(locale))
  if (!translation) return null
  return {
    title: str(translation.title) ?? '',
    description: str(translation.description) ?? '',
    homeCta: str(translation.home_cta) ?? '',
  }
}
