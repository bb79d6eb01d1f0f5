import { readSiteIndex } from '@lamella/cms'
import { isLocale } from '@lamella/i18n'
import { servicesOf } from '#app/shared/request.server'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { notFound } from '#app/shared/not-found'
import { requestPath } from '#app/shared/paths'
import { sitemapEntries, sitemapXml } from '#app/shared/seo/sitemap.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import type { Route } from './+types/sitemap'

/** /{lang}/sitemap.xml: every published page of one language, with its hreflang alternates. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw notFound('page', requestPath(request))
  const index = await withCms(request, () => readSiteIndex(servicesOf(context).cms))
  return new Response(sitemapXml(siteOrigin(), params.lang, sitemapEntries(index)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
