import type { Locale } from '@lamella/i18n'
import { readLocaleCookie, serializeLocaleCookie } from '@lamella/i18n/server'

/**
 * The `Set-Cookie` value that remembers the language of a visited `/{lang}` page, or undefined
 * when the visitor's cookie already says so (the locale changes on route navigation; the cookie
 * lasts 365 days, path /, lax). Set by the page layer around the cache, never inside a cached
 * render.
 */
export function localeCookieFor(
  locale: Locale,
  cookieHeader: string | undefined,
  secure: boolean,
): string | undefined {
  return readLocaleCookie(cookieHeader) === locale
    ? undefined
    : serializeLocaleCookie(locale, { secure })
}
