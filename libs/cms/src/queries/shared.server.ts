import { coverColors, coverTypes, isLocale, poolConstructions, stairTypes } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { droppable, parseRecord } from '../parse.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import type { CmsCollection } from '../schema.ts'

/*
 * The small schemas every query's records are made of. Each describes a field as Directus returns
 * it (after `flattenTranslations`) and gives the type the site reads.
 */

// Directus returns decimals, bigints and aggregates as strings on some databases.
const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value

/** A finite number, sent as a number or a numeric string. */
export const numeric = z.preprocess(toNumber, z.number())

/** The key of a record. */
export const key = z.preprocess(toNumber, z.number().int())

/** A number the record can do without: null when Directus has none. */
export const optionalNumber = z
  .preprocess(toNumber, z.number().nullish())
  .transform((value) => value ?? null)

/** A text the record cannot do without (a title, a slug). */
export const requiredText = z.string().min(1)

/** A text the record can do without: null when absent or empty. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || null)

/** A Directus boolean: false unless set. */
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value === true)

/** CMS rich text, sanitised to the tags the site styles ('' when absent). */
export const richText = z
  .string()
  .nullish()
  .transform((html) => sanitizeRichText(html))

/** One of a product enumeration of @lamella/i18n, or null when the editor chose none. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess((value) => (value === '' ? null : value), z.enum(values).nullish())
    .transform((value) => value ?? null)
}

export const coverColor = choice(coverColors)
export const coverType = choice(coverTypes)
export const stairType = choice(stairTypes)
export const poolConstruction = choice(poolConstructions)

/** Locale -> slug, as `flattenTranslations` gives it to records with a translated slug. */
export const alternates = z
  .partialRecord(z.custom<Locale>(isLocale), z.string())
  .optional()
  .transform((value) => value ?? {})

/** The key of an m2o field, expanded (`{ id }`) or not. */
export const relationKey = z
  .union([key, z.object({ id: key }).transform(({ id }) => id)])
  .nullish()
  .transform((value) => value ?? null)

/** Position of a junction or o2m row; rows without one go last. */
export const sort = optionalNumber

/** Rows in the editors' order: by `sort`, rows without one last, otherwise stable. */
export function bySort<T extends { sort: number | null }>(rows: readonly T[]): T[] {
  const rank = (row: T) => row.sort ?? Number.POSITIVE_INFINITY
  return [...rows].sort((a, b) => rank(a) - rank(b))
}

export function compact<T>(values: readonly (T | null | undefined)[]): T[] {
  return values.filter((value): value is T => value !== null && value !== undefined)
}

/**
 * A Directus file. Its title is not read: it is the file library's name for editors (the seed's
 * are English), so a page in another language would show it; what a picture says to visitors is
 * written where the picture is used, per language (docs/decisions/029).
 */
const imageRecord = z.object({
  id: z.string().min(1),
  width: optionalNumber,
  height: optionalNumber,
})

export type CmsImage = z.output<typeof imageRecord>

/**
 * A file relation: expanded, or only its key when the query did not expand it. A broken file
 * record leaves out the picture, not the record that shows it.
 */
export const image = droppable(
  // Only the key when the query did not expand the relation: a picture of unknown size.
  z.preprocess((value) => (typeof value === 'string' ? { id: value } : value), imageRecord),
  'directus_files',
).transform((value) => value ?? null)

/** The Directus fields of a file relation, e.g. `imageFields('image')`. */
export function imageFields(path: string): string[] {
  return ['id', 'width', 'height'].map((field) => `${path}.${field}`)
}

/**
 * A files relation (m2m to directus_files) as the pictures in the editors' order, each with its
 * row's caption in the language (flattened from the junction's translations), or none: a
 * picture without a caption in this language has no caption, never another language's. A
 * broken row or file leaves out that picture only; a file deleted since (null) is left out too.
 */
export function gallery(junction: string) {
  return z
    .array(droppable(z.object({ sort, directus_files_id: image, caption: optionalText }), junction))
    .nullish()
    .transform((rows) =>
      compact(
        bySort(compact(rows ?? [])).map(({ directus_files_id: file, caption }) =>
          file ? { ...file, caption } : null,
        ),
      ),
    )
}

/** The Directus fields of a files relation, e.g. `galleryFields('gallery')`. */
export function galleryFields(path: string): string[] {
  return [
    `${path}.sort`,
    ...imageFields(`${path}.directus_files_id`),
    `${path}.translations.languages_code`,
    `${path}.translations.caption`,
  ]
}

export interface Seo {
  title?: string
  description?: string
  /** the picture shared with the page (Open Graph) */
  image?: CmsImage
  noIndex: boolean
  noFollow: boolean
}

/**
 * The SEO relation, flattened with `flattenKeepingUntranslated`: the robots flags and the picture
 * are not translated, so they hold even when the SEO record has no text in this language.
 */
export const seo = z
  .object({
    no_index: flag,
    no_follow: flag,
    image,
    title: optionalText,
    description: optionalText,
  })
  .nullish()
  .transform((value): Seo => {
    const result: Seo = { noIndex: value?.no_index ?? false, noFollow: value?.no_follow ?? false }
    if (value?.title) result.title = value.title
    if (value?.description) result.description = value.description
    if (value?.image) result.image = value.image
    return result
  })

export function seoFields(path = 'seo'): string[] {
  return [
    `${path}.id`,
    `${path}.no_index`,
    `${path}.no_follow`,
    ...imageFields(`${path}.image`),
    `${path}.translations.*`,
  ]
}

// the published filter and its preview lift, where the client can read them without a cycle
export { liftPublished, published } from '../published.ts'

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

const whole = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? Math.trunc(value) : fallback

/** limit within 1..100 (default 12) and offset >= 0, whatever the URL said. */
export function toWindow({ limit, offset }: PageWindow = {}): { limit: number; offset: number } {
  return {
    limit: Math.min(Math.max(whole(limit, DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE),
    offset: Math.max(whole(offset, 0), 0),
  }
}

// `aggregate[count]=*` answers `[{ count: n }]`, n a string on some databases.
const countResult = z.array(z.object({ count: numeric })).transform((rows) => rows[0]?.count ?? 0)

/** Number of records matching `filter` (`aggregate[count]=*`); 0 when the answer is not a count. */
export function countItems(
  client: CmsClient,
  collection: CmsCollection,
  filter: Record<string, unknown>,
): Promise<number> {
  return client.readItems(
    collection,
    { filter, aggregate: { count: '*' } },
    (rows, report) => parseRecord(countResult, rows, collection, report) ?? 0,
  )
}

export function slugFilterValue(slug: string): string | null {
  const trimmed = slug.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? null : trimmed
}

/** id, slug and title make a catalogue record linkable: without them it is not shown. */
export const articleFields = {
  id: key,
  slug: requiredText,
  title: requiredText,
  summary: optionalText,
}

/** Translated fields a list needs; detail reads use `translations.*` (every language, for alternates). */
export const SUMMARY_TRANSLATION_FIELDS = [
  'translations.languages_code',
  'translations.slug',
  'translations.title',
  'translations.summary',
]

/** What a detail read adds to a summary: the sanitised body and the slug in every language. */
export function articleDetail<S extends z.ZodType<object>>(summary: S) {
  return z.intersection(summary, z.object({ body: richText, alternates }))
}
