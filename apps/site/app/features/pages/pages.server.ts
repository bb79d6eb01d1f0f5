import { loadBlocks, pageBlockFields } from '@lamella/blocks/server'
import { getPageById, getPageBySlug, type CmsImage, type Page } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { redirect } from 'react-router'
import { buildHead, type Destination } from '#app/shared/seo/head.server'
import { pageEditAttributes } from '#app/shared/preview/visual-editing.server'
import { previewSchedule } from '#app/shared/preview/schedule.server'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { notFound } from '#app/shared/not-found'
import { pathOf, requestPath, reservedSegments, translatedPaths } from '#app/shared/paths'
import {
  mayExist,
  siteContext,
  type LoaderArgs,
  type SiteContext,
} from '#app/shared/route-helpers.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import { organization, type Crumb } from '#app/shared/seo/structured-data.server'
import { servicesOf, type RequestServices } from '#app/shared/request.server'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** What the page query asks of the blocks: exactly the fields the registry's blocks read. */
const blockQuery = { blockFields: pageBlockFields() }

/**
 * The picture shared with a page: its SEO image, else its first hero's, described by the page's
 * title in the page's language (a file's own title is in one language only).
 */
function sharedImage(page: Page, blocks: LoadedBlocks): { image: CmsImage; alt: string } | null {
  if (page.seo.image) return { image: page.seo.image, alt: page.title }
  const hero = blocks.find((block) => block.collection === 'block_hero')
  const image = hero?.collection === 'block_hero' ? hero.image : null
  return image ? { image: { width: null, height: null, ...image }, alt: page.title } : null
}

type LoadedBlocks = Awaited<ReturnType<typeof loadBlocks>>

/** The published pages above a nested one, outermost first (`about` above `about/our-story`). */
function ancestors(site: SiteContext, locale: Locale, page: Page) {
  const segments = page.slug.split('/')
  return segments.slice(1).flatMap((_, depth) => {
    const slug = segments.slice(0, depth + 1).join('/')
    const parent = site.index.pages.find((p) => p.slugs[locale] === slug)
    return parent ? [parent] : []
  })
}

/** Home, then every published page above a nested one. */
function pageCrumbs(site: SiteContext, locale: Locale, page: Page): Crumb[] {
  const crumbs = site.crumbs()
  for (const parent of ancestors(site, locale, page)) {
    const title = parent.titles[locale]
    const slug = parent.slugs[locale]!
    if (title) crumbs.push({ name: title, path: pathOf(locale, { kind: 'page', slug }) })
  }
  return [
    ...crumbs,
    { name: page.title, path: pathOf(locale, site.links.page(page.id, page.slug)) },
  ]
}

/**
 * For a language the page is not translated into: the nearest page above it that is, where the
 * language switcher leads instead (undefined: that language's home page).
 */
function nearestTranslated(site: SiteContext, locale: Locale, page: Page) {
  const above = ancestors(site, locale, page).reverse()
  return (code: Locale): Destination | undefined => {
    for (const parent of above) {
      const slug = parent.slugs[code]
      if (slug) {
        return {
          path: pathOf(code, site.links.page(parent.id, slug)),
          title: parent.titles[code] ?? slug,
        }
      }
    }
    return undefined
  }
}

async function loadPage(
  request: Request,
  locale: Locale,
  services: RequestServices,
  find: (site: SiteContext) => Promise<Page | null>,
) {
  const site = await siteContext(request, locale, services)
  const page = await withCms(request, () => find(site))
  if (!page) throw notFound('page', requestPath(request))
  const place = (slug: string) => site.links.page(page.id, slug)
  const isHome = page.id === site.index.homePageId
  const { global } = site
  const blocks = await withCms(request, () =>
    loadBlocks(page.blocks, {
      context: { cms: services.cms, locale, resolveHref: site.links.href },
      page: pathOf(locale, place(page.slug)),
      preview: services.preview,
    }),
  )
  const head = buildHead({
    locale,
    brand: global.brand,
    title: page.seo?.title ?? page.title,
    description: page.seo?.description ?? global.seo.description,
    seo: page.seo,
    paths: translatedPaths(page.alternates, place),
    nearest: nearestTranslated(site, locale, page),
    ...(isHome ? { xDefault: '/' } : { crumbs: pageCrumbs(site, locale, page) }),
    image: sharedImage(page, blocks),
    jsonLd: isHome
      ? [
          organization({
            origin: siteOrigin(),
            brand: global.brand,
            phone: global.phone,
            email: global.email,
          }),
        ]
      : [],
  })
  return {
    site,
    page: { ...page, blocks, edit: pageEditAttributes(services.preview, { id: page.id, blocks }) },
    head,
    schedule: await previewSchedule(services.cms, locale, 'pages', page.id),
  }
}

/** The home page: the CMS page linked from global settings, at / and /{lang}. */
export async function loadHomePage({ request, params, context }: LoaderArgs<{ '*'?: string }>) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const { page, head, schedule } = await loadPage(request, locale, services, ({ index }) =>
    index.homePageId
      ? getPageById(services.cms, locale, index.homePageId, blockQuery)
      : Promise.resolve(null),
  )
  return { page, head, schedule }
}

/** The terms page: a CMS page linked from global settings, always at /{lang}/terms-and-conditions. */
export async function loadTermsPage({ request, params, context }: LoaderArgs<{ '*'?: string }>) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const { page, head, schedule } = await loadPage(request, locale, services, ({ index }) =>
    index.termsPageId
      ? getPageById(services.cms, locale, index.termsPageId, blockQuery)
      : Promise.resolve(null),
  )
  return { page, head, schedule }
}

/** The privacy notice: a CMS page linked from global settings, always at /{lang}/privacy. */
export async function loadPrivacyPage({ request, params, context }: LoaderArgs<{ '*'?: string }>) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const { page, head, schedule } = await loadPage(request, locale, services, ({ index }) =>
    index.privacyPageId
      ? getPageById(services.cms, locale, index.privacyPageId, blockQuery)
      : Promise.resolve(null),
  )
  return { page, head, schedule }
}

/** A generic CMS page at /{lang}/{slug...}; the slug may have any number of segments. */
export async function loadGenericPage({ request, params, context }: LoaderArgs<{ '*'?: string }>) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const path = requestPath(request)
  const slug = (params['*'] ?? '').replace(/\/+$/, '')
  // Deeper paths under a fixed section (/nl/blog/a/b) match no route of the site.
  if (reservedSegments.includes(slug.split('/')[0] ?? '')) throw notFound('route', path)
  if (!slugPattern.test(slug)) throw notFound('page', path)
  const { site, page, head, schedule } = await loadPage(request, locale, services, async (site) =>
    mayExist(site, 'pages', locale, slug)
      ? getPageBySlug(services.cms, locale, slug, blockQuery)
      : null,
  )
  // The home, terms and privacy pages have routes of their own: one URL per page.
  const own = site.links.page(page.id, page.slug)
  if (own.kind !== 'page') throw redirect(pathOf(locale, own), 301)
  return { page, head, schedule }
}
