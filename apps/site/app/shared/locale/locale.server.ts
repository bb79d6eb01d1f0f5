import { isLocale, type Locale } from '@lamella/i18n'
import { detectLocale } from '@lamella/i18n/server'
import { languageShape, notFound } from '#app/shared/not-found'

function detect(request: Request): Locale {
  return detectLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}

/**
 * The language the app shell speaks: the URL's when it is valid, else the visitor's (cookie,
 * Accept-Language, nl). Never throws, so even a 404 for `/it/...` is shown in a language the
 * visitor reads.
 */
export function shellLocale(params: { lang?: string }, request: Request): Locale {
  return isLocale(params.lang) ? params.lang : detect(request)
}

/**
 * The language of a page route, and its validity check: under `/{lang}` the segment must be one of
 * ours, otherwise 404 (a language-shaped segment is a failed validity check, anything else an
 * unmatched route). `/` has no segment and serves the detected language.
 */
export function requireLocale(params: { lang?: string }, request: Request): Locale {
  if (params.lang === undefined) return detect(request)
  if (isLocale(params.lang)) return params.lang
  const path = new URL(request.url).pathname.replace(/\.data$/, '')
  throw notFound(languageShape.test(params.lang) ? 'page' : 'route', path)
}
