import { isLocale } from '@lamella/i18n'
import { serializeLocaleCookie } from '@lamella/i18n/server'
import { refuseOtherSites } from '#app/shared/security/same-site.server'
import { secureCookies } from '#app/shared/seo/site-url.server'
import type { Route } from './+types/locale'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/locale: remembers a language in the locale cookie. Pages write the cookie themselves;
 * they call this only when the browser refuses their write, which it does while an older HttpOnly
 * cookie of the same name is stored (the site set those before pages wrote it). Only a page of
 * this site may ask.
 */
export async function action({ request }: Route.ActionArgs) {
  const refused = refuseOtherSites(request)
  if (refused) return refused
  const form = await request.formData().catch(() => null)
  const locale = form?.get('locale')
  if (!isLocale(locale)) {
    return new Response(null, { status: 400, headers: noStore })
  }
  return new Response(null, {
    status: 204,
    headers: {
      'Set-Cookie': serializeLocaleCookie(locale, { secure: secureCookies(request) }),
      ...noStore,
    },
  })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST', ...noStore } })
}
