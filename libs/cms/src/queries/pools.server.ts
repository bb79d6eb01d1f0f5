import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import type { PoolConstruction, StairType } from '../schema.ts'
import type { Alternates } from '../translations.ts'
import { bool, imageFields, num, strOrNull, toArticleSummary, toImage } from './shared.server.ts'
import type { ArticleSummary, CmsImage, Rec } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'
import type { ArticleCollection } from './articles.server.ts'

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

const pools: ArticleCollection<PoolSummary> = {
  collection: 'pools',
  fields: BASE_FIELDS,
  toSummary: toPoolSummary,
}

/** Every published pool with a translation in `locale`, in the editors' order. */
export async function listPools(client: CmsClient, locale: Locale): Promise<PoolSummary[]> {
  const { items } = await readArticles(client, locale, pools, {
    sort: ['sort', 'id'],
    window: 'all',
  })
  return items
}

export function getPoolBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Pool | null> {
  return readArticleBySlug(client, locale, pools, slug)
}
