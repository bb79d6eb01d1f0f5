import { listCovers, listPosts, listProjects, type CmsClient } from '@lamella/cms'
import type { Alternates } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { buildHead } from './head.server'
import { cms } from './cms.server'
import { withCms } from './cms-unavailable.server'
import { requireLocale } from './locale.server'
import { notFound } from './not-found'
import { globalSettings, requestPath } from './route-helpers.server'

/** The three browsable collections share list and detail loading; only their reads differ. */
const sections = {
  blog: { list: listPosts, pageSize: 9 },
  covers: {
    // Ten colours: the covers list is short enough to show whole.
    list: async (client: CmsClient, locale: Locale) => {
      const items = await listCovers(client, locale)
      return { items, total: items.length }
    },
    pageSize: 24,
  },
  projects: { list: listProjects, pageSize: 9 },
} as const

export type Section = keyof typeof sections

interface LoaderArgs {
  request: Request
  params: { lang?: string; slug?: string }
}

export async function loadList(section: Section, { request, params }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const { list, pageSize } = sections[section]
  const url = new URL(request.url)
  // `?page=n` shows the first n pages, so 'load more' also works without JavaScript.
  const pages = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1),
    50,
  )
  const [global, result] = await withCms(request, () =>
    Promise.all([
      globalSettings(locale),
      list(cms(), locale, { limit: pageSize * pages, offset: 0 }),
    ]),
  )
  const t = translatorFor(locale)
  const head = buildHead({
    locale,
    brand: global.brand,
    title: t(`${section}.title`),
    description: t(`${section}.description`),
    paths: {
      nl: `/${section}`,
      en: `/${section}`,
      fr: `/${section}`,
      de: `/${section}`,
      es: `/${section}`,
    },
  })
  return { section, locale, items: result.items, total: result.total, pages, head }
}

interface DetailItem {
  title: string
  summary: string | null
  alternates: Alternates
}

export async function loadDetail<T extends DetailItem>(
  section: Section,
  get: (client: CmsClient, locale: Locale, slug: string) => Promise<T | null>,
  { request, params }: LoaderArgs,
) {
  const locale = requireLocale(params, request)
  const slug = params.slug ?? ''
  const [global, item] = await withCms(request, () =>
    Promise.all([globalSettings(locale), get(cms(), locale, slug)]),
  )
  if (!item) throw notFound('page', requestPath(request))
  const paths = Object.fromEntries(
    Object.entries(item.alternates).map(([code, s]) => [code, `/${section}/${s}`]),
  )
  const head = buildHead({
    locale,
    brand: global.brand,
    title: item.title,
    description: item.summary,
    paths,
  })
  return { section, locale, item, head }
}
