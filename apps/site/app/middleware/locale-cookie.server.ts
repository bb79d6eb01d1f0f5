import { isLocale, readLocaleCookie, serializeLocaleCookie } from '@lamella/i18n'
import type { MiddlewareFunction } from 'react-router'

/**
 * Remembers the language of the last visited `/{lang}` URL, so `/` and the 404 screen speak it
 * next time (spec: the locale changes on route navigation; cookie 365 days, path /, lax).
 */
export const localeCookie: MiddlewareFunction<Response> = async ({ request, params }, next) => {
  const response = await next()
  const lang = params.lang
  if (isLocale(lang) && readLocaleCookie(request.headers.get('cookie')) !== lang) {
    const secure = new URL(request.url).protocol === 'https:'
    response.headers.append('Set-Cookie', serializeLocaleCookie(lang, { secure }))
  }
  return response
}
