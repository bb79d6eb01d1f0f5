import type { Locale } from '@lamella/i18n'
import { isRouted, parsePath } from './paths'

/**
 * Whether an internal link leads to a page the site has: a routed section, home, terms, an item
 * of a routed section, or a published CMS page of this language. Only those are prefetched, so a
 * link an editor points at a page that does not exist (yet) never makes the browser fetch a 404.
 */
export function isKnownPath(href: string, locale: Locale, pageSlugs: readonly string[]): boolean {
  const parsed = parsePath(href)
  if (!parsed || parsed.locale !== locale || !isRouted(parsed.place)) return false
  return parsed.place.kind !== 'page' || pageSlugs.includes(parsed.place.slug)
}
