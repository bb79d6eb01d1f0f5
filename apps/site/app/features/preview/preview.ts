import { previewPath } from './preview-target.server'
import {
  previewCookieHeader,
  signPreviewCookie,
  verifyPreviewToken,
} from '#app/shared/preview/preview.server'
import { isSitePath } from '#app/shared/security/safe-path'
import { secureCookies } from '#app/shared/seo/site-url.server'
import type { Route } from './+types/preview'
import { env } from '#app/env.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/preview: the CMS's preview endpoint posts an editor's token here (in the body, so it
 * stays out of every URL). A valid one sets the preview cookie and leads to the item's page; a
 * forged or expired one gets 401 and sets nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const token = form?.get('token')
  const target = await verifyPreviewToken(
    typeof token === 'string' ? token : undefined,
    env().PREVIEW_SECRET,
  )
  if (!target) {
    return Response.json(
      { error: 'invalid or expired preview token' },
      { status: 401, headers: noStore },
    )
  }
  const found = await previewPath(target)
  const path = isSitePath(found) ? found : '/'
  const secret = env().PREVIEW_SECRET ?? ''
  return new Response(null, {
    status: 303,
    headers: {
      Location: path,
      'Set-Cookie': previewCookieHeader(signPreviewCookie(secret), secureCookies(request)),
      ...noStore,
    },
  })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST', ...noStore } })
}
