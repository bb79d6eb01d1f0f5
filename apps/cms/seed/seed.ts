/**
 * Fills an empty CMS with the demo content of `seed/content/`. It runs only while
 * `global_settings` has no row (the seed writes it last), so an editor's work survives restarts.
 * Directus creates nested relations in one request: translations, o2m, m2m and m2a items are
 * sent inline with their parent.
 */
import { languages } from '../schema/collections.ts'
import type { Api } from '../schema/api.ts'
import type {
  BlockRowSeed,
  BlockSeed,
  CoverSeed,
  DealerSeed,
  FaqCategorySeed,
  GlobalSeed,
  ImageSpec,
  LinkSeed,
  LinkTarget,
  PageSeed,
  PartialPageSeed,
  PoolSeed,
  PostSeed,
  ProjectSeed,
  SomeLanguages,
} from './content/types.ts'
import { renderJpeg } from './images.ts'

export interface SeedContent {
  posts: PostSeed[]
  covers: CoverSeed[]
  pools: PoolSeed[]
  projects: ProjectSeed[]
  faqCategories: FaqCategorySeed[]
  dealers: DealerSeed[]
  pages: PageSeed[]
  /** pages in fewer languages than five, seeded after the others */
  partialPages: PartialPageSeed[]
  globalSettings: GlobalSeed
}

/**
 * `{ 'nl-BE': {...}, ... }` becomes the rows of a `*_translations` junction: one for each language
 * the value has (all five, except on a partial page).
 */
function translations<T extends object>(localized: SomeLanguages<T>) {
  return languages.flatMap(({ code }) => {
    const value = localized[code]
    return value ? [{ languages_code: code, ...value }] : []
  })
}

const sorted = <T>(items: T[]) => items.map((item, index) => ({ ...item, sort: index + 1 }))

/** The fields `page` and `url` of a link, a page key resolved to the id of the seeded page. */
type Target = (target: LinkTarget) => { page: number } | { url: string }

/** The menus of the global settings, with their links created inline. */
function menus(settings: GlobalSeed, target: Target) {
  const link = (seed: LinkSeed) => ({
    ...target(seed),
    external: seed.external ?? false,
    translations: translations(seed.t),
  })
  const mainNav = (entries: GlobalSeed['main_nav_left']) =>
    sorted(
      entries.map((entry) =>
        entry.kind === 'link'
          ? { collection: 'nav_links', item: link(entry) }
          : {
              collection: 'main_nav_groups',
              item: {
                translations: translations(entry.t),
                items: sorted(
                  entry.items.map((item) => ({
                    ...target(item),
                    translations: translations(item.t),
                  })),
                ),
              },
            },
      ),
    )
  const mobileNav = (entries: GlobalSeed['mobile_nav']) =>
    sorted(
      entries.map((entry) =>
        entry.kind === 'link'
          ? { collection: 'nav_links', item: link(entry) }
          : {
              collection: 'mobile_nav_groups',
              item: {
                translations: translations(entry.t),
                items: sorted(entry.items.map((item) => ({ nav_links_id: link(item) }))),
              },
            },
      ),
    )
  return {
    top_nav_left: sorted(settings.top_nav_left.map((entry) => ({ nav_links_id: link(entry) }))),
    top_nav_right: sorted(settings.top_nav_right.map((entry) => ({ nav_links_id: link(entry) }))),
    main_nav_left: mainNav(settings.main_nav_left),
    main_nav_right: mainNav(settings.main_nav_right),
    footer_links: sorted(
      settings.footer_links.map((group) => ({
        translations: translations(group.t),
        links: sorted(
          group.links.map((entry) => ({ ...target(entry), translations: translations(entry.t) })),
        ),
      })),
    ),
    mobile_nav: mobileNav(settings.mobile_nav),
  }
}

/** Every picture the content refers to, once per name. */
export function imageSpecs(content: SeedContent): ImageSpec[] {
  const all = [
    ...content.posts.map((post) => post.image),
    ...content.covers.map((cover) => cover.image),
    ...content.pools.map((pool) => pool.image),
    ...content.projects.flatMap((project) => [
      project.image,
      ...project.gallery.map((row) => row.directus_files_id),
    ]),
    ...[...content.pages, ...content.partialPages].flatMap((page) => page.blocks.flatMap(imagesIn)),
    ...[...content.pages.map((page) => page.seo), content.globalSettings.seo].flatMap((seo) =>
      seo.image ? [seo.image] : [],
    ),
  ]
  return [...new Map(all.map((spec) => [spec.name, spec])).values()]
}

/** Draws and uploads each picture unless a file of that name exists; returns name -> file id. */
/** The file name a seeded picture is uploaded under, by which a later run finds it again. */
export const seedFileName = (name: string) => `${name}.jpg`

async function uploadImages(api: Api, specs: ImageSpec[]): Promise<Map<string, string>> {
  const filename = (spec: ImageSpec) => seedFileName(spec.name)
  const existing = await api.get<Array<{ id: string; filename_download: string }>>('/files', {
    filter: { filename_download: { _in: specs.map(filename) } },
    fields: 'id,filename_download',
    limit: -1,
  })
  const ids = new Map(
    existing.map((file) => [file.filename_download.replace(/\.jpg$/, ''), file.id]),
  )
  const missing = specs.filter((spec) => !ids.has(spec.name))

  // drawing (sharp, in this process) and storing (Directus) overlap when a few run at once
  const upload = async () => {
    for (let spec = missing.shift(); spec; spec = missing.shift()) {
      const jpeg = await renderJpeg(spec)
      const form = new FormData()
      // Directus reads the other fields only when they come before the file
      form.append('title', spec.title)
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), filename(spec))
      ids.set(spec.name, (await api.upload<{ id: string }>(form)).id)
    }
  }
  await Promise.all([upload(), upload(), upload()])
  return ids
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Seed content refers to an unknown ${what} "${key}"`)
  return value
}

/** What the seed creates before `global_settings`; uploaded files are reused instead. */
const seededCollections = [
  'posts',
  'covers',
  'pools',
  'projects',
  'faq_categories',
  'dealers',
  'pages',
]

export async function hasContent(api: Api): Promise<boolean> {
  const settings = await api.get<{ id: number | null } | null>('/items/global_settings', {
    fields: 'id',
  })
  return Boolean(settings?.id)
}

/** Seeds the content when the CMS has none; answers whether it did. */
export async function seed(api: Api, content: SeedContent): Promise<boolean> {
  if (await hasContent(api)) return false
  for (const collection of seededCollections) {
    const leftovers = await api.get<unknown[]>(`/items/${collection}`, { fields: 'id', limit: 1 })
    if (leftovers.length > 0) {
      throw new Error(
        `The CMS has ${collection} but no global settings: an earlier seed stopped halfway. ` +
          'Reset it by deleting the data directory (npm run cms:reset).',
      )
    }
  }

  const images = await uploadImages(api, imageSpecs(content))
  const image = (spec: ImageSpec) => lookup(images, spec.name, 'image')
  const create = async <T>(collection: string, payload: object[]): Promise<T[]> =>
    payload.length === 0 ? [] : api.post<T[]>(`/items/${collection}`, payload)

  await create(
    'posts',
    content.posts.map((post) => ({
      status: 'published',
      date_published: post.date_published,
      author: post.author,
      image: image(post.image),
      translations: translations(post.t),
    })),
  )
  await create(
    'covers',
    sorted(
      content.covers.map((cover) => ({
        status: 'published',
        color: cover.color,
        image: image(cover.image),
        translations: translations(cover.t),
      })),
    ),
  )

  const poolIds = new Map<string, number>()
  for (const [index, pool] of content.pools.entries()) {
    const { key, image: spec, t, ...fields } = pool
    const [created] = await create<{ id: number }>('pools', [
      {
        ...fields,
        status: 'published',
        sort: index + 1,
        image: image(spec),
        translations: translations(t),
      },
    ])
    if (created) poolIds.set(key, created.id)
  }

  await create(
    'projects',
    content.projects.map(({ key: _key, image: spec, gallery, t, pool, ...fields }) => ({
      ...fields,
      status: 'published',
      pool: lookup(poolIds, pool, 'pool'),
      image: image(spec),
      gallery: sorted(
        gallery.map((row) => ({
          directus_files_id: image(row.directus_files_id),
          translations: translations(row.t),
        })),
      ),
      translations: translations(t),
    })),
  )

  await create(
    'faq_categories',
    sorted(
      content.faqCategories.map((category) => ({
        translations: translations(category.t),
        items: sorted(
          category.items.map((item) => ({
            status: 'published',
            translations: translations(item.t),
          })),
        ),
      })),
    ),
  )

  await create(
    'dealers',
    content.dealers.map((dealer) => ({ status: 'published', ...dealer })),
  )
  const pageIds = new Map<string, number>()
  for (const [index, page] of [...content.pages, ...content.partialPages].entries()) {
    const [created] = await create<{ id: number }>('pages', [pagePayload(page, index + 1, image)])
    if (created) pageIds.set(page.key, created.id)
  }

  const settings = content.globalSettings
  const page = (key: string) => lookup(pageIds, key, 'page')
  const target: Target = (link) =>
    link.page !== undefined ? { page: page(link.page) } : { url: link.url }
  const { banner } = settings
  await api.patch('/items/page_not_found', { translations: translations(settings.page_not_found) })
  // written last: a row here marks the seed as complete
  await api.patch('/items/global_settings', {
    brand: settings.brand,
    phone: settings.phone,
    email: settings.email,
    quote_email: settings.quote_email,
    seo: {
      image: settings.seo.image ? image(settings.seo.image) : null,
      translations: translations(settings.seo.t),
    },
    home_page: page('home'),
    terms_page: page('terms'),
    privacy_page: page('privacy'),
    translations: languages.map(({ code }) => ({
      languages_code: code,
      ...settings.t[code],
      banner_text: banner.t[code].text,
    })),
    banner_active: banner.active,
    banner_page: banner.page !== undefined ? page(banner.page) : null,
    banner_url: banner.url ?? null,
    ...menus(settings, target),
  })
  return true
}

/** A seeded page as Directus creates it, with its SEO row, translations and blocks. */
export function pagePayload(
  page: PageSeed | PartialPageSeed,
  sort: number,
  image: (spec: ImageSpec) => string,
) {
  return {
    status: page.status,
    sort,
    seo: {
      no_index: page.seo.no_index,
      no_follow: page.seo.no_follow,
      image: 'image' in page.seo && page.seo.image ? image(page.seo.image) : null,
      translations: translations(page.seo.t),
    },
    translations: translations(page.t),
    blocks: sorted(
      page.blocks.map((block) => ({
        collection: block.collection,
        item: blockItem(block, image),
      })),
    ),
  }
}

/**
 * A database seeded before the site had a privacy notice gets the seed's, once: in the run that
 * adds Global Settings › Privacy page, and only while that field is empty.
 */
export async function addPrivacyPage(api: Api, content: SeedContent): Promise<boolean> {
  const settings = await api.get<{ privacy_page: number | null } | null>('/items/global_settings', {
    fields: 'privacy_page',
  })
  const page = content.pages.find((item) => item.key === 'privacy')
  if (!settings || settings.privacy_page !== null || !page) return false
  const noImage = (spec: ImageSpec): string => {
    throw new Error(`the privacy page cannot add the picture ${spec.name} to an existing database`)
  }
  const [last] = await api.get<Array<{ sort: number | null }>>('/items/pages', {
    fields: 'sort',
    sort: '-sort',
    limit: 1,
  })
  const created = await api.post<{ id: number }>(
    '/items/pages',
    pagePayload(page, (last?.sort ?? 0) + 1, noImage),
  )
  await api.patch('/items/global_settings', { privacy_page: created.id })
  return true
}

export function isImageSpec(value: unknown): value is ImageSpec {
  return typeof value === 'object' && value !== null && 'motif' in value && 'name' in value
}

/** The pictures among a block's fields and translations, at any depth. */
function imagesIn(value: unknown): ImageSpec[] {
  if (isImageSpec(value)) return [value]
  if (Array.isArray(value)) return value.flatMap(imagesIn)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(imagesIn)
  return []
}

/**
 * A block's item for Directus: pictures become file ids, lists of pictures file relation rows,
 * and lists of objects the rows of a child collection (slides, entries), in order, each with its
 * own pictures and translations.
 */
function blockItem(
  block: BlockSeed | BlockRowSeed | PartialPageSeed['blocks'][number],
  image: (spec: ImageSpec) => string,
) {
  const { collection: _collection, t, ...fields } = block
  const item: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    item[key] = isImageSpec(value)
      ? image(value)
      : Array.isArray(value) && value.every(isImageSpec)
        ? value.map((spec) => ({ directus_files_id: image(spec) }))
        : Array.isArray(value) && value.every(isChildSeed)
          ? sorted(value.map((row) => blockItem(row, image)))
          : value
  }
  if (t) item.translations = translations(t)
  return item
}

/** A row of a block's child collection in the seed: an object that is not a picture. */
export function isChildSeed(value: unknown): value is BlockRowSeed {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isImageSpec(value)
}
