import type { CmsClient } from '../client.server.ts'
import type { CmsCollection } from '../schema.ts'
import { pickTranslation } from '../translations.ts'

export type Rec = Record<string, unknown>

export function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A non-empty string, else undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function strOrNull(value: unknown): string | null {
  return str(value) ?? null
}

/** A finite number; numeric strings count too (Directus returns decimals and counts as strings on some databases). */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

export function bool(value: unknown): boolean {
  return value === true
}

/** The records of a relation list (ids of unexpanded relations and absent records dropped). */
export function records(value: unknown): Rec[] {
  return Array.isArray(value) ? value.filter(isRecord) : []
}

/** The key of an m2o field, expanded (`{ id }`) or not. */
export function keyOf(value: unknown): number | null {
  return num(isRecord(value) ? value.id : value)
}

/** Sorts junction/o2m rows by their `sort` field, rows without one last, otherwise stable. */
export function sortBySort<T extends Rec>(rows: T[]): T[] {
  const rank = (row: Rec) => num(row.sort) ?? Number.POSITIVE_INFINITY
  return [...rows].sort((a, b) => rank(a) - rank(b))
}

export function compact<T>(values: (T | null | undefined)[]): T[] {
  return values.filter((value): value is T => value !== null && value !== undefined)
}

export interface CmsImage {
  id: string
  width: number | null
  height: number | null
  title: string | null
}

/** The Directus fields of a file relation, e.g. `imageFields('image')`. */
export function imageFields(path: string): string[] {
  return ['id', 'width', 'height', 'title'].map((field) => `${path}.${field}`)
}

export function toImage(value: unknown): CmsImage | null {
  if (typeof value === 'string' && value !== '')
    return { id: value, width: null, height: null, title: null }
  if (!isRecord(value) || typeof value.id !== 'string') return null
  return {
    id: value.id,
    width: num(value.width),
    height: num(value.height),
    title: strOrNull(value.title),
  }
}

export interface Seo {
  title?: string
  description?: string
  /** the picture shared with the page (Open Graph) */
  image?: CmsImage
  noIndex: boolean
  noFollow: boolean
}

export function seoFields(path = 'seo'): string[] {
  return [
    `${path}.id`,
    `${path}.no_index`,
    `${path}.no_follow`,
    ...imageFields(`${path}.image`),
    `${path}.translations.*`,
  ]
}

/**
 * SEO of a record, read from the raw (not flattened) relation: the robots flags are not
 * translated, so they hold even when the SEO record has no text in this language.
 */
export function toSeo(raw: unknown, tag: string): Seo {
  if (!isRecord(raw)) return { noIndex: false, noFollow: false }
  const translation = pickTranslation<Rec>(records(raw.translations), tag)
  const seo: Seo = { noIndex: bool(raw.no_index), noFollow: bool(raw.no_follow) }
  const title = str(translation?.title)
  const description = str(translation?.description)
  const image = toImage(raw.image)
  if (title) seo.title = title
  if (description) seo.description = description
  if (image) seo.image = image
  return seo
}

/** Only published records. The reader role filters too; this keeps drafts out under any token. */
export const published = { status: { _eq: 'published' } } as const

/**
 * The one place where the editors' preview lifts `published`: a client made with `drafts` sends
 * every status condition `published` wrote as published-or-draft (archived items stay out), in
 * filters and in `deep` filters alike, so no query needs to know about the preview.
 */
export function liftPublished<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry: unknown) => liftPublished(entry)) as T
  if (!isRecord(value)) return value
  const lifted: Rec = {}
  for (const [key, entry] of Object.entries(value)) {
    lifted[key] =
      key === 'status' && isRecord(entry) && entry._eq === published.status._eq
        ? { _in: ['published', 'draft'] }
        : liftPublished(entry)
  }
  return lifted as T
}

/** Records that have a translation in `tag`. */
export function translatedIn(tag: string) {
  return { translations: { languages_code: { _eq: tag } } }
}

/**
 * Records whose translation in `tag` has this slug. The implicit o2m form matches both conditions
 * on the same translation row; Directus 11.17 ignores a `_some` with two conditions and returns
 * every record (checked against a real instance), so never write `_some` here.
 */
export function withSlug(tag: string, slug: string) {
  return { translations: { slug: { _eq: slug }, languages_code: { _eq: tag } } }
}

/** `deep` rule that returns only the translation in `tag` of a relation. */
export function onlyTranslation(tag: string) {
  return { translations: { _filter: { languages_code: { _eq: tag } } } }
}

export interface PageWindow {
  limit?: number
  offset?: number
}

export const DEFAULT_PAGE_SIZE = 12
export const MAX_PAGE_SIZE = 100

/** limit within 1..100 (default 12) and offset >= 0, whatever the URL said. */
export function toWindow({ limit, offset }: PageWindow = {}): { limit: number; offset: number } {
  const size = Number.isFinite(limit) ? Math.trunc(limit as number) : DEFAULT_PAGE_SIZE
  const start = Number.isFinite(offset) ? Math.trunc(offset as number) : 0
  return { limit: Math.min(Math.max(size, 1), MAX_PAGE_SIZE), offset: Math.max(start, 0) }
}

/** Number of records matching `filter` (`aggregate[count]=*`). */
export async function countItems(
  client: CmsClient,
  collection: CmsCollection,
  filter: Record<string, unknown>,
): Promise<number> {
  const rows = await client.readItems<Rec>(collection, { filter, aggregate: { count: '*' } })
  const count = rows[0]?.count
  // `count: '*'` answers `{ count: n }`; a field count answers `{ count: { field: n } }`.
  return num(isRecord(count) ? Object.values(count)[0] : count) ?? 0
}

export function slugFilterValue(slug: string): string | null {
  const trimmed = slug.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? null : trimmed
}

export interface ArticleSummary {
  id: number
  slug: string
  title: string
  summary: string | null
}

/** Translated fields a list needs; detail reads use `translations.*` (every language, for alternates). */
export const SUMMARY_TRANSLATION_FIELDS = [
  'translations.languages_code',
  'translations.slug',
  'translations.title',
  'translations.summary',
]

/** id, slug and title are what makes a catalogue record linkable; without them it is absent. */
export function toArticleSummary(flat: Rec): ArticleSummary | null {
  const id = num(flat.id)
  const slug = str(flat.slug)
  const title = str(flat.title)
  if (id === null || !slug || !title) return null
  return { id, slug, title, summary: strOrNull(flat.summary) }
}
