import { loadBlocks } from '@lamella/blocks/server'
import { getPageById, getPageBySlug, type Page } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { redirect } from 'react-router'
import { buildHead } from './head.server'
import { cms } from './cms.server'
import { withCms } from './cms-unavailable.server'
import { requireLocale } from './locale.server'
import { notFound, reservedSections } from './not-found'
import { globalSettings, requestPath } from './route-helpers.server'

interface PageArgs {
  request: Request
  params: { lang?: string; '*'?: string }
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** The path of the page in each language it exists in, from its translated slugs. */
function pagePaths(page: Page, pathOf: (slug: string) => string) {
  return Object.fromEntries(
    Object.entries(page.alternates ?? {}).map(([code, slug]) => [code, pathOf(slug)]),
  ) as Partial<Record<Locale, string>>
}

async function loadPage(
  request: Request,
  locale: Locale,
  find: (global: Awaited<ReturnType<typeof globalSettings>>) => Promise<Page | null>,
  pathOf: (slug: string) => string,
) {
  const { global, page } = await withCms(request, async () => {
    const settings = await globalSettings(locale)
    return { global: settings, page: await find(settings) }
  })
  if (!page) throw notFound('page', requestPath(request))
  const head = buildHead({
    locale,
    brand: global.brand,
    title: page.seo?.title ?? page.title,
    description: page.seo?.description ?? global.seo.description,
    seo: page.seo,
    paths: pagePaths(page, pathOf),
  })
  return { global, page: { ...page, blocks: loadBlocks(page.blocks) }, head }
}

/** The home page: the CMS page linked from global settings, at / and /{lang}. */
export async function loadHomePage({ request, params }: PageArgs) {
  const locale = requireLocale(params, request)
  const { page, head } = await loadPage(
    request,
    locale,
    (global) =>
      global.homePageId ? getPageById(cms(), locale, global.homePageId) : Promise.resolve(null),
    () => '',
  )
  return { page, head }
}

/** The terms page: a CMS page linked from global settings, always at /{lang}/terms-and-conditions. */
export async function loadTermsPage({ request, params }: PageArgs) {
  const locale = requireLocale(params, request)
  const { page, head } = await loadPage(
    request,
    locale,
    (global) =>
      global.termsPageId ? getPageById(cms(), locale, global.termsPageId) : Promise.resolve(null),
    () => '/terms-and-conditions',
  )
  return { page, head }
}

/** A generic CMS page at /{lang}/{slug...}; the slug may have any number of segments. */
export async function loadGenericPage({ request, params }: PageArgs) {
  const locale = requireLocale(params, request)
  const path = requestPath(request)
  const slug = (params['*'] ?? '').replace(/\/+$/, '')
  // Deeper paths under a fixed section (/nl/blog/a/b) match no route of the site.
  if (reservedSections.includes(slug.split('/')[0] ?? '')) throw notFound('route', path)
  if (!slugPattern.test(slug)) throw notFound('page', path)
  const { global, page, head } = await loadPage(
    request,
    locale,
    () => getPageBySlug(cms(), locale, slug),
    (s) => `/${s}`,
  )
  // The home and terms pages have routes of their own: one URL per page.
  if (page.id === global.homePageId) throw redirect(`/${locale}`, 301)
  if (page.id === global.termsPageId) throw redirect(`/${locale}/terms-and-conditions`, 301)
  return { page, head }
}
