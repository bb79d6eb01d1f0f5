/**
 * The office's bookmarks in the Data Studio (rows of `directus_presets` for everyone: no user, no
 * role): the lists of quote requests it works from, with the columns it reads, named in the
 * office's language. Created by the setup when missing; an existing one is the office's. The
 * lists' layouts for everyone (presets without a bookmark) are list-layouts.ts'.
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
