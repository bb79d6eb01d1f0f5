import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { safeHref, sanitizeRichText } from '../sanitize.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  compact,
  imageFields,
  isRecord,
  num,
  published,
  records,
  seoFields,
  slugFilterValue,
  sortBySort,
  str,
  strOrNull,
  toImage,
  toSeo,
  withSlug,
} from './shared.server.ts'
import type { CmsImage, Rec, Seo } from './shared.server.ts'

/**
 * Blocks keep their Directus field names (libs/blocks parses them with the block's schema);
 * every field the CMS sends is present, the typed ones are normalised: images as CmsImage,
 * URLs through safeHref, rich text sanitised.
 */
export interface HeroBlock extends Rec {
  collection: 'block_hero'
  id: number
  headline: string | null
  text: string | null
  cta_label: string | null
  cta_url: string | null
  image: CmsImage | null
}

export interface RichTextBlock extends Rec {
  collection: 'block_rich_text'
  id: number
  title: string | null
  /** Sanitised HTML. */
  body: string
}

export interface CtaBlock extends Rec {
  collection: 'block_cta'
  id: number
  title: string | null
  text: string | null
  button_label: string | null
  button_url: string | null
}

export type Block = HeroBlock | RichTextBlock | CtaBlock

export interface Page {
  id: number
  title: string
  /** May contain `/` (`about/our-story`); '' when the page has none in this language. */
  slug: string
  alternates: Alternates
  seo: Seo
  blocks: Block[]
}

const BLOCK_COLLECTIONS = ['block_hero', 'block_rich_text', 'block_cta'] as const

const PAGE_FIELDS = [
  'id',
  'translations.*',
  ...seoFields('seo'),
  'blocks.id',
  'blocks.collection',
  'blocks.sort',
  ...BLOCK_COLLECTIONS.flatMap((collection) => [
    `blocks.item:${collection}.*`,
    `blocks.item:${collection}.translations.*`,
  ]),
  ...imageFields('blocks.item:block_hero.image'),
]

function toBlock(row: Rec): Block | null {
  const item = row.item
  // null: the block has no translation in this language (or the reader may not see it).
  if (!isRecord(item)) return null
  const id = num(item.id)
  if (id === null) return null
  switch (row.collection) {
    case 'block_hero':
      return {
        ...item,
        collection: 'block_hero',
        id,
        headline: strOrNull(item.headline),
        text: strOrNull(item.text),
        cta_label: strOrNull(item.cta_label),
        cta_url: safeHref(item.cta_url),
        image: toImage(item.image),
      }
    case 'block_rich_text':
      return {
        ...item,
        collection: 'block_rich_text',
        id,
        title: strOrNull(item.title),
        body: sanitizeRichText(strOrNull(item.body)),
      }
    case 'block_cta':
      return {
        ...item,
        collection: 'block_cta',
        id,
        title: strOrNull(item.title),
        text: strOrNull(item.text),
        button_label: strOrNull(item.button_label),
        button_url: safeHref(item.button_url),
      }
    default:
      return null
  }
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
): Promise<Page | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [row] = await client.readItems<Rec>('pages', {
    fields: PAGE_FIELDS,
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
): Promise<Page | null> {
  if (!Number.isInteger(id)) return null
  const tag = toTag(locale)
  const [row] = await client.readItems<Rec>('pages', {
    fields: PAGE_FIELDS,
    filter: { ...published, id: { _eq: id } },
    limit: 1,
  })
  return row ? toPage(row, tag) : null
}
