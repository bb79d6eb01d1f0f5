import { clearPreviewCookieHeader, isSitePath } from '../../lib/preview.server'
import { secureCookies } from '../../lib/site-url.server'
import type { Route } from './+types/preview-exit'

const noStore = { 'Cache-Control': 'no-store' }

/** POST /api/preview/exit: ends the editor's preview and goes back to the page, published. */
export async function action({ request }: Route.ActionArgs) {
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
