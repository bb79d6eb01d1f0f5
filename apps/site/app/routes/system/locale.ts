import { isLocale } from '@lamella/i18n'
import { serializeLocaleCookie } from '@lamella/i18n/server'
import { checkOrigin } from '../../lib/security/form-guard.server'
import { secureCookies, siteOrigin } from '../../lib/seo/site-url.server'
import type { Route } from './+types/locale'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/locale: remembers a language in the locale cookie. Pages write the cookie themselves;
 * they call this only when the browser refuses their write, which it does while an older HttpOnly
 * cookie of the same name is stored (the site set those before pages wrote it). Only a page of
 * this site may ask.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!checkOrigin(request, [siteOrigin(), new URL(request.url).origin]).ok) {
    return new Response('This form can only be sent from the site itself.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore },
    })
  }
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
