import type { Locale } from '@lamella/i18n'

/** Paths the site answers whatever the CMS holds: home, the three sections and the terms. */
const fixedRoutes =
  /^\/[a-z]{2}(?:\/(?:blog|covers|projects)(?:\/[^/]+)?|\/terms-and-conditions)?\/?$/

/**
 * Whether an internal link leads to a page the site has: a fixed route, or a published CMS page
 * of this language. Only those are prefetched, so a link an editor points at a page that does
 * not exist (yet) never makes the browser fetch a 404.
 */
export function isKnownPath(href: string, locale: Locale, pageSlugs: readonly string[]): boolean {
  const path = href.split(/[?#]/)[0] ?? ''
  if (fixedRoutes.test(path)) return true
  const prefix = `/${locale}/`
  return path.startsWith(prefix) && pageSlugs.includes(path.slice(prefix.length).replace(/\/$/, ''))
}
