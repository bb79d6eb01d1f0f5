import { cmsPublicOrigin, isPreviewRequest } from '#app/shared/preview/preview.server'
import { isSitePath } from '#app/shared/security/safe-path'
import type { Route } from './+types/preview-start'

/**
 * GET /api/preview/start?path=/nl: where the Visual Editor opens the site. An editor already in
 * preview goes straight to the path; anyone else is sent through the CMS's preview endpoint, which
 * checks their Directus session and posts a token back to /api/preview.
 */
export function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('path')
  const path = isSitePath(asked) ? asked : '/'
  const location = isPreviewRequest(request.headers.get('cookie'))
    ? path
    : `${cmsPublicOrigin()}/site-preview/path?to=${encodeURIComponent(path)}`
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}
