import Negotiator from 'negotiator'

import { readLocaleCookie } from './locale-cookie'
import { defaultLocale, isLocale, type Locale, localeCodes } from './locales'

export { localeCookie, readLocaleCookie, serializeLocaleCookie } from './locale-cookie'
export type { LocaleCookieOptions } from './locale-cookie'

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
