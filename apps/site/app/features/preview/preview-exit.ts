import { clearPreviewCookieHeader } from '#app/shared/preview/preview.server'
import { isSitePath } from '#app/shared/security/safe-path'
import { refuseOtherSites } from '#app/shared/security/same-site.server'
import { secureCookies } from '#app/shared/seo/site-url.server'
import type { Route } from './+types/preview-exit'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/preview/exit: ends the editor's preview and goes back to the page, published. Only a
 * page of this site may ask (another site could otherwise end an editor's preview), and only to
 * a path of this site.
 */
export async function action({ request }: Route.ActionArgs) {
  const refused = refuseOtherSites(request)
  if (refused) return refused
  const form = await request.formData().catch(() => null)
  const back = form?.get('path')
  return new Response(null, {
    status: 303,
    headers: {
      Location: isSitePath(back) ? back : '/',
      'Set-Cookie': clearPreviewCookieHeader(secureCookies(request)),
      ...noStore,
    },
  })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST', ...noStore } })
}
