import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import {
  articleDetail,
  articleFields,
  flag,
  image,
  imageFields,
  optionalNumber,
  poolConstruction,
  stairType,
} from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'

const poolSummary = z
  .object({
    ...articleFields,
    image,
    construction: poolConstruction,
    /** metres */
    depth: optionalNumber,
    length: optionalNumber,
    width: optionalNumber,
    /** cubic metres */
    volume: optionalNumber,
    cover_integration: flag,
    safety_rim: flag,
    stairs: stairType,
    standing_ledge: flag,
  })
  .transform(({ cover_integration, safety_rim, standing_ledge, ...pool }) => ({
    ...pool,
    coverIntegration: cover_integration,
    safetyRim: safety_rim,
    standingLedge: standing_ledge,
  }))
const pool = articleDetail(poolSummary)

export type PoolSummary = z.output<typeof poolSummary>
export type Pool = z.output<typeof pool>

/**
 * The pool fields besides the article's. List reads take filters the way `listProjects` does
 * when the pools list gets them.
 */
const pools = {
  collection: 'pools',
  fields: [
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
  ],
  summary: poolSummary,
  detail: pool,
} as const

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
