import { localeCodes, toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { CmsError } from '../errors.ts'
import { droppable, parseRecord, reportOnce } from '../parse.server.ts'
import type { InvalidRecordReporter } from '../parse.server.ts'
import { isExternalHref, safeHref } from '../sanitize.ts'
import { flattenKeepingUntranslated, isRecord } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  alternates,
  bySort,
  compact,
  flag,
  key,
  optionalText,
  relationKey,
  seo,
  seoFields,
  sort,
} from './shared.server.ts'
import type { Seo } from './shared.server.ts'
import { instant, toSchedule, type Schedule } from './schedule.server.ts'

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
  /** when the banner shows and hides by itself; absent when neither is set */
  schedule?: Schedule
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
  /** a banner that is off until its publish moment: shown in the editors' preview only */
  upcomingBanner?: PromoBanner
  seo: Seo
  homePageId: number | null
  termsPageId: number | null
  privacyPageId: number | null
  topNavLeft: NavLink[]
  topNavRight: NavLink[]
  mainNavLeft: NavItem[]
  mainNavRight: NavItem[]
  footerGroups: FooterGroup[]
  mobileNav: NavItem[]
  /** what visitors are promised, in working days (`workingDaysAfter` in @lamella/i18n) */
  promise: {
    /** a dealer accepts an appointment request within this many; contact follows the day after */
    acceptWorkingDays: number
    /** the office answers a request of a quote by e-mail within this many */
    officeWorkingDays: number
  }
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

/**
 * `*` plus every relation (SEO, banner page, menus, footer links), each with its translations in
 * every language.
 */
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

/** A linked page, flattened: null when it has no translation in this language. */
const pageRef = z.object({ id: key, slug: optionalText, alternates }).nullish()

/**
 * Where a link record leads: its page when this language can reach it, else its URL when
 * safeHref accepts it (javascript:, data:, blob: never become a navigation).
 */
function toTarget(
  page: z.output<typeof pageRef>,
  url: string | null | undefined,
): LinkTarget | null {
  if (page?.slug) return { page: { id: page.id, slug: page.slug, slugs: page.alternates } }
  const href = safeHref(url)
  return href ? { url: href } : null
}

/** nav_links, main_nav_group_items and footer_links, flattened. */
const linkRecord = z.object({
  sort,
  url: z.string().nullish(),
  page: pageRef,
  label: optionalText,
  description: optionalText,
  /** set by editors on nav_links; the other link collections infer it from the URL */
  external: flag,
})

// Links without a label in this language, or without a page or URL they can lead to, are left
// out: not broken, only not shown here.
function toNavLink({ label, page, url, external }: z.output<typeof linkRecord>): NavLink | null {
  const target = toTarget(page, url)
  if (!label || !target) return null
  return { label, target, external: external || ('url' in target && isExternalHref(target.url)) }
}

interface Row<T> {
  sort: number | null
  value: T | null
}

/**
 * A relation list in the editors' order: each row made by `row`, rows that are not shown here
 * left out, and broken ones reported as records of `collection` and left out too.
 */
function orderedList<T>(row: z.ZodType<Row<T>>, collection: string) {
  return z
    .array(droppable(row, collection))
    .nullish()
    .transform((rows) => bySort(compact(rows ?? [])).flatMap(({ value }) => (value ? [value] : [])))
}

const linkRow = linkRecord.transform((link): Row<NavLink> => ({
  sort: link.sort,
  value: toNavLink(link),
}))

const groupItemRow = linkRecord.transform((item): Row<NavGroupItem> => {
  const link = toNavLink(item)
  return {
    sort: item.sort,
    value: link && item.description ? { ...link, description: item.description } : link,
  }
})

/** A junction row to nav_links (top navs, mobile groups). */
const navLinkJunctionRow = z
  .object({ sort, nav_links_id: linkRecord.nullish() })
  .transform(({ sort, nav_links_id }): Row<NavLink> => ({
    sort,
    value: nav_links_id ? toNavLink(nav_links_id) : null,
  }))

const linkItemRow = z
  .object({ collection: z.literal('nav_links'), sort, item: linkRecord.nullish() })
  .transform(({ sort, item }): Row<NavItem> => {
    const link = item ? toNavLink(item) : null
    return { sort, value: link ? { kind: 'link', ...link } : null }
  })

function toGroup(
  sort: number | null,
  group: { label: string | null; items: NavGroupItem[] } | null | undefined,
): Row<NavItem> {
  return {
    sort,
    value:
      group?.label && group.items.length > 0
        ? { kind: 'group', label: group.label, items: group.items }
        : null,
  }
}

/** main_nav_left/right: an m2a of nav_links and main_nav_groups. */
const mainNavRow = z.union([
  linkItemRow,
  z
    .object({
      collection: z.literal('main_nav_groups'),
      sort,
      item: z
        .object({ label: optionalText, items: orderedList(groupItemRow, 'main_nav_group_items') })
        .nullish(),
    })
    .transform(({ sort, item }) => toGroup(sort, item)),
])

/** mobile_nav: an m2a of nav_links and mobile_nav_groups (whose items are nav_links). */
const mobileNavRow = z.union([
  linkItemRow,
  z
    .object({
      collection: z.literal('mobile_nav_groups'),
      sort,
      item: z
        .object({
          label: optionalText,
          items: orderedList(navLinkJunctionRow, 'mobile_nav_groups_nav_links'),
        })
        .nullish(),
    })
    .transform(({ sort, item }) => toGroup(sort, item)),
])

const footerGroupRow = z
  .object({ sort, title: optionalText, links: orderedList(linkRow, 'footer_links') })
  .transform(({ sort, title, links }): Row<FooterGroup> => ({
    sort,
    value: title ? { title, links } : null,
  }))

/** A promise in working days; a database from before the setting reads as unset (the default). */
const workingDays = z.number().int().min(0).max(30).nullish()

/** The promise while the settings say none (a database from before them, a CMS away). */
export const defaultPromise: GlobalSettings['promise'] = {
  acceptWorkingDays: 1,
  officeWorkingDays: 2,
}

/**
 * The singleton flattened for one language; it exists in every language, only its own texts
 * (tagline, copyright, banner) are missing in one it has no translation in.
 */
const globalSettings = z
  .object({
    brand: optionalText,
    tagline: optionalText,
    copyright: optionalText,
    phone: optionalText,
    email: optionalText,
    banner_active: flag,
    banner_text: optionalText,
    banner_url: z.string().nullish(),
    banner_page: pageRef,
    banner_publish_at: instant,
    banner_unpublish_at: instant,
    seo,
    home_page: relationKey,
    terms_page: relationKey,
    privacy_page: relationKey,
    accept_working_days: workingDays,
    office_answer_working_days: workingDays,
    top_nav_left: orderedList(navLinkJunctionRow, 'global_settings_top_nav_left'),
    top_nav_right: orderedList(navLinkJunctionRow, 'global_settings_top_nav_right'),
    main_nav_left: orderedList(mainNavRow, 'global_settings_main_nav_left'),
    main_nav_right: orderedList(mainNavRow, 'global_settings_main_nav_right'),
    footer_links: orderedList(footerGroupRow, 'footer_link_groups'),
    mobile_nav: orderedList(mobileNavRow, 'global_settings_mobile_nav'),
  })
  .transform((raw): GlobalSettings => {
    const settings: GlobalSettings = {
      brand: raw.brand ?? '',
      seo: raw.seo,
      homePageId: raw.home_page,
      termsPageId: raw.terms_page,
      privacyPageId: raw.privacy_page,
      topNavLeft: raw.top_nav_left,
      topNavRight: raw.top_nav_right,
      mainNavLeft: raw.main_nav_left,
      mainNavRight: raw.main_nav_right,
      footerGroups: raw.footer_links,
      mobileNav: raw.mobile_nav,
      promise: {
        acceptWorkingDays: raw.accept_working_days ?? defaultPromise.acceptWorkingDays,
        officeWorkingDays: raw.office_answer_working_days ?? defaultPromise.officeWorkingDays,
      },
    }
    if (raw.tagline) settings.tagline = raw.tagline
    if (raw.copyright) settings.copyright = raw.copyright
    if (raw.phone) settings.phone = raw.phone
    if (raw.email) settings.email = raw.email
    if (raw.banner_text) {
      const banner: PromoBanner = {
        text: raw.banner_text,
        target: toTarget(raw.banner_page, raw.banner_url),
      }
      const schedule = toSchedule(raw.banner_publish_at, raw.banner_unpublish_at)
      if (schedule) banner.schedule = schedule
      if (raw.banner_active) settings.banner = banner
      else if (schedule?.publishAt) settings.upcomingBanner = banner
    }
    return settings
  })

/** The settings in every language, from one read and one parse. */
export interface SettingsByLocale {
  homePageId: number | null
  termsPageId: number | null
  privacyPageId: number | null
  locales: Partial<Record<Locale, GlobalSettings>>
}

function parseSettings(data: unknown, report: InvalidRecordReporter): SettingsByLocale {
  if (!isRecord(data))
    throw new CmsError('CMS answered global_settings with something other than a record')
  const once = reportOnce(report)
  const locales: Partial<Record<Locale, GlobalSettings>> = {}
  for (const locale of localeCodes) {
    const tag = toTag(locale)
    const flat = flattenKeepingUntranslated(data, tag)
    // The robots flags of SEO are not translated: they hold without a translation too.
    flat.seo = isRecord(data.seo) ? flattenKeepingUntranslated(data.seo, tag) : null
    const settings = parseRecord(globalSettings, flat, 'global_settings', once)
    // Without its settings no page can render: keep serving the last good ones (stale-if-error).
    if (!settings) throw new CmsError('CMS global_settings do not match what the site reads')
    locales[locale] = settings
  }
  const any = locales.nl
  return {
    homePageId: any?.homePageId ?? null,
    termsPageId: any?.termsPageId ?? null,
    privacyPageId: any?.privacyPageId ?? null,
    locales,
  }
}

/**
 * The singleton, parsed in every language, cached under `global_settings`: one CMS read and one
 * parse serve every language and every request until it changes.
 */
export function readGlobalSettings(client: CmsClient): Promise<SettingsByLocale> {
  return client.readSingleton(
    'global_settings',
    { fields: GLOBAL_SETTINGS_FIELDS },
    parseSettings,
    { cacheKey: GLOBAL_SETTINGS_CACHE_KEY },
  )
}

export async function getGlobalSettings(
  client: CmsClient,
  locale: Locale,
): Promise<GlobalSettings> {
  const settings = (await readGlobalSettings(client)).locales[locale]
  if (!settings) throw new CmsError(`CMS global_settings have no settings for ${locale}`)
  return settings
}
