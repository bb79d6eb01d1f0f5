import { sitemapIndexXml } from '#app/shared/seo/sitemap.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'

/** /sitemap.xml: the index of the language sitemaps. */
export function loader() {
  return new Response(sitemapIndexXml(siteOrigin()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
