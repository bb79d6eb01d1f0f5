import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import type { PoolConstruction, StairType } from '../schema.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  SUMMARY_TRANSLATION_FIELDS,
  bool,
  compact,
  imageFields,
  num,
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

export interface PoolSummary extends ArticleSummary {
  image: CmsImage | null
  construction: PoolConstruction | null
  /** Metres. */
  depth: number | null
  length: number | null
  width: number | null
  /** Cubic metres. */
  volume: number | null
  coverIntegration: boolean
  safetyRim: boolean
  stairs: StairType | null
  standingLedge: boolean
}

export interface Pool extends PoolSummary {
  /** Sanitised HTML. */
  body: string
  alternates: Alternates
}

const BASE_FIELDS = [
  'id',
  'sort',
  'construction',
  'depth',
  'length',
  'width',
  'volume',
  'cover_integration',
  'safety_rim',
  'stairs',
  'standing_ledge',
  ...imageFields('image'),
]

function toPoolSummary(flat: Rec): PoolSummary | null {
  const summary = toArticleSummary(flat)
  if (!summary) return null
  return {
    ...summary,
    image: toImage(flat.image),
    construction: strOrNull(flat.construction) as PoolConstruction | null,
    depth: num(flat.depth),
    length: num(flat.length),
    width: num(flat.width),
    volume: num(flat.volume),
    coverIntegration: bool(flat.cover_integration),
    safetyRim: bool(flat.safety_rim),
    stairs: strOrNull(flat.stairs) as StairType | null,
    standingLedge: bool(flat.standing_ledge),
  }
}

/** Every published pool with a translation in `locale`, in the editors' order. */
export async function listPools(client: CmsClient, locale: Locale): Promise<PoolSummary[]> {
  const tag = toTag(locale)
  const rows = await client.readItems<Rec>('pools', {
    fields: [...BASE_FIELDS, ...SUMMARY_TRANSLATION_FIELDS],
    filter: { ...published, ...translatedIn(tag) },
    deep: onlyTranslation(tag),
    sort: ['sort', 'id'],
    limit: -1,
  })
  return compact(compact(rows.map((row) => flattenTranslations(row, tag))).map(toPoolSummary))
}

export async function getPoolBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Pool | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [row] = await client.readItems<Rec>('pools', {
    fields: [...BASE_FIELDS, 'translations.*'],
    filter: { ...published, ...withSlug(tag, wanted) },
    limit: 1,
  })
  const flat = row ? flattenTranslations(row, tag) : null
  const summary = flat ? toPoolSummary(flat) : null
  if (!flat || !summary) return null
  return {
    ...summary,
    body: sanitizeRichText(strOrNull(flat.body)),
    alternates: flat.alternates ?? {},
  }
}
