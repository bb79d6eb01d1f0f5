import type { Locale } from '@lamella/i18n'
import type { MetaDescriptor } from 'react-router'
import type { LocalizedPaths } from '#app/shared/paths'

export interface Alternate {
  hrefLang: string
  href: string
}

/**
 * Where the language switcher leads for a language the page is not translated into: the nearest
 * page above it that is (its section, its parent page) or that language's home page. Its texts
 * are in that language, written on the server: the browser holds only the visitor's catalogue.
 */
export interface LanguageFallback {
  path: string
  /** the visible note beside the language, "(not translated)" */
  note: string
  /** what following the link does: the page is not translated, and where the link leads */
  description: string
}

export interface SharedImage {
  url: string
  width: number
  height: number
  alt: string
}

/** Everything a page puts in <head>; built on the server, rendered by each route's `meta`. */
export interface Head {
  title: string
  description?: string
  robots?: string
  canonical?: string
  /** this page's path in each language it exists in: the language switcher's links */
  paths?: LocalizedPaths
  /** the switcher's links for the languages the page is not in (never hreflang alternates) */
  fallbacks?: Partial<Record<Locale, LanguageFallback>>
  /** absolute hreflang links: exactly the languages that have the page, and `x-default` */
  alternates?: Alternate[]
  openGraph?: {
    type: 'website' | 'article' | 'product'
    siteName: string
    /** og:locale of this page (`nl_BE`) and of its other languages */
    locale: string
    localeAlternates: string[]
    image: SharedImage
  }
  /** schema.org objects, one `<script type="application/ld+json">` each */
  jsonLd?: object[]
}

/**
 * The robots directives of an SEO record. The original site built the list but applied it only
 * when it was empty (an apparent defect); the intent is to apply what is set.
 */
export function robotsDirective(seo: { noIndex?: boolean; noFollow?: boolean } | null | undefined) {
  const directives: string[] = []
  if (seo?.noIndex) directives.push('noindex')
  if (seo?.noFollow) directives.push('nofollow')
  return directives.length > 0 ? directives.join(', ') : undefined
}

export function headToMeta(head: Head | undefined): MetaDescriptor[] {
  if (!head) return []
  const meta: MetaDescriptor[] = [{ title: head.title }]
  if (head.description) meta.push({ name: 'description', content: head.description })
  if (head.robots) meta.push({ name: 'robots', content: head.robots })
  if (head.canonical) meta.push({ tagName: 'link', rel: 'canonical', href: head.canonical })
  for (const { hrefLang, href } of head.alternates ?? []) {
    meta.push({ tagName: 'link', rel: 'alternate', hrefLang, href })
  }
  const og = head.openGraph
  if (og) {
    meta.push(
      { property: 'og:type', content: og.type },
      { property: 'og:site_name', content: og.siteName },
      { property: 'og:title', content: head.title },
      { property: 'og:locale', content: og.locale },
      ...og.localeAlternates.map((content) => ({ property: 'og:locale:alternate', content })),
      { property: 'og:image', content: og.image.url },
      { property: 'og:image:width', content: String(og.image.width) },
      { property: 'og:image:height', content: String(og.image.height) },
      { property: 'og:image:alt', content: og.image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: head.title },
      { name: 'twitter:image', content: og.image.url },
      { name: 'twitter:image:alt', content: og.image.alt },
    )
    if (head.canonical) meta.push({ property: 'og:url', content: head.canonical })
    if (head.description) {
      meta.push(
        { property: 'og:description', content: head.description },
        { name: 'twitter:description', content: head.description },
      )
    }
  }
  for (const data of head.jsonLd ?? []) meta.push({ 'script:ld+json': data })
  return meta
}
