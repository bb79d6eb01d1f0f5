/**
 * The editors' dashboard of missing translations (Insights › Translations), as code: for every
 * kind of translated content, how many items lack a language and which, with a link to each. One
 * variable panel chooses the language, so each kind needs two panels (a count and a list), not
 * two per language; Insights puts the chosen value wherever an option reads `{{language}}`.
 */
import { defaultLocale, locales } from '@lamella/i18n/catalogues'
import type { DashboardSpec, PanelSpec } from './dashboard.ts'
import { collections, languages } from './collections.ts'
import type { StaffLanguage } from './markets.ts'

type Json = Record<string, unknown>
type Words = Record<StaffLanguage, string>

/** One kind of translated content: its collection, and what counts as translated. */
export interface GapSource {
  collection: string
  icon: string
  /** the plural the panels are titled with, in each office language */
  noun: Words
  /** the translated texts that must not be empty: without one, the language is missing */
  texts: string[]
  /**
   * A picture's text is optional (a caption, or an alternative text left empty for a decorative
   * picture): it is missing in a language only when another language has one.
   */
  picture?: boolean
  /**
   * What a line of the list shows. Never `{{translations}}`: the list panel asks for that
   * display's fields as `*`, which GraphQL refuses, and one bad panel fails the whole dashboard.
   * A path through `translations` shows the text of every language the item has.
   */
  template: string
}

/** A collection of collections.ts by its required translated fields and its own template. */
function content(collection: string, icon: string, noun: Words): GapSource {
  const spec = collections.find((item) => item.name === collection)
  const texts = spec?.translations?.filter((field) => field.required).map((field) => field.name)
  if (!spec?.template || !texts?.length)
    throw new Error(`${collection} has no template or no required translated field`)
  return { collection, icon, noun, texts, template: spec.template }
}

export const gapSources: readonly GapSource[] = [
  content('pages', 'article', { en: 'Pages', nl: 'Pagina’s', fr: 'Pages', de: 'Seiten' }),
  content('posts', 'newspaper', {
    en: 'Blog posts',
    nl: 'Blogberichten',
    fr: 'Articles de blog',
    de: 'Blogbeiträge',
  }),
  content('projects', 'photo_library', {
    en: 'Projects',
    nl: 'Realisaties',
    fr: 'Réalisations',
    de: 'Projekte',
  }),
  content('covers', 'palette', {
    en: 'Pool covers',
    nl: 'Zwembadafdekkingen',
    fr: 'Volets de piscine',
    de: 'Poolabdeckungen',
  }),
  content('pools', 'pool', { en: 'Pools', nl: 'Zwembaden', fr: 'Piscines', de: 'Pools' }),
  content('faq_items', 'help', {
    en: 'FAQ questions',
    nl: 'FAQ-vragen',
    fr: 'Questions FAQ',
    de: 'FAQ-Fragen',
  }),
  content('faq_categories', 'quiz', {
    en: 'FAQ categories',
    nl: 'FAQ-rubrieken',
    fr: 'Rubriques FAQ',
    de: 'FAQ-Rubriken',
  }),
  content('nav_links', 'link', {
    en: 'Menu links',
    nl: 'Menulinks',
    fr: 'Liens menu',
    de: 'Menülinks',
  }),
  content('main_nav_groups', 'menu_open', {
    en: 'Main menu groups',
    nl: 'Groepen hoofdmenu',
    fr: 'Groupes menu principal',
    de: 'Hauptmenügruppen',
  }),
  content('main_nav_group_items', 'subdirectory_arrow_right', {
    en: 'Main menu entries',
    nl: 'Items hoofdmenu',
    fr: 'Entrées menu principal',
    de: 'Hauptmenüeinträge',
  }),
  content('mobile_nav_groups', 'smartphone', {
    en: 'Mobile menu groups',
    nl: 'Groepen mobiel menu',
    fr: 'Groupes menu mobile',
    de: 'Mobilmenügruppen',
  }),
  content('footer_link_groups', 'view_column', {
    en: 'Footer columns',
    nl: 'Kolommen voettekst',
    fr: 'Colonnes pied de page',
    de: 'Fußzeilenspalten',
  }),
  content('footer_links', 'link', {
    en: 'Footer links',
    nl: 'Links voettekst',
    fr: 'Liens pied de page',
    de: 'Fußzeilenlinks',
  }),
  {
    collection: 'projects_gallery',
    icon: 'image',
    noun: {
      en: 'Project photo captions',
      nl: 'Fotobijschriften realisaties',
      fr: 'Légendes photos réalisations',
      de: 'Projektfoto-Unterschriften',
    },
    texts: ['caption'],
    picture: true,
    template: '{{projects_id.municipality}}: {{directus_files_id.title}}',
  },
  {
    collection: 'block_image_collection_images',
    icon: 'collections',
    noun: {
      en: 'Photo grid captions',
      nl: 'Bijschriften fotorasters',
      fr: 'Légendes grilles photos',
      de: 'Bildraster-Unterschriften',
    },
    texts: ['caption'],
    picture: true,
    template: '{{directus_files_id.title}}',
  },
  {
    collection: 'block_vertical_slider_slides',
    icon: 'view_day',
    noun: {
      en: 'Slider alt texts',
      nl: 'Alt-teksten sliders',
      fr: 'Textes alt. carrousels',
      de: 'Slider-Alternativtexte',
    },
    texts: ['image_alt'],
    picture: true,
    template: '{{translations.title}}',
  },
]

/** The Directus collections whose items have a status: an archived item needs no translation. */
const withStatus = new Set(collections.filter((spec) => spec.status).map((spec) => spec.name))

/**
 * A translation's language through its relation: the Data Studio sends the panels' queries as
 * GraphQL, where `languages_code` takes the languages collection's filter and has no `_eq`.
 */
const inLanguage = (language: string) => ({ languages_code: { code: { _eq: language } } })

/**
 * The items without a translation in `language` that has every one of `texts`. Directus 11.17
 * applies `_none` and `_some` only to a filter of one field and silently drops one of several
 * (it reads the first operator and finds `_and`), so "a translation in the language with an
 * empty text" is written as a join instead: conditions on `translations.…` in one `_and` are met
 * by one and the same translation row.
 */
export function missingIn(language: string, texts: readonly string[]): Json {
  return {
    _or: [
      { translations: { _none: inLanguage(language) } },
      {
        _and: [
          { translations: inLanguage(language) },
          { _or: texts.map((text) => ({ translations: { [text]: { _empty: true } } })) },
        ],
      },
    ],
  }
}

/** What a panel of `source` filters on, for a language or the dashboard's `{{language}}`. */
export function gapFilter(source: GapSource, language: string): Json {
  const conditions: Json[] = [missingIn(language, source.texts)]
  if (source.picture)
    conditions.unshift({ translations: { _some: { [source.texts[0]!]: { _nempty: true } } } })
  if (withStatus.has(source.collection)) conditions.push({ status: { _neq: 'archived' } })
  return { _and: conditions }
}

/** The name the panels give the value of the language panel. */
export const languageVariable = 'language'

/** The first language editors translate into: the site's default language is written first. */
const defaultTag = locales.find((locale) => locale.code === defaultLocale)?.tag
const firstTarget = languages.find((language) => language.code !== defaultTag) ?? languages[0]!

const names: Words = {
  en: 'Translations',
  nl: 'Vertalingen',
  fr: 'Traductions',
  de: 'Übersetzungen',
}

const words = {
  language: { en: 'Language', nl: 'Taal', fr: 'Langue', de: 'Sprache' },
  toTranslate: {
    en: (noun: string) => `${noun}: to translate`,
    nl: (noun: string) => `${noun}: te vertalen`,
    fr: (noun: string) => `${noun} : à traduire`,
    de: (noun: string) => `${noun}: zu übersetzen`,
  },
} satisfies Record<string, Record<StaffLanguage, unknown>>

/**
 * Four kinds side by side, each a count above its list: 48 of the grid's columns, which a screen
 * 1,600 pixels wide shows beside the open sidebar.
 */
const columns = 4
const tileWidth = 12
const countHeight = 6
const listHeight = 14
const firstRow = 7

function tile(source: GapSource, index: number, language: StaffLanguage): PanelSpec[] {
  const x = 1 + (index % columns) * tileWidth
  const y = firstRow + Math.floor(index / columns) * (countHeight + listHeight)
  const filter = gapFilter(source, `{{${languageVariable}}}`)
  const what = source.picture
    ? 'Pictures with a text in another language and none in the chosen one.'
    : `Items without a translation in the chosen language, or with ${source.texts.join(' or ')} empty${withStatus.has(source.collection) ? '; archived ones are left out' : ''}.`
  return [
    {
      name: source.noun[language],
      icon: source.icon,
      type: 'metric',
      note: what,
      position_x: x,
      position_y: y,
      width: tileWidth,
      height: countHeight,
      options: {
        collection: source.collection,
        field: 'id',
        // the empty-text condition joins the translations: several rows of one item may match
        function: 'countDistinct',
        filter,
        conditionalFormatting: [{ operator: '>', value: 0, color: '#E35169' }],
      },
    },
    {
      name: words.toTranslate[language](source.noun[language]),
      icon: source.icon,
      type: 'list',
      note: `${what} Open one to write the missing text.`,
      position_x: x,
      position_y: y + countHeight,
      width: tileWidth,
      height: listHeight,
      options: {
        collection: source.collection,
        filter,
        sortField: 'id',
        sortDirection: 'desc',
        limit: -1,
        displayTemplate: source.template,
        linkToItem: true,
      },
    },
  ]
}

export function translationsDashboard(language: StaffLanguage = 'en'): DashboardSpec {
  return {
    name: names[language],
    icon: 'translate',
    note: 'What each language still lacks: choose the language, open an item to write its text. Created by the setup when missing; change it freely.',
    panels: [
      {
        name: words.language[language],
        icon: 'translate',
        type: 'variable',
        note: 'The language the other panels count and list.',
        position_x: 1,
        position_y: 1,
        width: tileWidth,
        height: countHeight,
        options: {
          field: languageVariable,
          type: 'string',
          inter: 'select-dropdown',
          options: {
            choices: languages.map(({ code, name }) => ({ text: name, value: code })),
          },
          defaultValue: firstTarget.code,
        },
      },
      ...gapSources.flatMap((source, index) => tile(source, index, language)),
    ],
  }
}
