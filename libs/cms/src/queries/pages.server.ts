import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { droppable, parseRecord } from '../parse.server.ts'
import type { InvalidRecordReporter } from '../parse.server.ts'
import { flattenKeepingUntranslated, flattenTranslations, isRecord } from '../translations.ts'
import {
  alternates,
  bySort,
  compact,
  key,
  published,
  seo,
  seoFields,
  slugFilterValue,
  sort,
  withSlug,
} from './shared.server.ts'

/**
 * A block as the page holds it: its collection and its item with the translation of the visitor's
 * language merged in. libs/blocks parses it with the block's schema; nothing block-specific is
 * known here, so it stays a record.
 */
export type RawBlock = { collection: string } & Record<string, unknown>

/**
 * A row of the m2a relation `blocks`: its item is absent when it has no translation here, and
 * only a key when the page query did not ask for its collection's fields (a block libs/blocks
 * does not know): that row is reported and left out.
 */
const blockRow = droppable(
  z.object({
    collection: z.string(),
    sort,
    item: z.record(z.string(), z.unknown()).nullish(),
  }),
  'pages_blocks',
)

const page = z
  .object({
    id: key,
    title: z.string().nullish(),
    /** May contain `/` (`about/our-story`); '' when the page has none in this language. */
    slug: z.string().nullish(),
    alternates,
    seo,
    blocks: z.array(blockRow).nullish(),
  })
  .transform(({ title, slug, blocks, ...rest }) => ({
    ...rest,
    title: title ?? '',
    slug: slug ?? '',
    blocks: bySort(compact(blocks ?? [])).flatMap(({ collection, item }): RawBlock[] =>
      item ? [{ ...item, collection }] : [],
    ),
  }))

export type Page = z.output<typeof page>

/** The page fields besides its blocks, whose fields the caller gives (libs/blocks knows them). */
const PAGE_FIELDS = ['id', 'translations.*', ...seoFields('seo')]

export interface PageQuery {
  /** the Directus fields of the page's blocks (`blocks.item:block_hero.*`, ...) */
  blockFields: readonly string[]
}

/**
 * The first page of a list read. Blocks are flattened here, not with a deep filter: deep filters
 * inside m2a are ignored by some Directus versions, so every language comes back and the match
 * is made locally. SEO is flattened apart: its robots flags hold without a translation.
 */
function firstPage(tag: string) {
  return (rows: unknown[], report: InvalidRecordReporter): Page | null => {
    const [row] = rows
    const flat = isRecord(row) ? flattenTranslations(row, tag) : null
    if (!isRecord(row) || !flat) return null
    flat.seo = isRecord(row.seo) ? flattenKeepingUntranslated(row.seo, tag) : null
    return parseRecord(page, flat, 'pages', report)
  }
}

/** The published page whose slug in `locale` is `slug` (leading/trailing slashes ignored). */
export async function getPageBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
  { blockFields }: PageQuery,
): Promise<Page | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  return client.readItems(
    'pages',
    {
      fields: [...PAGE_FIELDS, ...blockFields],
      filter: { ...published, ...withSlug(tag, wanted) },
      limit: 1,
    },
    firstPage(tag),
    { parsedFor: tag },
  )
}

/**
 * A published page by id (home and terms pages come from global settings). Read as a filtered
 * list, not `/items/pages/{id}`: Directus answers 403, not 404, for a key the reader cannot see.
 */
export async function getPageById(
  client: CmsClient,
  locale: Locale,
  id: number,
  { blockFields }: PageQuery,
): Promise<Page | null> {
  if (!Number.isInteger(id)) return null
  const tag = toTag(locale)
  return client.readItems(
    'pages',
    {
      fields: [...PAGE_FIELDS, ...blockFields],
      filter: { ...published, id: { _eq: id } },
      limit: 1,
    },
    firstPage(tag),
    { parsedFor: tag },
  )
}
