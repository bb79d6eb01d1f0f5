import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import type { CoverColor } from '../schema.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  SUMMARY_TRANSLATION_FIELDS,
  compact,
  imageFields,
  onlyTranslation,
  published,
  slugFilterValue,
  strOrNull,
  toArticleSummary,
  toImage,
  translatedIn,
  withSlug,
} from './shared.server.ts'
import type { ArticleSummary, CmsImage, Rec } from './shared.server.ts'

export interface CoverSummary extends ArticleSummary {
  color: CoverColor | null
  image: CmsImage | null
}

export interface Cover extends CoverSummary {
  /** Sanitised HTML. */
  body: string
  alternates: Alternates
}

const BASE_FIELDS = ['id', 'sort', 'color', ...imageFields('image')]

function toCoverSummary(flat: Rec): CoverSummary | null {
  const summary = toArticleSummary(flat)
  if (!summary) return null
  return {
    ...summary,
    color: strOrNull(flat.color) as CoverColor | null,
    image: toImage(flat.image),
  }
}

/** Every published cover with a translation in `locale`, in the editors' order. */
export async function listCovers(client: CmsClient, locale: Locale): Promise<CoverSummary[]> {
  const tag = toTag(locale)
  const rows = await client.readItems<Rec>('covers', {
    fields: [...BASE_FIELDS, ...SUMMARY_TRANSLATION_FIELDS],
    filter: { ...published, ...translatedIn(tag) },
    deep: onlyTranslation(tag),
    sort: ['sort', 'id'],
    limit: -1,
  })
  return compact(compact(rows.map((row) => flattenTranslations(row, tag))).map(toCoverSummary))
}

export async function getCoverBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Cover | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [row] = await client.readItems<Rec>('covers', {
    fields: [...BASE_FIELDS, 'translations.*'],
    filter: { ...published, ...withSlug(tag, wanted) },
    limit: 1,
  })
  const flat = row ? flattenTranslations(row, tag) : null
  const summary = flat ? toCoverSummary(flat) : null
  if (!flat || !summary) return null
  return {
    ...summary,
    body: sanitizeRichText(strOrNull(flat.body)),
    alternates: flat.alternates ?? {},
  }
}
