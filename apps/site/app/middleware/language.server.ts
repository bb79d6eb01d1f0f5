import { isLocale } from '@lamella/i18n'
import type { MiddlewareFunction } from 'react-router'
import { languageShape, notFound } from '../lib/not-found'

/**
 * The validity check of every `/{lang}/...` route: an unsupported language answers 404 before
 * any loader runs. A first segment that is not even shaped like a language is an unmatched route.
 */
export const requireLanguage: MiddlewareFunction<Response> = ({ params, request }, next) => {
  const lang = params.lang
  if (!isLocale(lang)) {
    const path = new URL(request.url).pathname.replace(/\.data$/, '')
    throw notFound(lang && languageShape.test(lang) ? 'page' : 'route', path)
  }
  return next()
}
