/**
 * The office's bookmarks in the Data Studio (rows of `directus_presets` for everyone: no user, no
 * role): the lists of quote requests it works from, with the columns it reads, named in the
 * office's language; and the lists' default layouts for everyone (presets without a bookmark).
 * Created by the setup when missing; an existing one is the office's.
 */
import type { Api } from './api.ts'
import type { StaffLanguage } from './markets.ts'
import { staffLanguages } from './markets.ts'

type Json = Record<string, unknown>

export interface BookmarkSpec {
  bookmark: string
  collection: string
  icon: string
  color: string | null
  layout: 'tabular'
  layout_query: { tabular: { fields: string[]; sort: string[]; limit: number } }
  filter: Json
}

const requestColumns = [
  'accept_by',
  'kind',
  'name',
  'postal_code',
  'municipality',
  'locale',
  'status',
  'date_created',
]

/** The bookmarks' names in each office language, as Insights' panel titles (dashboard.ts). */
const names = {
  forOffice: {
    en: 'Requests for the office',
    nl: 'Aanvragen voor het kantoor',
    fr: 'Demandes pour le bureau',
    de: 'Anfragen für das Büro',
  },
  pastPromise: {
    en: 'Past their promise',
    nl: 'Belofte verstreken',
    fr: 'Promesse dépassée',
    de: 'Zusage überschritten',
  },
} satisfies Record<string, Record<StaffLanguage, string>>

export const officeBookmarks = (language: StaffLanguage = 'en'): BookmarkSpec[] => [
  {
    // the requests no dealer has: a quote by mail, or an appointment no dealer was left for
    bookmark: names.forOffice[language],
    collection: 'quote_requests',
    icon: 'mark_email_unread',
    color: '#2F80ED',
    layout: 'tabular',
    layout_query: { tabular: { fields: requestColumns, sort: ['accept_by'], limit: 50 } },
    filter: { _and: [{ dealer: { _null: true } }, { status: { _eq: 'new' } }] },
  },
  {
    bookmark: names.pastPromise[language],
    collection: 'quote_requests',
    icon: 'alarm',
    color: '#E35169',
    layout: 'tabular',
    layout_query: {
      tabular: {
        fields: [...requestColumns.slice(0, 6), 'dealer.name'],
        sort: ['accept_by'],
        limit: 50,
      },
    },
    filter: { _and: [{ status: { _eq: 'new' } }, { accept_by: { _lt: '$NOW' } }] },
  },
]

/** Creates the bookmarks no preset for everyone carries yet; the names of those it created. */
export async function applyBookmarks(api: Api): Promise<string[]> {
  const settings = await api.get<{ office_language?: unknown } | null>('/items/global_settings', {
    fields: 'office_language',
  })
  const language =
    staffLanguages.find((item) => item === settings?.office_language) ?? ('en' as const)
  const bookmarks = officeBookmarks(language)
  const present = await api.get<Array<{ bookmark: string | null; collection: string }>>(
    '/presets',
    {
      filter: { _and: [{ user: { _null: true } }, { role: { _null: true } }] },
      fields: 'bookmark,collection',
      limit: -1,
    },
  )
  // known by its name in any office language, so a change of language adds no second one
  const known = (spec: BookmarkSpec) =>
    Object.values(names).find((entry) => Object.values(entry).includes(spec.bookmark)) ?? {}
  const missing = bookmarks.filter(
    (spec) =>
      !present.some(
        (preset) =>
          preset.collection === spec.collection &&
          Object.values(known(spec)).includes(preset.bookmark ?? ''),
      ),
  )
  if (missing.length > 0)
    await api.post(
      '/presets',
      missing.map((spec) => ({ ...spec, user: null, role: null })),
    )
  return missing.map((spec) => spec.bookmark)
}

/** A collection's list as everyone sees it until they change their own (no bookmark). */
export interface ListLayoutSpec {
  collection: string
  layout: 'tabular'
  layout_query: { tabular: { fields: string[]; sort: string[]; limit: number } }
  layout_options: { tabular: { widths: Record<string, number> } }
}

/**
 * Pages: the title in the editor's language, the path in each language, the status, the
 * languages the page has (a page published in only some shows it here), and when it was last
 * saved. A path through `translations` lists the value of every language, joined by commas.
 */
export const pagesLayout: ListLayoutSpec = {
  collection: 'pages',
  layout: 'tabular',
  layout_query: {
    tabular: {
      fields: [
        'translations',
        'translations.slug',
        'status',
        'translations.languages_code',
        'date_updated',
      ],
      sort: ['sort'],
      limit: 50,
    },
  },
  layout_options: {
    tabular: {
      widths: {
        translations: 200,
        'translations.slug': 200,
        status: 100,
        'translations.languages_code': 240,
        date_updated: 140,
      },
    },
  },
}

/** Creates the default layouts no collection has yet; the collections it gave one. */
export async function applyListLayouts(
  api: Api,
  layouts: readonly ListLayoutSpec[] = [pagesLayout],
): Promise<string[]> {
  const present = await api.get<Array<{ collection: string }>>('/presets', {
    filter: {
      _and: [
        { user: { _null: true } },
        { role: { _null: true } },
        { bookmark: { _null: true } },
        { collection: { _in: layouts.map((layout) => layout.collection) } },
      ],
    },
    fields: 'collection',
    limit: -1,
  })
  const missing = layouts.filter(
    (layout) => !present.some((preset) => preset.collection === layout.collection),
  )
  if (missing.length > 0)
    await api.post(
      '/presets',
      missing.map((layout) => ({ ...layout, user: null, role: null, bookmark: null })),
    )
  return missing.map((layout) => layout.collection)
}
