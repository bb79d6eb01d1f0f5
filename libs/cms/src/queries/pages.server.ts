import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  compact,
  isRecord,
  num,
  published,
  records,
  seoFields,
  slugFilterValue,
  sortBySort,
  str,
  toSeo,
  withSlug,
} from './shared.server.ts'
import type { Rec, Seo } from './shared.server.ts'

/**
 * A block as the page holds it: its collection and its item with the translation of the visitor's
 * language merged in. libs/blocks parses it; nothing block-specific is known here.
 */
export type RawBlock = { collection: string } & Rec

export interface Page {
  id: number
  title: string
  /** May contain `/` (`about/our-story`); '' when the page has none in this language. */
  slug: string
  alternates: Alternates
  seo: Seo
  blocks: RawBlock[]
}

/** The page fields besides its blocks, whose fields the caller gives (libs/blocks knows them). */
const PAGE_FIELDS = ['id', 'translations.*', ...seoFields('seo')]

export interface PageQuery {
  /** the Directus fields of the page's blocks (`blocks.item:block_hero.*`, ...) */
  blockFields: readonly string[]
}

/** A block row of the m2a relation: its item, absent when it has no translation in the language. */
function toBlock(row: Rec): RawBlock | null {
  return isRecord(row.item) && typeof row.collection === 'string'
    ? { ...row.item, collection: row.collection }
    : null
}

export function toPage(raw: Rec, tag: string): Page | null {
  // Blocks are flattened here, not with a deep filter: deep filters inside m2a are ignored by
  // some Directus versions, so every language comes back and the match is made locally.
  const flat = flattenTranslations(raw, tag)
  const id = num(flat?.id)
  if (!flat || id === null) return null
  return {
    id,
    title: str(flat.title) ?? '',
    slug: str(flat.slug) ?? '',
    alternates: flat.alternates ?? {},
    seo: toSeo(raw.seo, tag),
    blocks: compact(sortBySort(records(flat.blocks)).map(toBlock)),
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
  const [row] = await client.readItems<Rec>('pages', {
    fields: [...PAGE_FIELDS, ...blockFields],
    filter: { ...published, ...withSlug(tag, wanted) },
    limit: 1,
  })
  return row ? toPage(row, tag) : null
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
  const [row] = await client.readItems<Rec>('pages', {
    fields: [...PAGE_FIELDS, ...blockFields],
    filter: { ...published, id: { _eq: id } },
    limit: 1,
  })
  return row ? toPage(row, tag) : null
}
