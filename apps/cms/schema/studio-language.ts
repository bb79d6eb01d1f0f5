/**
 * The Data Studio in each editor's language. Directus shows a collection's and a field's name from
 * their `translations` (one per language, English when the editor's is missing), and a note or a
 * choice label written `$t:key` from its Translation Strings (`/translations`) in the editor's
 * language. It loads only the strings of that language, so every key has a value in each of
 * `studioLanguages` and in the regional Englishes and French the Studio offers; an editor who
 * chose yet another language sees the bare key.
 *
 * `inStudioLanguages` turns the English payloads of `build.ts` into these: names from
 * studio-texts/, notes and labels as keys, and the strings those keys stand for. The product
 * names (colours, stairs, cover types, constructions) and a lead's status and kind are the site's
 * own words for them (`@lamella/i18n`), the countries the ones of the Unicode data every Node
 * carries.
 */
import { catalogues, locales } from '@lamella/i18n/catalogues'
import { countries } from '@lamella/i18n/markets'
import { coverColors, coverTypes, poolConstructions, stairTypes } from '@lamella/i18n/products'
import type { Api } from './api.ts'
import { leadStatuses, quoteKinds } from './collections.ts'
import type { StaffLanguage } from './markets.ts'
import type {
  BuiltSchema,
  CollectionPayload,
  FieldPayload,
  StudioString,
  StudioLanguage,
} from './payloads.ts'
import { blockPreviewText, blockPreviewWords, studioLanguages } from './payloads.ts'
import { de } from './studio-texts/de.ts'
import type { CollectionNames, StudioCatalogue } from './studio-texts/en.ts'
import { en } from './studio-texts/en.ts'
import { fr } from './studio-texts/fr.ts'
import { nl } from './studio-texts/nl.ts'

export { studioLanguages }
export type { StudioLanguage, StudioString }

type Json = Record<string, unknown>
type Translated = Exclude<StudioLanguage, 'en-US'>

export const studioCatalogues: Record<Translated, StudioCatalogue> = {
  'nl-NL': nl,
  'fr-FR': fr,
  'de-DE': de,
}

/**
 * Every key the setup writes starts so: Directus' own keys (`published`) and editors' stay apart.
 * A key names where its text belongs: `lamella_note_pages` (a collection's note),
 * `lamella_note_pages__publish_at` (a field's), `lamella_choice_lead_status__won` (a choice's
 * label).
 */
export const keyPrefix = 'lamella_'

/** The Studio language of each office language (`global_settings.office_language`). */
export const studioLanguageOf: Record<StaffLanguage, StudioLanguage> = {
  en: 'en-US',
  nl: 'nl-NL',
  fr: 'fr-FR',
  de: 'de-DE',
}

const siteCatalogue = (language: StudioLanguage) =>
  catalogues[language === 'en-US' ? 'en' : (language.slice(0, 2) as 'nl' | 'fr' | 'de')]

type ProductSection = 'colors' | 'stairs' | 'coverTypes' | 'construction'
const productName = (section: ProductSection) => (language: StudioLanguage, value: string) =>
  (siteCatalogue(language)[section] as Record<string, string>)[value]
const deskWord = (section: 'status' | 'kind') => (language: StudioLanguage, value: string) =>
  (siteCatalogue(language).dealerDesk[section] as Record<string, string>)[value]

/**
 * Choice lists that say the same wherever they are chosen, known by their values: one key per
 * value for all of their fields, and their words from where the site takes them.
 */
const sharedLists: ReadonlyArray<{
  name: string
  values: readonly string[]
  text: (language: StudioLanguage, value: string) => string | undefined
}> = [
  { name: 'color', values: coverColors, text: productName('colors') },
  { name: 'stair', values: stairTypes, text: productName('stairs') },
  { name: 'cover_type', values: coverTypes, text: productName('coverTypes') },
  { name: 'construction', values: poolConstructions, text: productName('construction') },
  // a dealer reads a lead's status and kind in the same words on the site's dealer desk
  {
    name: 'lead_status',
    values: leadStatuses.map((status) => status.value),
    text: deskWord('status'),
  },
  { name: 'quote_kind', values: quoteKinds, text: deskWord('kind') },
  {
    name: 'country',
    values: countries,
    text: (language, value) => new Intl.DisplayNames([language], { type: 'region' }).of(value),
  },
]

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value))

/** Languages are named each in its own words ("Français"), as language pickers do: never keyed. */
const languageCodes = new Set<string>(locales.map((locale) => locale.code))

/** The English name of a collection (see studio-texts/en.ts), if it has one. */
export function englishNames(collection: string): CollectionNames | undefined {
  return (en.collections as Record<string, CollectionNames>)[collection]
}

function namesIn(language: StudioLanguage, collection: string): CollectionNames | undefined {
  const english = englishNames(collection)
  if (language === 'en-US' || !english) return english
  return (studioCatalogues[language].collections as Record<string, CollectionNames>)[collection]
}

/** The name of a field in a language: its own (`collection.field`), else the field's. */
export function fieldName(
  language: StudioLanguage,
  collection: string,
  field: string,
): string | undefined {
  const names: Record<string, string> =
    language === 'en-US' ? en.fields : studioCatalogues[language].fields
  return names[`${collection}.${field}`] ?? names[field]
}

/** The text of a note, label or folder in a language, from the English the schema writes. */
function translation(
  language: StudioLanguage,
  section: 'notes' | 'choices' | 'folders' | 'notices',
  english: string,
): string | undefined {
  return language === 'en-US' ? english : studioCatalogues[language][section][english]
}

const isKey = (text: unknown): boolean => typeof text === 'string' && text.startsWith('$t:')

class Translator {
  readonly strings = new Map<string, StudioString>()
  readonly schema: BuiltSchema

  constructor(schema: BuiltSchema) {
    this.schema = schema
  }

  /**
   * Registers a string and answers its `$t:` key. A language without a translation gets the
   * English, which reads better than a bare key; the unit test sees that none is missing.
   */
  string(key: string, value: (language: StudioLanguage) => string | undefined): string {
    const english = value('en-US')
    if (english === undefined) throw new Error(`${key} has no English text`)
    const values = Object.fromEntries(
      studioLanguages.map((language) => [language, value(language) ?? english]),
    ) as Record<StudioLanguage, string>
    const known = this.strings.get(key)
    if (known && JSON.stringify(known.values) !== JSON.stringify(values))
      throw new Error(`${key} stands for two different texts: give one of them another key`)
    this.strings.set(key, { key, values })
    return `$t:${key}`
  }

  /** A collection's names: its own, or, for a junction, its parent's and its field's. */
  names(collection: string, language: StudioLanguage): CollectionNames | undefined {
    const own = namesIn(language, collection)
    if (own) return own
    // the relation from a junction (or translations) table to the item it belongs to
    const parent = this.schema.relations.find(
      (relation) =>
        relation.collection === collection &&
        relation.related_collection !== null &&
        typeof relation.meta.one_field === 'string' &&
        relation.meta.junction_field,
    )
    if (!parent?.related_collection) return undefined
    const parentName = this.names(parent.related_collection, language)?.translation
    const field = fieldName(language, parent.related_collection, String(parent.meta.one_field))
    return parentName && field ? { translation: `${parentName} › ${field}` } : undefined
  }

  collection(payload: CollectionPayload): CollectionPayload {
    const fields = payload.fields.map((field) => this.field(payload.collection, field))
    const meta: Json = { ...payload.meta }
    if (payload.schema === null) {
      // a folder: its English label is the one translation an earlier version gave it
      const label = (meta.translations as Array<{ translation: string }> | undefined)?.[0]
      if (label)
        meta.translations = studioLanguages.map((language) => ({
          language,
          translation: translation(language, 'folders', label.translation) ?? label.translation,
        }))
    } else if (this.names(payload.collection, 'en-US')) {
      meta.translations = studioLanguages.map((language) => ({
        language,
        ...(this.names(payload.collection, language) ?? this.names(payload.collection, 'en-US')),
      }))
    }
    if (typeof meta.note === 'string' && !isKey(meta.note)) {
      const note = meta.note
      meta.note = this.string(`${keyPrefix}note_${payload.collection}`, (language) =>
        translation(language, 'notes', note),
      )
    }
    return { ...payload, meta, fields }
  }

  field(collection: string, payload: FieldPayload): FieldPayload {
    const named = fieldName('en-US', collection, payload.field) !== undefined
    // a hidden key may still head a list's column (a translation's language): named if it has one
    if (payload.meta.hidden === true && !named) return payload
    const meta: Json = { ...payload.meta }
    if (named) {
      meta.translations = studioLanguages.map((language) => ({
        language,
        translation:
          fieldName(language, collection, payload.field) ??
          fieldName('en-US', collection, payload.field),
      }))
    }
    if (typeof meta.note === 'string' && !isKey(meta.note)) {
      const note = meta.note
      meta.note = this.string(`${keyPrefix}note_${collection}__${payload.field}`, (language) =>
        translation(language, 'notes', note),
      )
    }
    const options = meta.options as Json | undefined
    if (options?.choices) {
      const values = (options.choices as Array<{ value: string }>).map((choice) => choice.value)
      meta.options = { ...options, choices: this.choices(payload.field, values, options.choices) }
      const display = meta.display_options as Json | undefined
      if (display?.choices)
        meta.display_options = {
          ...display,
          choices: this.choices(payload.field, values, display.choices),
        }
    }
    if (payload.field === 'block_preview' && options && !isKey(options.text)) {
      meta.options = {
        ...options,
        text: this.string(`${keyPrefix}block_preview_${collection}`, (language) =>
          blockPreviewText(collection, {
            alt: translation(language, 'notices', blockPreviewWords.alt),
            caption: translation(language, 'notices', blockPreviewWords.caption),
          }),
        ),
      }
    }
    return { ...payload, meta }
  }

  choices(field: string, values: string[], choices: unknown): unknown {
    if (values.length > 0 && values.every((value) => languageCodes.has(value))) return choices
    const shared = sharedLists.find((list) => sameValues(list.values, values))
    const list = shared?.name ?? field
    return (choices as Array<Json & { text: string; value: string }>).map((choice) =>
      isKey(choice.text)
        ? choice
        : {
            ...choice,
            text: this.string(`${keyPrefix}choice_${list}__${choice.value}`, (language) =>
              shared
                ? shared.text(language, choice.value)
                : translation(language, 'choices', choice.text),
            ),
          },
    )
  }
}

/**
 * The schema as editors read it in their language: every collection, folder and visible field
 * named in each of `studioLanguages`, notes and choice labels as keys of Translation Strings, and
 * those strings. Payloads that are keys already (Directus' own `$t:published`) stay as they are.
 */
export function inStudioLanguages(schema: BuiltSchema): BuiltSchema {
  const translator = new Translator(schema)
  const collections = schema.collections.map((payload) => translator.collection(payload))
  const systemFields = schema.systemFields.map(({ collection, fields }) => ({
    collection,
    fields: fields.map((field) => translator.field(collection, field)),
  }))
  return {
    ...schema,
    collections,
    systemFields,
    studioStrings: [...translator.strings.values()],
  }
}

/**
 * The schema as the Data Studio shows it to an editor of `language`: each key of ours replaced by
 * its text (Directus' own keys stay). Tests read notes and labels through it.
 */
export function readIn(language: StudioLanguage, schema: BuiltSchema): BuiltSchema {
  const texts = new Map(schema.studioStrings.map(({ key, values }) => [key, values[language]]))
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string')
      return isKey(value) ? (texts.get(value.slice(3)) ?? value) : value
    if (Array.isArray(value)) return value.map(resolve)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]))
    return value
  }
  return {
    ...schema,
    ...(resolve({ collections: schema.collections, systemFields: schema.systemFields }) as Pick<
      BuiltSchema,
      'collections' | 'systemFields'
    >),
  }
}

export interface ExistingString {
  id: string
  key: string
  language: string
  value: string
}

/**
 * Values an earlier version of this setup wrote: a database that still holds one gets today's
 * value, one an editor changed in the Studio keeps theirs. When a text the setup writes changes,
 * its former value in each language goes here (as `upgrades.ts` keeps former notes).
 */
export const earlierStrings: ReadonlyArray<{
  key: string
  language: StudioLanguage
  value: string
}> = []

/**
 * The Studio's languages a string is written for, each with the language it is written in: the
 * Studio reads strings in the editor's own language only, so its regional Englishes and French
 * get the same words rather than bare keys.
 */
const stringLanguages: ReadonlyArray<readonly [string, StudioLanguage]> = [
  ...studioLanguages.map((language) => [language, language] as const),
  ['en-GB', 'en-US'],
  ['en-CA', 'en-US'],
  ['fr-CA', 'fr-FR'],
]

/** What to create and what to bring up to date among the Translation Strings that exist. */
export function stringChanges(
  wanted: readonly StudioString[],
  existing: readonly ExistingString[],
  earlier = earlierStrings,
): {
  create: Array<{ key: string; language: string; value: string }>
  update: Array<{ id: string; value: string }>
} {
  const create = []
  const update = []
  for (const { key, values } of wanted) {
    for (const [language, written] of stringLanguages) {
      const value = values[written]
      const rows = existing.filter((row) => row.key === key && row.language === language)
      if (rows.length === 0) {
        create.push({ key, language, value })
        continue
      }
      if (rows.some((row) => row.value === value)) continue
      const former = rows.find((row) =>
        earlier.some(
          (item) => item.key === key && item.language === language && item.value === row.value,
        ),
      )
      if (former) update.push({ id: former.id, value })
    }
  }
  return { create, update }
}

/** Creates the missing Translation Strings and upgrades the ones an earlier version wrote. */
export async function applyStudioStrings(
  api: Api,
  wanted: readonly StudioString[],
): Promise<{ created: number; updated: number }> {
  const existing = await api.get<ExistingString[]>('/translations', {
    filter: { key: { _starts_with: keyPrefix } },
    fields: 'id,key,language,value',
    limit: -1,
  })
  const { create, update } = stringChanges(wanted, existing)
  // a few hundred rows per request keeps each body well under Directus' payload limit
  for (let start = 0; start < create.length; start += 250)
    await api.post('/translations', create.slice(start, start + 250))
  for (const { id, value } of update) await api.patch(`/translations/${id}`, { value })
  return { created: create.length, updated: update.length }
}

/**
 * A fresh database reads the office's language: Directus shows the project's default language
 * to every user who chose none (and on the sign-in page). An existing one keeps its setting,
 * which an admin changes under Settings › Project.
 */
export async function applyDefaultLanguage(api: Api): Promise<StudioLanguage> {
  const settings = await api.get<{ office_language?: unknown } | null>('/items/global_settings', {
    fields: 'office_language',
  })
  const office = settings?.office_language
  const language =
    typeof office === 'string' && office in studioLanguageOf
      ? studioLanguageOf[office as StaffLanguage]
      : 'en-US'
  await api.patch('/settings', { default_language: language })
  return language
}
