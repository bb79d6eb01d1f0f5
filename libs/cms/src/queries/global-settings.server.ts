import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { isExternalHref, safeHref } from '../sanitize.ts'
import { flattenTranslations, pickTranslation } from '../translations.ts'
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

export interface NavLink {
  label: string
  /** Passed through safeHref: a site path without language prefix, `#x`, http(s), mailto or tel. */
  url: string
  external: boolean
}

export interface NavGroupItem {
  label: string
  description?: string
  url: string
  external: boolean
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

const navLinkFields = (path: string) => [
  `${path}.id`,
  `${path}.url`,
  `${path}.external`,
  `${path}.translations.*`,
]

/** `*` plus every relation of spec section 3, each with its translations in every language. */
export const GLOBAL_SETTINGS_FIELDS = [
  '*',
  'translations.*',
  ...seoFields('seo'),
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
    `${field}.item:main_nav_groups.items.id`,
    `${field}.item:main_nav_groups.items.sort`,
    `${field}.item:main_nav_groups.items.url`,
    `${field}.item:main_nav_groups.items.translations.*`,
  ]),
  'footer_links.id',
  'footer_links.sort',
  'footer_links.translations.*',
  'footer_links.links.id',
  'footer_links.links.sort',
  'footer_links.links.url',
  'footer_links.links.translations.*',
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

// Links without a label in this language, or with a URL safeHref refuses, are left out.
function toNavLink(link: unknown, external?: boolean): NavLink | null {
  if (!isRecord(link)) return null
  const label = str(link.label)
  const url = safeHref(link.url)
  if (!label || !url) return null
  return { label, url, external: external ?? bool(link.external) }
}

function toGroupItem(item: Rec): NavGroupItem | null {
  const link = toNavLink(item, isExternalHref(String(item.url ?? '')))
  if (!link) return null
  const description = str(item.description)
  return description ? { ...link, description } : link
}

function toJunctionLinks(rows: unknown): NavLink[] {
  return compact(sortBySort(records(rows)).map((row) => toNavLink(row.nav_links_id)))
}

function toNavItems(
  rows: unknown,
  groupCollection: 'main_nav_groups' | 'mobile_nav_groups',
): NavItem[] {
  return compact(
    sortBySort(records(rows)).map((row): NavItem | null => {
      if (row.collection === 'nav_links') {
        const link = toNavLink(row.item)
        return link ? { kind: 'link', ...link } : null
      }
      if (row.collection !== groupCollection || !isRecord(row.item)) return null
      const label = str(row.item.label)
      const entries = sortBySort(records(row.item.items))
      const items = compact(
        groupCollection === 'main_nav_groups'
          ? entries.map(toGroupItem)
          : entries.map((entry) => toNavLink(entry.nav_links_id)),
      )
      return label && items.length > 0 ? { kind: 'group', label, items } : null
    }),
  )
}

function toFooterGroups(groups: unknown): FooterGroup[] {
  return compact(
    sortBySort(records(groups)).map((group) => {
      const title = str(group.title)
      const links = compact(
        sortBySort(records(group.links)).map((link) =>
          toNavLink(link, isExternalHref(String(link.url ?? ''))),
        ),
      )
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
  if (tagline) settings.tagline = tagline
  if (copyright) settings.copyright = copyright
  return settings
}

export async function getGlobalSettings(
  client: CmsClient,
  locale: Locale,
): Promise<GlobalSettings> {
  return toGlobalSettings(await readGlobalSettings(client), toTag(locale))
}
