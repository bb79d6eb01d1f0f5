import { siteOrigin } from '#app/shared/seo/site-url.server'
import { checkOrigin } from './form-guard.server'

/**
 * The answer to a post that did not come from a page of this site (its public origin or the one
 * the request reached), or undefined when it did: for the small endpoints that only the site's
 * own pages call and that have no form to show a translated message on.
 */
export function refuseOtherSites(request: Request): Response | undefined {
  if (checkOrigin(request, [siteOrigin(), new URL(request.url).origin]).ok) return undefined
  return new Response('This form can only be sent from the site itself.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
