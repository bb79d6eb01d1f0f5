import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { isExternalHref, safeHref } from '../sanitize.ts'
import { flattenTranslations, pickTranslation } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  compact,
  bool,
  isRecord,
  keyOf,
  records,
  seoFields,
  sortBySort,
  str,
  toSeo,
} from './shared.server.ts'
import type { Rec, Seo } from './shared.server.ts'

/**
 * Where a CMS link leads: a CMS page by relation (its slug in this language and every other), or
 * a URL passed through safeHref (a site path without language prefix, `#x`, http(s), mailto,
 * tel). The site turns both into paths.
 */
export type LinkTarget = { page: { id: number; slug: string; slugs: Alternates } } | { url: string }

export interface NavLink {
  label: string
  target: LinkTarget
  external: boolean
}

export interface NavGroupItem extends NavLink {
  description?: string
}

export interface PromoBanner {
  text: string
  /** the "more information" link, if any */
  target: LinkTarget | null
}

export type NavItem =
  ({ kind: 'link' } & NavLink) | { kind: 'group'; label: string; items: NavGroupItem[] }

export interface FooterGroup {
  title: string
  links: NavLink[]
}

export interface GlobalSettings {
  brand: string
  tagline?: string
  copyright?: string
  /** contact of the dealer network */
  phone?: string
  email?: string
  banner?: PromoBanner
  seo: Seo
  homePageId: number | null
  termsPageId: number | null
  topNavLeft: NavLink[]
  topNavRight: NavLink[]
  mainNavLeft: NavItem[]
  mainNavRight: NavItem[]
  footerGroups: FooterGroup[]
  mobileNav: NavItem[]
}

export const GLOBAL_SETTINGS_CACHE_KEY = 'global_settings'

/** A page relation: enough to link to it in every language. */
const pageLinkFields = (path: string) => [
  `${path}.id`,
  `${path}.translations.languages_code`,
  `${path}.translations.slug`,
]

const linkFields = (path: string) => [
  `${path}.id`,
  `${path}.url`,
  ...pageLinkFields(`${path}.page`),
  `${path}.translations.*`,
]

const navLinkFields = (path: string) => [...linkFields(path), `${path}.external`]

/** `*` plus every relation of spec section 3, each with its translations in every language. */
export const GLOBAL_SETTINGS_FIELDS = [
  '*',
  'translations.*',
  ...seoFields('seo'),
  ...pageLinkFields('banner_page'),
  ...['top_nav_left', 'top_nav_right'].flatMap((field) => [
    `${field}.id`,
    `${field}.sort`,
    ...navLinkFields(`${field}.nav_links_id`),
  ]),
  ...['main_nav_left', 'main_nav_right'].flatMap((field) => [
    `${field}.id`,
    `${field}.collection`,
    `${field}.sort`,
    ...navLinkFields(`${field}.item:nav_links`),
    `${field}.item:main_nav_groups.id`,
    `${field}.item:main_nav_groups.translations.*`,
    `${field}.item:main_nav_groups.items.sort`,
    ...linkFields(`${field}.item:main_nav_groups.items`),
  ]),
  'footer_links.id',
  'footer_links.sort',
  'footer_links.translations.*',
  'footer_links.links.sort',
  ...linkFields('footer_links.links'),
  'mobile_nav.id',
  'mobile_nav.collection',
  'mobile_nav.sort',
  ...navLinkFields('mobile_nav.item:nav_links'),
  'mobile_nav.item:mobile_nav_groups.id',
  'mobile_nav.item:mobile_nav_groups.translations.*',
  'mobile_nav.item:mobile_nav_groups.items.id',
  'mobile_nav.item:mobile_nav_groups.items.sort',
  ...navLinkFields('mobile_nav.item:mobile_nav_groups.items.nav_links_id'),
]

/**
 * The raw multi-language singleton, cached under `global_settings` (one CMS read serves every
 * language; flattening happens per request).
 */
export function readGlobalSettings(client: CmsClient): Promise<Rec> {
  return client.readSingleton<Rec>(
    'global_settings',
    { fields: GLOBAL_SETTINGS_FIELDS },
    { cacheKey: GLOBAL_SETTINGS_CACHE_KEY },
  )
}

/**
 * The target of a link record: its page when it has one this language can reach (a page without
 * a translation here flattens to null), else its URL when safeHref accepts it.
 */
function toTarget(page: unknown, url: unknown): LinkTarget | null {
  if (isRecord(page)) {
    const id = keyOf(page)
    const slug = str(page.slug)
    if (id !== null && slug) {
      return { page: { id, slug, slugs: (page.alternates as Alternates | undefined) ?? {} } }
    }
  }
  const href = safeHref(url)
  return href ? { url: href } : null
}

// Links without a label in this language, or without a page or URL they can lead to, are left out.
function toNavLink(link: unknown, external?: boolean): NavLink | null {
  if (!isRecord(link)) return null
  const label = str(link.label)
  const target = toTarget(link.page, link.url)
  if (!label || !target) return null
  const isExternal = external ?? ('url' in target && isExternalHref(target.url))
  return { label, target, external: isExternal }
}

function toGroupItem(item: Rec): NavGroupItem | null {
  const link = toNavLink(item)
  if (!link) return null
  const description = str(item.description)
  return description ? { ...link, description } : link
}

function toJunctionLinks(rows: unknown): NavLink[] {
  return compact(sortBySort(records(rows)).map((row) => toNavJunctionLink(row.nav_links_id)))
}

/** nav_links have an editor-set `external` flag; the other link collections infer it. */
function toNavJunctionLink(link: unknown): NavLink | null {
  return isRecord(link) ? toNavLink(link, bool(link.external) || undefined) : null
}

function toNavItems(
  rows: unknown,
  groupCollection: 'main_nav_groups' | 'mobile_nav_groups',
): NavItem[] {
  return compact(
    sortBySort(records(rows)).map((row): NavItem | null => {
      if (row.collection === 'nav_links') {
        const link = toNavJunctionLink(row.item)
        return link ? { kind: 'link', ...link } : null
      }
      if (row.collection !== groupCollection || !isRecord(row.item)) return null
      const label = str(row.item.label)
      const entries = sortBySort(records(row.item.items))
      const items = compact(
        groupCollection === 'main_nav_groups'
          ? entries.map(toGroupItem)
          : entries.map((entry) => toNavJunctionLink(entry.nav_links_id)),
      )
      return label && items.length > 0 ? { kind: 'group', label, items } : null
    }),
  )
}

function toFooterGroups(groups: unknown): FooterGroup[] {
  return compact(
    sortBySort(records(groups)).map((group) => {
      const title = str(group.title)
      const links = compact(sortBySort(records(group.links)).map((link) => toNavLink(link)))
      return title ? { title, links } : null
    }),
  )
}

export function toGlobalSettings(raw: Rec, tag: string): GlobalSettings {
  // The singleton itself stays present without a translation: only tagline and copyright are
  // missing then. Everything it links to follows the usual absent-when-untranslated rule.
  const { translations, ...rest } = raw
  const own = pickTranslation<Rec>(records(translations), tag)
  const flat = flattenTranslations(rest, tag) ?? {}
  const settings: GlobalSettings = {
    brand: str(raw.brand) ?? '',
    seo: toSeo(raw.seo, tag),
    homePageId: keyOf(raw.home_page),
    termsPageId: keyOf(raw.terms_page),
    topNavLeft: toJunctionLinks(flat.top_nav_left),
    topNavRight: toJunctionLinks(flat.top_nav_right),
    mainNavLeft: toNavItems(flat.main_nav_left, 'main_nav_groups'),
    mainNavRight: toNavItems(flat.main_nav_right, 'main_nav_groups'),
    footerGroups: toFooterGroups(flat.footer_links),
    mobileNav: toNavItems(flat.mobile_nav, 'mobile_nav_groups'),
  }
  const tagline = str(own?.tagline)
  const copyright = str(own?.copyright)
  const phone = str(raw.phone)
  const email = str(raw.email)
  if (tagline) settings.tagline = tagline
  if (copyright) settings.copyright = copyright
  if (phone) settings.phone = phone
  if (email) settings.email = email
  const bannerText = str(own?.banner_text)
  if (raw.banner_active === true && bannerText) {
    settings.banner = { text: bannerText, target: toTarget(flat.banner_page, raw.banner_url) }
  }
  return settings
}

export async function getGlobalSettings(
  client: CmsClient,
  locale: Locale,
): Promise<GlobalSettings> {
  return toGlobalSettings(await readGlobalSettings(client), toTag(locale))
}
