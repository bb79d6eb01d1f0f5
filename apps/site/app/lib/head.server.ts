import type { CmsImage } from '@lamella/cms'
import { locales, type Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { robotsDirective, type Alternate, type Head, type SharedImage } from './head'
import { mediaUrl } from './media'
import type { LocalizedPaths } from './paths'
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
  /** where `x-default` points: the language-negotiating `/` for the home page */
  xDefault?: string
  /** the picture shared with the page; the site's card when there is none */
  image?: { image: CmsImage; alt: string } | null
  type?: 'website' | 'article' | 'product'
  /** the trail to this page for BreadcrumbList (inner pages) */
  crumbs?: Crumb[]
  jsonLd?: object[]
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

/**
 * A page's head: title template, description, robots, canonical, hreflang for exactly the
 * languages that have the page plus `x-default` (the default language's version, or `/` for the
 * home page), Open Graph and Twitter tags, and JSON-LD (the breadcrumb trail of inner pages and
 * whatever the page adds). Every URL is absolute, from SITE_URL.
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
  return {
    title: t('meta.titleTemplate', { page: title, brand }),
    ...(description ? { description } : {}),
    ...(robotsDirective(seo) ? { robots: robotsDirective(seo) } : {}),
    ...(own ? { canonical: origin + own } : {}),
    paths,
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
