import { describe, expect, it } from 'vitest'
import {
  alternatesOf,
  flattenTranslations,
  pickTranslation,
  translatedLocales,
} from './translations.ts'

describe('pickTranslation', () => {
  const rows = [
    { id: 1, languages_code: 'nl-BE', title: 'Hallo' },
    { id: 2, languages_code: 'en-US', title: 'Hello' },
  ]

  it('matches languages_code', () => {
    expect(pickTranslation(rows, 'en-US')).toEqual({
      id: 2,
      languages_code: 'en-US',
      title: 'Hello',
    })
  })

  it('matches languagesCode (camel-cased responses)', () => {
    expect(pickTranslation([{ languagesCode: 'fr-FR', title: 'Bonjour' }], 'fr-FR')?.title).toBe(
      'Bonjour',
    )
  })

  it('matches an expanded language object { code }', () => {
    const expanded = [{ languages_code: { code: 'de-DE', name: 'Deutsch' }, title: 'Hallo' }]
    expect(pickTranslation(expanded, 'de-DE')?.title).toBe('Hallo')
  })

  it('ignores the case of the tag', () => {
    expect(pickTranslation(rows, 'NL-be')?.title).toBe('Hallo')
  })

  it('returns undefined when no row has the language', () => {
    expect(pickTranslation(rows, 'es-ES')).toBeUndefined()
    expect(pickTranslation([], 'nl-BE')).toBeUndefined()
    expect(pickTranslation(null, 'nl-BE')).toBeUndefined()
  })

  it('does not match unexpanded translation keys', () => {
    expect(pickTranslation([1, 2], 'nl-BE')).toBeUndefined()
  })
})

describe('flattenTranslations', () => {
  it('merges the matching translation and removes translations and its bookkeeping fields', () => {
    const post = {
      id: 7,
      author: 'An',
      translations: [
        { id: 13, posts_id: 7, languages_code: 'nl-BE', title: 'Winterklaar', body: '<p>Ja</p>' },
        { id: 14, posts_id: 7, languages_code: 'en-US', title: 'Winter ready', body: '<p>Yes</p>' },
      ],
    }
    expect(flattenTranslations(post, 'en-US')).toEqual({
      id: 7,
      author: 'An',
      title: 'Winter ready',
      body: '<p>Yes</p>',
    })
  })

  it('treats a record without a translation in the language as absent', () => {
    const cover = { id: 1, translations: [{ languages_code: 'nl-BE', title: 'Wit' }] }
    expect(flattenTranslations(cover, 'fr-FR')).toBeNull()
    expect(flattenTranslations({ id: 2, translations: [] }, 'nl-BE')).toBeNull()
  })

  it('leaves records without a translations field as they are', () => {
    expect(flattenTranslations({ id: 1, url: '/x', nested: { a: [1, 2] } }, 'nl-BE')).toEqual({
      id: 1,
      url: '/x',
      nested: { a: [1, 2] },
    })
  })

  it('recurses into m2o objects, o2m lists and m2a items, dropping absent list entries', () => {
    const page = {
      id: 1,
      translations: [{ languages_code: 'nl-BE', title: 'Pagina' }],
      seo: {
        id: 2,
        no_index: true,
        translations: [{ languages_code: 'en-US', title: 'English only' }],
      },
      blocks: [
        {
          id: 10,
          collection: 'block_cta',
          item: { id: 1, translations: [{ languages_code: 'nl-BE', title: 'Doe het' }] },
        },
        {
          id: 11,
          collection: 'block_cta',
          item: { id: 2, translations: [{ languages_code: 'en-US', title: 'Do it' }] },
        },
      ],
      faq: [
        { id: 1, translations: [{ languages_code: 'nl-BE', question: 'Waarom?' }] },
        { id: 2, translations: [{ languages_code: 'de-DE', question: 'Warum?' }] },
      ],
    }
    expect(flattenTranslations(page, 'nl-BE')).toEqual({
      id: 1,
      title: 'Pagina',
      seo: null,
      blocks: [
        { id: 10, collection: 'block_cta', item: { id: 1, title: 'Doe het' } },
        { id: 11, collection: 'block_cta', item: null },
      ],
      faq: [{ id: 1, question: 'Waarom?' }],
    })
  })

  it('flattens the translations of a gallery’s junction rows, keeping a picture without one', () => {
    const block = {
      id: 3,
      translations: [{ languages_code: 'fr-FR', heading: 'De l’atelier au jardin' }],
      images: [
        {
          directus_files_id: { id: 'f1' },
          translations: [
            {
              id: 7,
              block_image_collection_images_id: 1,
              languages_code: 'nl-BE',
              caption: 'Lamellen in de werkplaats',
            },
            {
              id: 8,
              block_image_collection_images_id: 1,
              languages_code: 'fr-FR',
              caption: 'Des lames dans l’atelier',
            },
          ],
        },
        { directus_files_id: { id: 'f2' }, translations: [] },
      ],
    }
    expect(flattenTranslations(block, 'fr-FR')).toEqual({
      id: 3,
      heading: 'De l’atelier au jardin',
      images: [
        {
          directus_files_id: { id: 'f1' },
          caption: 'Des lames dans l’atelier',
        },
        { directus_files_id: { id: 'f2' } },
      ],
    })
  })

  it('adds alternates (locale -> slug) for records with translated slugs, skipping unknown languages', () => {
    const page = {
      id: 3,
      translations: [
        { languages_code: 'nl-BE', slug: 'over-ons', title: 'Over ons' },
        { languages_code: 'en-US', slug: 'about', title: 'About' },
        { languages_code: 'pt-PT', slug: 'sobre', title: 'Sobre' },
      ],
    }
    expect(flattenTranslations(page, 'nl-BE')).toEqual({
      id: 3,
      slug: 'over-ons',
      title: 'Over ons',
      alternates: { nl: 'over-ons', en: 'about' },
    })
  })

  it('does not modify its input', () => {
    const item = {
      id: 1,
      translations: [{ languages_code: 'nl-BE', title: 'A' }],
      child: { translations: [] },
    }
    const copy = structuredClone(item)
    flattenTranslations(item, 'nl-BE')
    expect(item).toEqual(copy)
  })
})

describe('alternatesOf and translatedLocales', () => {
  it('map Directus tags to site locales', () => {
    const rows = [
      { languages_code: 'fr-FR', slug: 'a-propos' },
      { languages_code: { code: 'es-ES' }, slug: 'sobre-nosotros' },
      { languages_code: 'de-DE', slug: '' },
    ]
    expect(alternatesOf(rows)).toEqual({ fr: 'a-propos', es: 'sobre-nosotros' })
    expect(translatedLocales(rows)).toEqual(['fr', 'es', 'de'])
  })
})
