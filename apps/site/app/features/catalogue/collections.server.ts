import {
  listCovers,
  listPools,
  listPosts,
  listProjects,
  rewriteLinks,
  type Alternates,
  type CmsClient,
  type CmsImage,
  type CoverSummary,
  type PageWindow,
  type PoolSummary,
  type PostSummary,
  type ProjectSummary,
} from '@lamella/cms'
import { coverColors, formatDate, type CoverColor, type Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { buildHead, sharedImageUrl } from '#app/shared/seo/head.server'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { notFound } from '#app/shared/not-found'
import {
  pathOf,
  requestPath,
  translatedPaths,
  type ItemCollection,
  type ItemSection,
} from '#app/shared/paths'
import {
  mayExist,
  sectionTitle,
  siteContext,
  type LoaderArgs,
  type SiteContext,
} from '#app/shared/route-helpers.server'
import { poolKeyFigures } from './pool-specs'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import { itemEditAttribute } from '#app/shared/preview/visual-editing.server'
import { previewSchedule } from '#app/shared/preview/schedule.server'
import { servicesOf } from '#app/shared/request.server'

interface SectionSpec {
  collection: ItemCollection
  pageSize: number
  list: (
    client: CmsClient,
    locale: Locale,
    window: PageWindow,
  ) => Promise<{
    items: (PostSummary | CoverSummary | ProjectSummary | PoolSummary)[]
    total: number
  }>
}

/** The browsable collections share list and detail loading; only their reads differ. */
const sections: Record<ItemSection, SectionSpec> = {
  blog: { collection: 'posts', list: listPosts, pageSize: 9 },
  covers: {
    collection: 'covers',
    // Ten colours: the covers list is short enough to show whole.
    list: async (client: CmsClient, locale: Locale) => {
      const items = await listCovers(client, locale)
      return { items, total: items.length }
    },
    pageSize: 24,
  },
  projects: { collection: 'projects', list: listProjects, pageSize: 9 },
  pools: {
    collection: 'pools',
    // A handful of models: shown whole, like the covers.
    list: async (client: CmsClient, locale: Locale) => {
      const items = await listPools(client, locale)
      return { items, total: items.length }
    },
    pageSize: 24,
  },
}

export async function loadList(
  section: ItemSection,
  { request, params, context }: LoaderArgs<{ slug?: string }>,
) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const { collection, list, pageSize } = sections[section]
  const url = new URL(request.url)
  // `?page=n` shows the first n pages, so 'load more' also works without JavaScript.
  const pages = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1),
    50,
  )
  const [site, result] = await Promise.all([
    siteContext(request, locale, services),
    withCms(request, () => list(services.cms, locale, { limit: pageSize * pages, offset: 0 })),
  ])
  const head = site.sectionHead(section)
  // Covers: `?color=x` narrows the list to one colour; the ten are few enough to filter here.
  const colour = section === 'covers' ? coverColorParam(url) : null
  const shown = colour
    ? result.items.filter((item) => 'color' in item && item.color === colour)
    : result.items
  const items = shown.map((item) => ({
    ...item,
    path: pathOf(locale, { kind: 'item', collection, slug: item.slug }),
    // Formatted here, not in the browser: Node's and the browser's ICU may space units differently.
    figures: 'volume' in item ? poolKeyFigures(item, locale, site.t) : [],
    published: 'datePublished' in item ? publishedOn(locale, item.datePublished) : null,
  }))
  const total = colour ? items.length : result.total
  return { section, locale, items, total, pages, head, colour }
}

/**
 * A publication date as the page shows it. Formatted on the server: the browser's first date
 * format loads its time-zone data, tens of milliseconds of a phone's hydration.
 */
function publishedOn(locale: Locale, date: string | null | undefined) {
  return date ? formatDate(locale, date) : null
}

function coverColorParam(url: URL): CoverColor | null {
  const value = url.searchParams.get('color')
  return coverColors.find((colour) => colour === value) ?? null
}

interface DetailItem {
  title: string
  summary: string | null
  /** sanitised HTML */
  body: string
  image: CmsImage | null
  alternates: Alternates
  /** posts only */
  datePublished?: string | null
}

/** What a detail page adds to its head: its type and its own schema.org object. */
export type DetailExtras<T> = (
  item: T,
  page: { url: string; image?: string; site: SiteContext },
) => { type: 'article' | 'product'; jsonLd: object }

export async function loadDetail<T extends DetailItem & { id: number }>(
  section: ItemSection,
  get: (client: CmsClient, locale: Locale, slug: string) => Promise<T | null>,
  { request, params, context }: LoaderArgs<{ slug?: string }>,
  extras?: DetailExtras<T>,
) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const slug = params.slug ?? ''
  const { collection } = sections[section]
  const site = await siteContext(request, locale, services)
  const found = mayExist(site, collection, locale, slug)
    ? await withCms(request, () => get(services.cms, locale, slug))
    : null
  if (!found) throw notFound('page', requestPath(request))
  const item = {
    ...found,
    body: rewriteLinks(found.body, site.links.href),
    edit: itemEditAttribute(services.preview, collection, found.id),
    published: publishedOn(locale, found.datePublished),
  }
  const paths = translatedPaths(item.alternates, (s) => ({ kind: 'item', collection, slug: s }))
  const path = paths[locale]!
  // The shared picture is described by the item's own title, in the page's language.
  const image = item.image ? { image: item.image, alt: item.title } : null
  const detail = extras?.(item, {
    url: siteOrigin() + path,
    image: item.image ? sharedImageUrl(item.image) : undefined,
    site,
  })
  const head = buildHead({
    locale,
    brand: site.global.brand,
    title: item.title,
    description: item.summary,
    paths,
    // An item missing in a language leads the switcher to that language's list of its kind.
    nearest: (code) => ({
      path: pathOf(code, { kind: 'section', section }),
      title: sectionTitle(translatorFor(code), section),
    }),
    image,
    crumbs: [...site.crumbs(section), { name: item.title, path }],
    ...(detail ? { type: detail.type, jsonLd: [detail.jsonLd] } : {}),
  })
  const schedule =
    collection === 'posts' || collection === 'projects'
      ? await previewSchedule(services.cms, locale, collection, item.id)
      : null
  return {
    section,
    locale,
    item,
    head,
    backPath: pathOf(locale, { kind: 'section', section }),
    schedule,
  }
}
