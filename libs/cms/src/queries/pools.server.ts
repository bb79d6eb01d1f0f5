import { stairTypes, type Locale, type StairType } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import {
  articleDetail,
  articleFields,
  flag,
  image,
  imageFields,
  key,
  optionalNumber,
  poolConstruction,
  requiredText,
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

/** A range in metres an editor set; null when either bound is missing or they are reversed. */
function range(min: number | null, max: number | null, preferred: number | null) {
  if (min === null || max === null || min <= 0 || min > max) return null
  const middle = Math.round(((min + max) / 2) * 10) / 10
  const start = preferred !== null && preferred >= min && preferred <= max ? preferred : middle
  return { min, max, default: start }
}

// Unknown values (a stair type the site no longer knows) are left out rather than failing the line.
const stairList = z
  .array(z.unknown())
  .nullish()
  .transform((values): StairType[] =>
    (values ?? []).filter((value): value is StairType =>
      stairTypes.some((stair) => stair === value),
    ),
  )

/**
 * A pool line as the configurator offers it. A line without both ranges or without any stair
 * cannot be configured: the refinement drops it (and it is reported) instead of offering a step
 * the visitor cannot finish.
 */
const poolLine = z
  .object({
    id: key,
    slug: requiredText,
    title: requiredText,
    construction: poolConstruction,
    length: optionalNumber,
    width: optionalNumber,
    min_length: optionalNumber,
    max_length: optionalNumber,
    min_width: optionalNumber,
    max_width: optionalNumber,
    stairs: stairType,
    available_stairs: stairList,
  })
  .transform((pool, ctx) => {
    const length = range(pool.min_length, pool.max_length, pool.length)
    const width = range(pool.min_width, pool.max_width, pool.width)
    // The line's own stair is its default: first, and allowed even when the editor left it out.
    const stairs = [
      ...(pool.stairs ? [pool.stairs] : []),
      ...pool.available_stairs.filter((stair) => stair !== pool.stairs),
    ]
    if (!length || !width || stairs.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'pool line without ranges or stairs' })
      return z.NEVER
    }
    return {
      id: pool.id,
      slug: pool.slug,
      title: pool.title,
      construction: pool.construction,
      length,
      width,
      stairs,
    }
  })

export type PoolLineRecord = z.output<typeof poolLine>

const poolLines = {
  collection: 'pools',
  fields: [
    'id',
    'sort',
    'construction',
    'length',
    'width',
    'min_length',
    'max_length',
    'min_width',
    'max_width',
    'stairs',
    'available_stairs',
  ],
  summary: poolLine,
  detail: poolLine,
} as const

/** Every published pool that can be configured, in the editors' order, titled in `locale`. */
export async function listPoolLines(client: CmsClient, locale: Locale): Promise<PoolLineRecord[]> {
  const { items } = await readArticles(client, locale, poolLines, {
    sort: ['sort', 'id'],
    window: 'all',
  })
  return items
}
