import { isLocale, type Locale } from './locales'

/** The remembered site language: 365 days, whole site, sent on top-level navigation. */
export const localeCookie = {
  name: 'lamella_locale',
  maxAge: 60 * 60 * 24 * 365,
  path: '/',
  sameSite: 'Lax',
} as const

export interface LocaleCookieOptions {
  /** Set on HTTPS so the browser never sends the cookie over plain HTTP. */
  secure?: boolean
}

/**
 * A cookie string that stores `locale`: a `Set-Cookie` header value, or what a page assigns to
 * `document.cookie`. Not HttpOnly: the page itself writes it (shared caches keep the language
 * pages, so their answers carry no Set-Cookie), and a language is nobody's secret.
 */
export function serializeLocaleCookie(
  locale: Locale,
  { secure = false }: LocaleCookieOptions = {},
): string {
  // Expires next to Max-Age for clients that only understand the older attribute.
  const expires = new Date(Date.now() + localeCookie.maxAge * 1000)
  return [
    `${localeCookie.name}=${locale}`,
    `Max-Age=${localeCookie.maxAge}`,
    `Path=${localeCookie.path}`,
    `Expires=${expires.toUTCString()}`,
    `SameSite=${localeCookie.sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The locale stored in a `Cookie` request header (or `document.cookie`), if it holds a valid one. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== localeCookie.name) continue
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    if (isLocale(value)) return value
  }
  return undefined
}
