import { sitemapIndexXml } from '../../lib/sitemap.server'
import { siteOrigin } from '../../lib/site-url.server'

/** /sitemap.xml: the index of the language sitemaps. */
export function loader() {
  return new Response(sitemapIndexXml(siteOrigin()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
