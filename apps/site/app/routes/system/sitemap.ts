import { listSitemapEntries } from '@lamella/cms'
import { isLocale, locales, toTag } from '@lamella/i18n'
import { cms } from '../../lib/cms.server'
import { withCms } from '../../lib/cms-unavailable.server'
import { localizedPath } from '../../lib/head.server'
import { notFound } from '../../lib/not-found'
import { requestPath } from '../../lib/route-helpers.server'
import { siteOrigin } from '../../lib/site-url.server'
import type { Route } from './+types/sitemap'

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/** /{lang}/sitemap.xml: every published page of one language, with its hreflang alternates. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw notFound('page', requestPath(request))
  const locale = params.lang
  const origin = siteOrigin()
  const entries = await withCms(request, () => listSitemapEntries(cms(), locale))
  const urls = entries.map((entry) => {
    const alternates = locales
      .filter(({ code }) => entry.alternates[code] !== undefined)
      .map(
        ({ code, tag }) =>
          `    <xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(origin + localizedPath(code, entry.alternates[code]!))}"/>`,
      )
    return [
      '  <url>',
      `    <loc>${escapeXml(origin + localizedPath(locale, entry.path))}</loc>`,
      ...(entry.lastModified ? [`    <lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n')
  })
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${toTag(locale)} -->`,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n')
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
    },
  })
}
