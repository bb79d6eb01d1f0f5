import { robotsTxt } from '#app/shared/seo/sitemap.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'

/** /robots.txt, naming the sitemaps at the configured public origin. */
export function loader() {
  return new Response(robotsTxt(siteOrigin()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
