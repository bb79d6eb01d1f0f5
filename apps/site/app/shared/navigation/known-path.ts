import type { Locale } from '@lamella/i18n'
import { parsePath } from '#app/shared/paths'

/**
 * Whether an internal link leads to a page the site has: a section, home, terms, an item, or a
 * published CMS page of this language. Only those are prefetched, so a
 * link an editor points at a page that does not exist (yet) never makes the browser fetch a 404.
 */
export function isKnownPath(href: string, locale: Locale, pageSlugs: readonly string[]): boolean {
  const parsed = parsePath(href)
  if (!parsed || parsed.locale !== locale) return false
  return parsed.place.kind !== 'page' || pageSlugs.includes(parsed.place.slug)
}
