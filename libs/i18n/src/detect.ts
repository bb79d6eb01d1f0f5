import Negotiator from 'negotiator'

import { defaultLocale, isLocale, type Locale, localeCodes } from './locales'

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

/** A `Set-Cookie` header value that stores `locale`. */
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
    // Only the server reads it (page layer, middleware): no script of the page needs to.
    'HttpOnly',
    `SameSite=${localeCookie.sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The locale stored in a `Cookie` request header, if it holds a valid one. */
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

/**
 * The best site language for an `Accept-Language` header, honouring q-values; a region variant
 * matches its language (`fr-BE` gives `fr`). Undefined when nothing matches.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  // Negotiator treats a missing header as `*`; here it means "no preference".
  if (!acceptLanguage?.trim()) return undefined
  const match = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(
    localeCodes,
  )
  return isLocale(match) ? match : undefined
}

export interface LocaleSources {
  /** The request's `Cookie` header. */
  cookie?: string | null
  /** The request's `Accept-Language` header. */
  acceptLanguage?: string | null
}

/** The visitor's language: the locale cookie, then the browser's languages, then Dutch. */
export function detectLocale({ cookie, acceptLanguage }: LocaleSources = {}): Locale {
  return readLocaleCookie(cookie) ?? negotiateLocale(acceptLanguage) ?? defaultLocale
}
