/**
 * How every list of the Data Studio's Content module looks until someone changes their own:
 * a `directus_presets` row per collection with no user, no role and no bookmark. Each list leads
 * with what an editor reads (a title in their language, a name), then what tells the items apart
 * (a path, a place, a status, the languages present, a date); never an id or a list of ids.
 * Singletons have no list, and the hidden collections (translations, junctions) none to show.
 */
import type { CollectionSpec } from '@lamella/cms/directus-schema'
import { isDeepStrictEqual } from 'node:util'
import type { Api } from './api.ts'
import { blockSpecs } from './collections.ts'

/** A collection's list as everyone sees it until they change their own (no bookmark). */
export interface ListLayoutSpec {
  collection: string
  layout: 'tabular'
  layout_query: { tabular: { fields: string[]; sort: string[]; limit: number } }
  layout_options: { tabular: { widths: Record<string, number> } }
}

/** A column: a field, or a path through a relation (`dealer.name`), and its width in pixels. */
type Column = readonly [field: string, width: number]

function listLayout(
  collection: string,
  columns: readonly Column[],
  sort: readonly string[],
): ListLayoutSpec {
  return {
    collection,
    layout: 'tabular',
    layout_query: {
      tabular: { fields: columns.map(([field]) => field), sort: [...sort], limit: 50 },
    },
    layout_options: { tabular: { widths: Object.fromEntries(columns) } },
  }
}

/**
 * The title in the editor's language: the translations field's display picks one language and
 * shows its template (`{{title}}`, `{{question}}`, ...). A path through `translations` lists the
 * value of every language instead, joined by commas: the paths and the languages present.
 */
const title = (width = 260): Column => ['translations', width]
const paths = (width = 200): Column => ['translations.slug', width]
const present: Column = ['translations.languages_code', 240]
const status: Column = ['status', 90]

/**
 * Pages: the title, the path in each language, the status, the languages the page has (a page
 * published in only some shows it here), and when it was last saved.
 */
export const pagesLayout = listLayout(
  'pages',
  [title(), paths(), status, present, ['date_updated', 150]],
  ['sort'],
)

const catalogueLayouts = [
  // newest first, as on the blog
  listLayout(
    'posts',
    [title(380), paths(), status, present, ['date_published', 170]],
    ['-date_published'],
  ),
  listLayout(
    'projects',
    [title(320), ['municipality', 170], status, present, ['date_completed', 170]],
    ['-date_completed'],
  ),
  listLayout('covers', [title(220), paths(), ['color', 180], status, present], ['sort']),
  listLayout('pools', [title(), paths(), ['construction', 150], status, present], ['sort']),
  listLayout('faq_categories', [title(), paths(), present], ['sort']),
  // the questions of a category together, in the order the FAQ page shows them
  listLayout(
    'faq_items',
    [title(440), ['category', 220], status, present],
    ['category.sort', 'sort'],
  ),
]

const officeLayouts = [
  listLayout(
    'dealers',
    [
      ['name', 240],
      ['postal_code', 120],
      ['municipality', 170],
      ['country', 120],
      ['language', 110],
      ['paused_until', 150],
      status,
    ],
    ['name'],
  ),
  // the columns of the office's bookmarks (presets.ts), newest first; the dealer through its
  // display (name and place): `dealer.name` would head a second column "Name"
  listLayout(
    'quote_requests',
    [
      ['name', 200],
      ['kind', 120],
      ['postal_code', 120],
      ['municipality', 170],
      ['locale', 90],
      ['dealer', 260],
      ['status', 150],
      ['accept_by', 140],
      ['date_created', 170],
    ],
    ['-date_created'],
  ),
  listLayout(
    'lead_events',
    [
      ['lead', 280],
      ['action', 120],
      ['status', 150],
      ['user', 180],
      ['date_created', 170],
      ['detail', 260],
    ],
    ['-date_created'],
  ),
  listLayout(
    'dealer_scores',
    [
      ['dealer', 260],
      ['offered', 100],
      ['accepted', 100],
      ['acceptance_rate', 140],
      ['median_hours_to_accept', 200],
      ['past_promise', 130],
      ['rerouted_away', 140],
      ['updated_at', 140],
    ],
    ['dealer.name'],
  ),
  listLayout(
    'redirects',
    [
      ['source', 300],
      ['target', 300],
      ['code', 170],
      ['origin', 120],
      ['hits', 90],
      ['last_hit', 140],
    ],
    ['source'],
  ),
  listLayout(
    'languages',
    [
      ['name', 200],
      ['code', 120],
    ],
    ['code'],
  ),
]

/** Where a menu entry leads: a page (its title) or a URL. */
const target: Column[] = [
  ['page', 240],
  ['url', 220],
]

const navigationLayouts = [
  listLayout('seo', [title(340), present, ['no_index', 110], ['no_follow', 110]], ['id']),
  listLayout('nav_links', [title(240), ...target, ['external', 100], present], ['id']),
  listLayout('main_nav_groups', [title(240), ['items', 120], present], ['id']),
  listLayout('main_nav_group_items', [title(240), ...target, present], ['sort']),
  listLayout('mobile_nav_groups', [title(240), ['items', 120], present], ['id']),
  listLayout('footer_link_groups', [title(240), ['links', 120], present], ['sort']),
  listLayout('footer_links', [title(240), ...target, present], ['sort']),
]

/**
 * A block's list, from what its folder in libs/blocks defines: the fields of its display
 * template (a heading, a quote's name and place), then the languages present.
 */
export function blockLayout(spec: CollectionSpec): ListLayoutSpec {
  const shown = [...(spec.template ?? '').matchAll(/{{\s*([\w.]+)\s*}}/g)].map(([, path]) =>
    path!.startsWith('translations.') ? 'translations' : path!,
  )
  const columns: Column[] = [...new Set(shown)].map((field) =>
    field === 'translations' ? title() : [field, 160],
  )
  if (spec.translations) columns.push(present)
  return listLayout(spec.name, columns, [spec.sort ? 'sort' : 'id'])
}

/** Every list's layout: the Content module's collections, blocks included. */
export const listLayouts: readonly ListLayoutSpec[] = [
  pagesLayout,
  ...catalogueLayouts,
  ...officeLayouts,
  ...navigationLayouts,
  ...blockSpecs.map(blockLayout),
]

/**
 * Layouts an earlier setup wrote for everyone, which a database still holding them gets in their
 * current form: the Pages list cut its titles at 200 pixels.
 */
export const earlierLayouts: readonly ListLayoutSpec[] = [
  listLayout(
    'pages',
    [
      ['translations', 200],
      ['translations.slug', 200],
      ['status', 100],
      ['translations.languages_code', 240],
      ['date_updated', 140],
    ],
    ['sort'],
  ),
]

interface StoredLayout {
  id: number
  collection: string
  layout: string | null
  layout_query: unknown
  layout_options: unknown
}

const sameLayout = (stored: StoredLayout, spec: ListLayoutSpec) =>
  stored.collection === spec.collection &&
  stored.layout === spec.layout &&
  isDeepStrictEqual(stored.layout_query, spec.layout_query) &&
  isDeepStrictEqual(stored.layout_options, spec.layout_options)

/**
 * Creates the layouts no collection has for everyone yet, and brings one an earlier setup wrote
 * up to date while it is as that setup left it: a layout an admin changed for everyone is theirs.
 * Answers the collections it created or changed a layout of.
 */
export async function applyListLayouts(
  api: Api,
  layouts: readonly ListLayoutSpec[] = listLayouts,
  earlier: readonly ListLayoutSpec[] = earlierLayouts,
): Promise<string[]> {
  const stored = await api.get<StoredLayout[]>('/presets', {
    filter: {
      _and: [
        { user: { _null: true } },
        { role: { _null: true } },
        { bookmark: { _null: true } },
        { collection: { _in: layouts.map((layout) => layout.collection) } },
      ],
    },
    fields: 'id,collection,layout,layout_query,layout_options',
    limit: -1,
  })
  const changed: string[] = []
  for (const layout of layouts) {
    const own = stored.find((preset) => preset.collection === layout.collection)
    if (own && earlier.some((old) => sameLayout(own, old)) && !sameLayout(own, layout)) {
      const { layout_query, layout_options } = layout
      await api.patch(`/presets/${own.id}`, { layout_query, layout_options })
      changed.push(layout.collection)
    }
  }
  const missing = layouts.filter(
    (layout) => !stored.some((preset) => preset.collection === layout.collection),
  )
  if (missing.length > 0)
    await api.post(
      '/presets',
      missing.map((layout) => ({ ...layout, user: null, role: null, bookmark: null })),
    )
  return [...missing.map((layout) => layout.collection), ...changed]
}
