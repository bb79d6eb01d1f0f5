/**
 * Which URLs stand for which template. They come from the site's own sitemap, so the benchmark
 * follows the seeded content instead of hard-coding slugs.
 */
export const templates = [
  'home',
  'blog-index',
  'blog-article',
  'covers-index',
  'cover-detail',
  'projects-index',
  'project-detail',
  'terms',
  'privacy',
  'page',
  'sitemap',
  'pools-index',
  'pool-detail',
  'faq',
  'configure',
  'dealers',
  'quote',
  'search',
] as const

export type Template = (typeof templates)[number]

export interface TemplateRoute {
  template: Template
  path: string
}

/** Every path in a sitemap: the `<loc>`s and their hreflang alternates, in order of appearance. */
export function sitemapPaths(xml: string): string[] {
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link [^>]*href="([^"]+)"/g)].map(
    (match) => (match[1] ?? match[2])!.replaceAll('&amp;', '&'),
  )
  return [...new Set(urls.map((url) => new URL(url).pathname))]
}

export function templateOf(path: string): Template {
  const [, section, detail] = path.split('?')[0]!.split('/').filter(Boolean)
  switch (section) {
    case undefined:
      return 'home'
    case 'blog':
      return detail ? 'blog-article' : 'blog-index'
    case 'covers':
      return detail ? 'cover-detail' : 'covers-index'
    case 'projects':
      return detail ? 'project-detail' : 'projects-index'
    case 'pools':
      return detail ? 'pool-detail' : 'pools-index'
    case 'faq':
    case 'configure':
    case 'dealers':
    case 'quote':
    case 'search':
      return section
    case 'terms-and-conditions':
      return 'terms'
    case 'privacy':
      return 'privacy'
    case 'sitemap.xml':
      return 'sitemap'
    default:
      return 'page'
  }
}

const langOf = (path: string) => path.split('/')[1]

/** One URL per template in `lang`: the first the sitemap lists, and the sitemap itself. */
export function templateRoutes(paths: string[], lang: string): TemplateRoute[] {
  const inLang = [...paths.filter((path) => langOf(path) === lang), `/${lang}/sitemap.xml`]
  return templates.flatMap((template) => {
    const path = inLang.find((p) => templateOf(p) === template)
    return path ? [{ template, path }] : []
  })
}

/**
 * URLs no warm-up requests: a later page of the blog index and detail pages in languages the
 * warm-up leaves alone.
 */
export function coldRoutes(paths: string[]): string[] {
  const pick = (lang: string, template: Template) =>
    paths.find((path) => langOf(path) === lang && templateOf(path) === template)
  return [
    '/en/blog?page=3',
    pick('fr', 'cover-detail'),
    pick('de', 'project-detail'),
    pick('es', 'blog-article'),
  ].filter((path): path is string => path !== undefined)
}
