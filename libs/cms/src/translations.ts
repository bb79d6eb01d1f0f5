import { fromTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'

/** Locale code (`nl`) -> slug of the same record in that language. */
export type Alternates = Partial<Record<Locale, string>>

export type FlatItem = Record<string, unknown> & { alternates?: Alternates }

/** A JSON object (not an array), as Directus returns a record. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The Directus language of a translation row: `languages_code` or `languagesCode`, a code or `{ code }`. */
function languageOf(row: Record<string, unknown>): string | undefined {
  const value = row.languages_code ?? row.languagesCode
  if (typeof value === 'string') return value
  if (isRecord(value) && typeof value.code === 'string') return value.code
  return undefined
}

/** The translation row for a Directus language tag (`nl-BE`), or undefined when there is none. */
export function pickTranslation<T extends object>(
  translations: readonly (T | string | number | null)[] | null | undefined,
  tag: string,
): T | undefined {
  if (!Array.isArray(translations)) return undefined
  const wanted = tag.toLowerCase()
  return translations.find(
    (row): row is T => isRecord(row) && languageOf(row)?.toLowerCase() === wanted,
  )
}

/** Locale -> slug over every translation that has a slug in a known language. */
export function alternatesOf(translations: readonly unknown[]): Alternates {
  const alternates: Alternates = {}
  for (const row of translations) {
    if (!isRecord(row) || typeof row.slug !== 'string' || row.slug === '') continue
    const code = languageOf(row)
    const locale = code === undefined ? undefined : fromTag(code)
    if (locale) alternates[locale] = row.slug
  }
  return alternates
}

/** The site locales a record has a translation in. */
export function translatedLocales(translations: readonly unknown[]): Locale[] {
  const found = new Set<Locale>()
  for (const row of translations) {
    const code = isRecord(row) ? languageOf(row) : undefined
    const locale = code === undefined ? undefined : fromTag(code)
    if (locale) found.add(locale)
  }
  return [...found]
}

// The bookkeeping fields of a translation row: its own id, the language and the parent key
// (`<collection>_id`). No translated field of the contract ends in `_id`.
function isTranslatedField(key: string): boolean {
  return key !== 'id' && key !== 'languages_code' && key !== 'languagesCode' && !key.endsWith('_id')
}

function flattenValue(value: unknown, tag: string): unknown {
  if (Array.isArray(value)) {
    return value.map((entry) => flattenValue(entry, tag)).filter((entry) => entry !== null)
  }
  if (isRecord(value)) return flattenRecord(value, tag)
  return value
}

/**
 * A row of a files junction (a picture of a gallery): its translations (a caption) only describe
 * the picture, so a row without one in the language keeps its picture, without a caption.
 */
const isFileRow = (item: Record<string, unknown>) => 'directus_files_id' in item

function flattenRecord(item: Record<string, unknown>, tag: string): FlatItem | null {
  const { translations, ...fields } = item
  const merged: FlatItem = fields
  if (Array.isArray(translations)) {
    const match = pickTranslation<Record<string, unknown>>(translations, tag)
    if (!match && !isFileRow(item)) return null
    for (const [key, value] of Object.entries(match ?? {})) {
      if (isTranslatedField(key)) merged[key] = value
    }
    if (translations.some((row) => isRecord(row) && typeof row.slug === 'string')) {
      merged.alternates = alternatesOf(translations)
    }
  }
  for (const [key, value] of Object.entries(merged)) {
    if (key !== 'alternates') merged[key] = flattenValue(value, tag)
  }
  return merged
}

/**
 * The item with the fields of its translation for `tag` merged in and `translations` removed, at
 * every depth (m2o objects, o2m/m2m arrays, m2a `item`s). A record that has a `translations`
 * list without a row for `tag` does not exist in that language: it becomes `null`, and is left
 * out when it sits in a list; only a gallery's picture (a files junction row) stays, without a
 * caption. Records with a translated `slug` get `alternates` (locale -> slug).
 */
export function flattenTranslations(item: Record<string, unknown>, tag: string): FlatItem | null {
  return flattenRecord(item, tag)
}

/**
 * `flattenTranslations`, except that a record without a translation in `tag` keeps its
 * untranslated fields instead of being absent: for a singleton, which exists in every language,
 * and for SEO, whose robots flags and picture are not translated.
 */
export function flattenKeepingUntranslated(item: Record<string, unknown>, tag: string): FlatItem {
  const { translations: _, ...untranslated } = item
  return flattenRecord(item, tag) ?? flattenRecord(untranslated, tag) ?? untranslated
}
