import { detectLocale, isLocale, type Locale } from '@lamella/i18n'

/** The visitor's language: the URL's when it has a valid one, else cookie, Accept-Language, nl. */
export function resolveLocale(params: { lang?: string }, request: Request): Locale {
  if (isLocale(params.lang)) return params.lang
  return detectLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}
