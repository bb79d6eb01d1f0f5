import { describe, expect, it } from 'vitest'
import { buildSchema } from './build.ts'
import type { FieldPayload } from './build.ts'
import {
  earlierStrings,
  englishNames,
  fieldName,
  keyPrefix,
  readIn,
  stringChanges,
  studioCatalogues,
  studioLanguages,
} from './studio-language.ts'
import type { StudioLanguage } from './studio-language.ts'
import { en } from './studio-texts/en.ts'
import {
  captionFallbackCollections,
  englishOnlyCollections,
  previousCollections,
} from './upgrades.ts'

const schema = buildSchema()
const strings = new Map(schema.studioStrings.map((item) => [item.key, item.values]))
const translatedLanguages = ['nl-NL', 'fr-FR', 'de-DE'] as const

type Json = Record<string, unknown>
const visible = (fields: FieldPayload[]) => fields.filter((field) => field.meta.hidden !== true)
const allFields = [...schema.collections, ...schema.systemFields].flatMap(
  ({ collection, fields }) => visible(fields).map((field) => ({ collection, field })),
)
const lists = schema.collections.filter((item) => item.schema !== null && !item.meta.hidden)

/** Every choice list of a field: its dropdown's and its labels' (display). */
const choicesOf = (meta: Json) =>
  [meta.options, meta.display_options].flatMap(
    (options) => ((options as Json | undefined)?.choices as Json[] | undefined) ?? [],
  )

/** What a text keeps whatever the language: its placeholders and the pictures it shows. */
const placeholders = (text: string) => text.match(/{{?[^}]*}}?|<img src="[^"]*"/g) ?? []

const translations = (meta: Json) =>
  meta.translations as Array<{ language: string; translation: string }> | undefined

describe('the Data Studio in the editor’s language', () => {
  it.each(lists.map((item) => item.collection))(
    'names %s in every language, and each of its items',
    (collection) => {
      const payload = schema.collections.find((item) => item.collection === collection)!
      const names = payload.meta.translations as Array<Json>
      expect(names.map((name) => name.language)).toEqual([...studioLanguages])
      const english = englishNames(collection)
      expect(english, `${collection} has no English name in studio-texts/en.ts`).toBeDefined()
      for (const name of names) {
        expect(name.translation).toMatch(/\S/)
        // a list of items is counted and created by its singular and plural, a singleton is not
        expect(Object.keys(name).sort()).toEqual(['language', ...Object.keys(english!)].sort())
      }
    },
  )

  it('names every folder and every junction in every language', () => {
    for (const payload of schema.collections.filter((item) => !lists.includes(item))) {
      const names = translations(payload.meta)
      expect(
        names?.map((name) => name.language),
        payload.collection,
      ).toEqual([...studioLanguages])
      // a junction by its item's name and its field's: Projects › Gallery
      if (payload.schema !== null)
        expect(names?.find((name) => name.language === 'fr-FR')?.translation).toContain(' › ')
    }
    expect(
      translations(schema.collections.find((item) => item.collection === 'projects_gallery')!.meta),
    ).toContainEqual({ language: 'nl-NL', translation: 'Realisaties › Galerij' })
  })

  it.each(
    allFields.map(({ collection, field }) => [`${collection}.${field.field}`, field] as const),
  )('names the field %s in every language', (_, field) => {
    const names = translations(field.meta)
    expect(names?.map((name) => name.language)).toEqual([...studioLanguages])
    for (const name of names ?? []) {
      expect(name.translation).toMatch(/\S/)
      // Directus reads a field's name as a message of its own: these characters would break it
      expect(name.translation).not.toMatch(/[{}@$|]/)
    }
  })

  it('writes every note and choice label as a key, and no English left', () => {
    const texts = [
      ...schema.collections.map((item) => item.meta.note),
      ...[...schema.collections, ...schema.systemFields].flatMap((item) =>
        item.fields.flatMap((field) => [
          field.meta.note,
          ...choicesOf(field.meta).map((choice) => choice.text),
        ]),
      ),
    ]
    const written = texts.filter((text): text is string => typeof text === 'string')
    for (const text of written) {
      const key = /^\$t:(.+)$/.exec(text)?.[1]
      // a language named in its own words needs no key; Directus' own keys (draft) are Directus'
      if (!key) expect(['Nederlands', 'Français', 'Deutsch', 'English', 'Español']).toContain(text)
      else if (key.startsWith(keyPrefix)) expect(strings.has(key), key).toBe(true)
      else expect(['published', 'draft', 'archived']).toContain(key)
    }
  })

  it.each(schema.studioStrings.map((item) => [item.key, item.values] as const))(
    'has %s in every language, with the same placeholders',
    (_, values) => {
      expect(Object.keys(values)).toEqual([...studioLanguages])
      for (const language of studioLanguages) {
        expect(values[language], language).toMatch(/\S/)
        expect(placeholders(values[language]), language).toEqual(placeholders(values['en-US']))
        // Directus reads braces in a Translation String as placeholders of its own
        expect(values[language].replace(/<[^>]+>/g, ''), language).not.toMatch(/[{}]/)
      }
    },
  )

  it('translates every note and label, not falling back to English', () => {
    const same = new Set([
      'm',
      'm³',
      'Status',
      'Transparent',
      'Mobile',
      'Luxembourg',
      'France',
      'Note',
      'Construction',
    ])
    for (const { key, values } of schema.studioStrings)
      for (const language of translatedLanguages)
        if (values[language] === values['en-US'])
          expect(same, `${key} in ${language}: ${values[language]}`).toContain(values[language])
  })

  it.each(translatedLanguages)(
    'uses every text of the %s catalogue',
    (language: StudioLanguage & (typeof translatedLanguages)[number]) => {
      const catalogue = studioCatalogues[language]
      const english = readIn('en-US', schema)
      const folders = english.collections.filter((item) => item.schema === null)
      const used = {
        collections: new Set(Object.keys(en.collections)),
        fields: new Set(
          // a hidden key heads a list's column too (a translation's language)
          [...schema.collections, ...schema.systemFields].flatMap(({ collection, fields }) =>
            fields.flatMap((field) =>
              [`${collection}.${field.field}`, field.field]
                .filter((key) => key in en.fields)
                .slice(0, 1),
            ),
          ),
        ),
        folders: new Set(folders.map((item) => translations(item.meta)![0]!.translation)),
        notes: new Set(
          [
            ...english.collections.map((item) => item.meta.note),
            ...[...english.collections, ...english.systemFields].flatMap((item) =>
              visible(item.fields).map((field) => field.meta.note),
            ),
          ].filter((note): note is string => typeof note === 'string'),
        ),
        choices: new Set(
          english.collections.flatMap((item) =>
            item.fields.flatMap((field) =>
              choicesOf(field.meta).map((choice) => String(choice.text)),
            ),
          ),
        ),
        notices: new Set([
          'How this block looks on the site',
          'How this block looks on the site, with example content.',
        ]),
      }
      for (const section of Object.keys(used) as Array<keyof typeof used>)
        for (const key of Object.keys(catalogue[section]))
          expect(used[section].has(key), `${section}: ${key} is used nowhere`).toBe(true)
      // and every English field name is some field's
      for (const key of Object.keys(en.fields))
        expect(used.fields.has(key), `fields: ${key}`).toBe(true)
    },
  )

  it('looks a field’s name up where it means something else first', () => {
    expect(fieldName('fr-FR', 'pages_translations', 'languages_code')).toBe('Langue')
    expect(fieldName('nl-NL', 'faq_categories', 'items')).toBe('Vragen')
    expect(fieldName('nl-NL', 'main_nav_groups', 'items')).toBe('Links')
    expect(fieldName('de-DE', 'pages', 'translations')).toBe('Übersetzungen')
  })

  it('says a product, a lead’s status and a country as the site and the dealer desk do', () => {
    expect(strings.get(`${keyPrefix}choice_color__volcano_grey`)).toMatchObject({
      'nl-NL': 'Vulkaangrijs',
    })
    expect(strings.get(`${keyPrefix}choice_lead_status__declined`)).toEqual({
      'en-US': 'Declined',
      'nl-NL': 'Geweigerd',
      'fr-FR': 'Refusée',
      'de-DE': 'Abgelehnt',
    })
    expect(strings.get(`${keyPrefix}choice_country__BE`)).toEqual({
      'en-US': 'Belgium',
      'nl-NL': 'België',
      'fr-FR': 'Belgique',
      'de-DE': 'Belgien',
    })
  })

  it('reads a field’s note and labels in French for a French editor', () => {
    const french = readIn('fr-FR', schema)
    const status = french.collections
      .find((item) => item.collection === 'quote_requests')!
      .fields.find((field) => field.field === 'status')!
    expect(status.meta.note).toBe(
      'Où en sont le revendeur ou le bureau. Chaque changement enregistre qui l’a fait et quand.',
    )
    expect(choicesOf(status.meta).map((choice) => choice.text)).toContain('Rendez-vous fixé')
  })

  it('builds the earlier versions in English only, as they wrote their texts', () => {
    for (const specs of [previousCollections, captionFallbackCollections, englishOnlyCollections]) {
      const earlier = buildSchema(specs, undefined, { englishOnly: true })
      expect(earlier.studioStrings).toEqual([])
      expect(JSON.stringify(earlier)).not.toContain(`$t:${keyPrefix}`)
    }
  })
})

describe('the Translation Strings of a database', () => {
  const wanted = [
    {
      key: `${keyPrefix}note_pages`,
      values: { 'en-US': 'Pages', 'nl-NL': 'Pagina’s', 'fr-FR': 'Pages', 'de-DE': 'Seiten' },
    },
  ]
  const row = (language: string, value: string, id = language) => ({
    id,
    key: `${keyPrefix}note_pages`,
    language,
    value,
  })

  it('are created where missing, each language once', () => {
    expect(stringChanges(wanted, [row('nl-NL', 'Pagina’s')])).toEqual({
      create: [
        { key: `${keyPrefix}note_pages`, language: 'en-US', value: 'Pages' },
        { key: `${keyPrefix}note_pages`, language: 'fr-FR', value: 'Pages' },
        { key: `${keyPrefix}note_pages`, language: 'de-DE', value: 'Seiten' },
        // the Studio's regional languages read the same words
        { key: `${keyPrefix}note_pages`, language: 'en-GB', value: 'Pages' },
        { key: `${keyPrefix}note_pages`, language: 'en-CA', value: 'Pages' },
        { key: `${keyPrefix}note_pages`, language: 'fr-CA', value: 'Pages' },
      ],
      update: [],
    })
  })

  it('are brought up to date while they read as an earlier version wrote them, and keep an editor’s words', () => {
    const earlier = [{ key: `${keyPrefix}note_pages`, language: 'de-DE' as const, value: 'Seitn' }]
    const existing = [
      row('en-US', 'Pages'),
      row('nl-NL', 'Onze pagina’s'),
      row('fr-FR', 'Pages'),
      row('de-DE', 'Seitn', 'old'),
      row('en-GB', 'Pages'),
      row('en-CA', 'Pages'),
      row('fr-CA', 'Pages'),
    ]
    expect(stringChanges(wanted, existing, earlier)).toEqual({
      create: [],
      update: [{ id: 'old', value: 'Seiten' }],
    })
    // upgraded: nothing left to do
    expect(
      stringChanges(
        wanted,
        existing.map((item) => (item.id === 'old' ? row('de-DE', 'Seiten') : item)),
        earlier,
      ),
    ).toEqual({ create: [], update: [] })
  })

  it('know of no earlier value yet: this is the first version that writes them', () => {
    expect(earlierStrings).toEqual([])
  })
})
