import { createHash } from 'node:crypto'
import {
  getGlobalSettings,
  getPageNotFound,
  readSiteIndex,
  type GlobalSettings,
  type NavItem,
  type NavLink,
} from '@lamella/cms'
import { toTag } from '@lamella/i18n'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { createLinkResolver, type LinkResolver } from './link-resolver.server'
import { shellLocale } from '#app/shared/locale/locale.server'
import { pathOf } from '#app/shared/paths'
import { cmsPublicOrigin } from '#app/shared/preview/preview.server'
import { describeSchedule } from '#app/shared/preview/schedule.server'
import { publicConfig } from '#app/shared/runtime/public-config.server'
import type { LoaderArgs } from '#app/shared/route-helpers.server'
import { servicesOf } from '#app/shared/request.server'

/** A navigation link as the browser renders it: its path in this language, or a URL. */
export interface ShellLink {
  label: string
  href: string
  external: boolean
  description?: string
}

export type ShellNavItem =
  ({ kind: 'link' } & ShellLink) | { kind: 'group'; label: string; items: ShellLink[] }

export interface PromoBanner {
  /** changes with the text and the link: a closed banner comes back when editors change it */
  id: string
  text: string
  href?: string
}

function toLinks(links: readonly NavLink[], resolve: LinkResolver): ShellLink[] {
  return links.flatMap((link) => {
    const href = resolve.target(link.target)
    if (!href) return []
    const description = 'description' in link ? (link.description as string | undefined) : undefined
    return [
      { label: link.label, href, external: link.external, ...(description ? { description } : {}) },
    ]
  })
}

function toItems(items: readonly NavItem[], resolve: LinkResolver): ShellNavItem[] {
  return items.flatMap((item): ShellNavItem[] => {
    if (item.kind === 'link') {
      return toLinks([item], resolve).map((link) => ({ kind: 'link', ...link }))
    }
    const links = toLinks(item.items, resolve)
    return links.length > 0 ? [{ kind: 'group', label: item.label, items: links }] : []
  })
}

/**
 * The banner visitors see; in the editors' preview, also one that waits for its publish moment,
 * as it will look then.
 */
function shownBanner(global: GlobalSettings, preview: boolean) {
  return global.banner ?? (preview ? global.upcomingBanner : undefined)
}

function toBanner(
  global: GlobalSettings,
  resolve: LinkResolver,
  preview: boolean,
): PromoBanner | undefined {
  const banner = shownBanner(global, preview)
  if (!banner) return undefined
  const href = banner.target ? (resolve.target(banner.target) ?? undefined) : undefined
  const id = createHash('sha1')
    .update(`${banner.text}\n${href ?? ''}`)
    .digest('base64url')
    .slice(0, 10)
  return { id, text: banner.text, ...(href ? { href } : {}) }
}

/** The chrome of every page, with every link resolved to a path of this language. */
function toShell(global: GlobalSettings, resolve: LinkResolver, preview: boolean) {
  return {
    brand: global.brand,
    ...(global.tagline ? { tagline: global.tagline } : {}),
    ...(global.copyright ? { copyright: global.copyright } : {}),
    topNavLeft: toLinks(global.topNavLeft, resolve),
    topNavRight: toLinks(global.topNavRight, resolve),
    mainNavLeft: toItems(global.mainNavLeft, resolve),
    mainNavRight: toItems(global.mainNavRight, resolve),
    footerGroups: global.footerGroups.map((group) => ({
      title: group.title,
      links: toLinks(group.links, resolve),
    })),
    mobileNav: toItems(global.mobileNav, resolve),
    banner: toBanner(global, resolve, preview),
  }
}

function logAndNull(error: unknown) {
  console.error('CMS read failed for the app shell', error)
  return null
}

/**
 * What every screen needs: language, its messages (the only catalogue the browser receives),
 * the chrome (navigation, footer, banner) with links in this language, the page_not_found texts,
 * the slugs of the published pages (links to anything else are not prefetched) and the public
 * runtime config. The CMS reads are cached in libs/cms; when the CMS is unreachable and nothing
 * is cached, the shell still renders, with the translated fallbacks of the catalogues.
 */
export async function loadShell({ request, params, context }: LoaderArgs) {
  const locale = shellLocale(params, request)
  const { cms, preview } = servicesOf(context)
  const [global, notFound, index] = await Promise.all([
    getGlobalSettings(cms, locale).catch(logAndNull),
    getPageNotFound(cms, locale).catch(logAndNull),
    readSiteIndex(cms).catch(logAndNull),
  ])
  const resolve = index ? createLinkResolver(index, locale) : undefined
  const brand = global?.brand || 'Lamella'
  return {
    locale,
    tag: toTag(locale),
    messages: serializedMessages(locale),
    shell: global && resolve ? toShell(global, resolve, preview) : null,
    notFound,
    pageSlugs: index?.pages.flatMap((page) => page.slugs[locale] ?? []) ?? [],
    homePath: pathOf(locale, { kind: 'home' }),
    termsPath: pathOf(locale, { kind: 'terms' }),
    /** the browser title of the error screen ('404 - {brand}') */
    errorTitle: translatorFor(locale)('meta.notFoundTitle', { brand }),
    config: publicConfig(),
    /**
     * an editor's draft preview: the banner shows (with when the promo banner shows and hides),
     * and the visual editor loads, talking to this CMS
     */
    preview: preview
      ? {
          cmsUrl: cmsPublicOrigin(),
          bannerSchedule: global
            ? describeSchedule(locale, shownBanner(global, preview)?.schedule)
            : null,
        }
      : null,
  }
}
