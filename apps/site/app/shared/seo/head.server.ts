import type { CmsImage } from '@lamella/cms'
import { locales, type Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import {
  robotsDirective,
  type Alternate,
  type Head,
  type LanguageFallback,
  type SharedImage,
} from './head'
import { mediaUrl } from '#app/shared/media'
import { pathOf, type LocalizedPaths } from '#app/shared/paths'
import { siteOrigin } from './site-url.server'
import { breadcrumbList, type Crumb } from './structured-data.server'

export interface HeadInput {
  locale: Locale
  brand: string
  /** the page's own title, placed in the title template */
  title: string
  description?: string | null
  seo?: { noIndex?: boolean; noFollow?: boolean } | null
  /** this page in every language that has it (paths from the paths module) */
  paths: LocalizedPaths
  /**
   * For a language the page is not in, the nearest page above it that is, with its name in that
   * language (a section, a parent page); that language's home page when undefined.
   */
  nearest?: (code: Locale) => Destination | undefined
  /** where `x-default` points: the language-negotiating `/` for the home page */
  xDefault?: string
  /** the picture shared with the page; the site's card when there is none */
  image?: { image: CmsImage; alt: string } | null
  type?: 'website' | 'article' | 'product'
  /** the trail to this page for BreadcrumbList (inner pages) */
  crumbs?: Crumb[]
  jsonLd?: object[]
}

export interface Destination {
  path: string
  title: string
}

const OG_WIDTH = 1280

const ogLocale = (tag: string) => tag.replace('-', '_')

/** The absolute URL of a CMS image as shared pages show it (a JPEG every scraper reads). */
export function sharedImageUrl(image: CmsImage): string {
  return siteOrigin() + mediaUrl(image.id, OG_WIDTH, 'jpg')
}

function sharedImage(origin: string, input: HeadInput['image'], brand: string): SharedImage {
  if (!input) return { url: `${origin}/og-image.png`, width: 1200, height: 630, alt: brand }
  const { image, alt } = input
  const ratio = image.width && image.height ? image.height / image.width : 10 / 16
  return {
    url: sharedImageUrl(image),
    width: OG_WIDTH,
    height: Math.round(OG_WIDTH * ratio),
    alt,
  }
}

/** The switcher's links for the languages the page is not translated into, in those languages. */
function languageFallbacks(input: HeadInput): Head['fallbacks'] {
  const fallbacks: Partial<Record<Locale, LanguageFallback>> = {}
  for (const { code } of locales) {
    if (input.paths[code] !== undefined) continue
    const t = translatorFor(code)
    const to = input.nearest?.(code) ?? {
      path: pathOf(code, { kind: 'home' }),
      title: t('common.home'),
    }
    fallbacks[code] = {
      path: to.path,
      note: t('languageSwitcher.notTranslated'),
      description: t('languageSwitcher.leadsTo', { page: to.title }),
    }
  }
  return Object.keys(fallbacks).length > 0 ? fallbacks : undefined
}

/**
 * A page's head: title template, description, robots, canonical, hreflang for exactly the
 * languages that have the page plus `x-default` (the default language's version, or `/` for the
 * home page), the language switcher's links for the other languages, Open Graph and Twitter
 * tags, and JSON-LD (the breadcrumb trail of inner pages and whatever the page adds). Every URL
 * is absolute, from SITE_URL.
 */
export function buildHead(input: HeadInput): Head {
  const { locale, brand, title, description, seo, paths } = input
  const t = translatorFor(locale)
  const origin = siteOrigin()
  const alternates: Alternate[] = []
  for (const { code, tag } of locales) {
    const path = paths[code]
    if (path !== undefined) alternates.push({ hrefLang: tag, href: origin + path })
  }
  const fallback = paths.nl ?? Object.values(paths)[0]
  const xDefault = input.xDefault ?? fallback
  if (alternates.length > 0 && xDefault) {
    alternates.push({ hrefLang: 'x-default', href: origin + xDefault })
  }
  const own = paths[locale]
  const tag = locales.find((l) => l.code === locale)!.tag
  const jsonLd = [...(input.jsonLd ?? [])]
  if (input.crumbs && input.crumbs.length > 1) jsonLd.push(breadcrumbList(origin, input.crumbs))
  const fallbacks = languageFallbacks(input)
  return {
    title: t('meta.titleTemplate', { page: title, brand }),
    ...(description ? { description } : {}),
    ...(robotsDirective(seo) ? { robots: robotsDirective(seo) } : {}),
    ...(own ? { canonical: origin + own } : {}),
    paths,
    ...(fallbacks ? { fallbacks } : {}),
    alternates,
    openGraph: {
      type: input.type ?? 'website',
      siteName: brand,
      locale: ogLocale(tag),
      localeAlternates: locales
        .filter(({ code }) => code !== locale && paths[code] !== undefined)
        .map(({ tag: other }) => ogLocale(other)),
      image: sharedImage(origin, input.image, brand),
    },
    ...(jsonLd.length > 0 ? { jsonLd } : {}),
  }
}
