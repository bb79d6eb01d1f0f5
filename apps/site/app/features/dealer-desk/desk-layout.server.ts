import { locales } from '@lamella/i18n'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { requireLocale } from '#app/shared/locale/locale.server'
import type { LoaderArgs } from '#app/shared/route-helpers.server'
import type { Head } from '#app/shared/seo/head'
import { actAs, deskSession } from './desk-session.server'

/**
 * What every page of the dealer desk shares: its texts (which the public pages never carry),
 * who is signed in, and a head that keeps it out of search engines and offers the same page in
 * every language.
 */
export async function loadDeskLayout({ request, params }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const { pathname } = new URL(request.url)
  const rest = pathname.slice(`/${locale}`.length)
  const t = translatorFor(locale)
  const head: Head = {
    title: t('dealerDesk.title'),
    robots: 'noindex, nofollow',
    paths: Object.fromEntries(locales.map(({ code }) => [code, `/${code}${rest}`])),
  }
  const { session } = await deskSession(request)
  const email = session.get('email')
  const signed = email ? await actAs(email) : null
  const account = signed
    ? {
        name:
          [signed.account.first_name, signed.account.last_name].filter(Boolean).join(' ') ||
          signed.account.email,
        dealer: signed.account.dealer.name,
      }
    : null
  return { locale, catalogue: serializedMessages(locale, { desk: true }), head, account }
}
