import type { Locale } from '@lamella/i18n'

/** Internal CMS paths (`/covers`) get the language prefix; external and tel/mailto stay as they are. */
export function localizeHref(locale: Locale, url: string) {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  return url === '/' ? `/${locale}` : `/${locale}${url}`
}

export function isExternal(url: string) {
  return /^https?:\/\//i.test(url) || url.startsWith('//')
}
