import { getGlobalSettings, readSiteIndex } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import type { RouterContextProvider } from 'react-router'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { createLinkResolver } from '#app/shared/cms/link-resolver.server'
import { everyLanguage, pathOf, type Section } from './paths'
import { buildHead, type HeadInput } from '#app/shared/seo/head.server'
import type { Crumb } from '#app/shared/seo/structured-data.server'
import type { RequestServices } from './request.server'

/**
 * What a page loader is called with: the request, the route's parameters (`lang` first) and the
 * load context the server gave the request (`servicesOf` reads it; a unit test may leave it out).
 */
export interface LoaderArgs<Params extends object = object> {
  request: Request
  params: { lang?: string } & Params
  context?: Readonly<RouterContextProvider>
}

/**
 * What every page loader needs besides its own content: global settings, the index of every
 * page's slugs (for links in this language), a link resolver and the translator. All cached.
 */
export async function siteContext(request: Request, locale: Locale, services: RequestServices) {
  const { cms, preview } = services
  const [global, index] = await withCms(request, () =>
    Promise.all([getGlobalSettings(cms, locale), readSiteIndex(cms)]),
  )
  const t = translatorFor(locale)
  /** the first crumbs of every trail: the home page, then the section */
  const crumbs = (section?: Section): Crumb[] => {
    const home = { name: t('common.home'), path: pathOf(locale, { kind: 'home' }) }
    if (!section) return [home]
    return [
      home,
      { name: sectionTitle(t, section), path: pathOf(locale, { kind: 'section', section }) },
    ]
  }
  return {
    global,
    index,
    /** an editor's draft preview */
    preview,
    links: createLinkResolver(index, locale),
    t,
    crumbs,
    /** the head of a section's own screen: its title, description, paths and crumbs */
    sectionHead(section: Section, more: Partial<HeadInput> = {}) {
      return buildHead({
        locale,
        brand: global.brand,
        title: sectionTitle(t, section),
        description: t(sectionTexts[section].description),
        paths: everyLanguage({ kind: 'section', section }),
        crumbs: crumbs(section),
        ...more,
      })
    },
  }
}

export type SiteContext = Awaited<ReturnType<typeof siteContext>>

/**
 * Whether `slug` names a published item of `collection` in `locale`, by the site index every
 * page already has: a made-up slug is a not-found page without a CMS read of its own. In an
 * editor's preview drafts count too, so the item's own read decides.
 */
export function mayExist(
  site: SiteContext,
  collection: 'pages' | 'posts' | 'covers' | 'projects' | 'pools',
  locale: Locale,
  slug: string,
): boolean {
  if (site.preview) return true
  return site.index[collection].some((item) => item.slugs[locale] === slug)
}

const sectionTexts = {
  blog: { title: 'blog.title', description: 'blog.description' },
  covers: { title: 'covers.title', description: 'covers.description' },
  projects: { title: 'projects.title', description: 'projects.description' },
  pools: { title: 'pools.title', description: 'pools.description' },
  faq: { title: 'faq.title', description: 'faq.description' },
  dealers: { title: 'dealers.title', description: 'dealers.description' },
  configure: { title: 'configurator.title', description: 'configurator.description' },
  quote: { title: 'quote.title', description: 'quote.description' },
} as const satisfies Record<Section, { title: string; description: string }>

export function sectionTitle(t: ReturnType<typeof translatorFor>, section: Section) {
  return t(sectionTexts[section].title)
}
