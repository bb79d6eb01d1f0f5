import { isLocale } from '@lamella/i18n'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { whenIdle } from '#app/shared/when-idle'
import { rememberLocale } from './remember-locale'

/**
 * Remembers the language of the `/{lang}` page being shown, once it has hydrated and after each
 * navigation into another language. `/` and paths without a valid language leave the cookie as it
 * is: there the language was negotiated, not chosen. A prefetch renders nothing, so it never
 * writes.
 */
export function useRememberLocale() {
  const { lang } = useParams()
  // after start-up: the cookie is read and written synchronously, and nothing needs it before
  useEffect(() => {
    if (isLocale(lang)) return whenIdle(() => rememberLocale(lang))
  }, [lang])
}
