import { readLocaleCookie, serializeLocaleCookie, type Locale } from '@lamella/i18n'

/** Where a page asks the server to write the cookie when the browser refuses its own write. */
export const rememberLocaleEndpoint = '/api/locale'

/** Languages this page load already asked the server for. */
const asked = new Set<Locale>()

/**
 * Stores `locale` in the locale cookie from the page (365 days, path /, SameSite=Lax, Secure on
 * HTTPS) unless the cookie already says so. The server no longer sets it on language pages, so
 * that shared caches can keep them. A browser refuses the write while an HttpOnly cookie of the
 * same name is stored (the server used to set those); then the server is asked to replace it,
 * once, after which the page's own writes hold.
 */
export function rememberLocale(locale: Locale, doc: Document = document) {
  if (!navigator.cookieEnabled || readLocaleCookie(doc.cookie) === locale) return
  const secure = doc.location.protocol === 'https:'
  doc.cookie = serializeLocaleCookie(locale, { secure })
  if (readLocaleCookie(doc.cookie) === locale || asked.has(locale)) return
  // Once per language and page load: a browser that refuses every cookie would refuse this too.
  asked.add(locale)
  void fetch(rememberLocaleEndpoint, {
    method: 'POST',
    body: new URLSearchParams({ locale }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {
    // Offline or refused: the next page tries again; the language in the URL still holds.
  })
}
