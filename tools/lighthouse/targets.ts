/**
 * Which URLs to measure. The article and the cover come from the site's own sitemap rather than
 * from the seed content, so that `--url` measures pages that exist on whatever CMS that site reads
 * (and because tools may not import the CMS app: see the module boundaries in eslint.config.js).
 */
import type { Template } from './summary.ts'

export interface SitemapEntry {
  /** pathname of <loc> */
  path: string
  /** pathnames of the entry's hreflang alternates, its own language included */
  alternates: string[]
}

export interface Target {
  template: Template
  lang: string
  path: string
}

const pathname = (href: string) => new URL(href).pathname

export function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, body = '']) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1]
    if (!loc) return []
    const path = pathname(unescapeXml(loc))
    const alternates = [...body.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map(([, href]) =>
      pathname(unescapeXml(href!)),
    )
    return [{ path, alternates: [...new Set([path, ...alternates])] }]
  })
}

const unescapeXml = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

const detailSection: Partial<Record<Template, string>> = { article: 'blog', cover: 'covers' }

/**
 * The targets in template-then-language order. Detail pages are the first sitemap entry of their
 * section (in the sitemap of the first language) that exists in every requested language, so both
 * languages measure the same item.
 */
export function pickTargets(
  sitemap: SitemapEntry[],
  templates: readonly Template[],
  langs: readonly string[],
): Target[] {
  return templates.flatMap((template) => {
    const section = detailSection[template]
    if (!section) {
      const suffix = template === 'home' ? '' : `/${template}`
      return langs.map((lang) => ({ template, lang, path: `/${lang}${suffix}` }))
    }
    const inLang = (lang: string) => (path: string) =>
      new RegExp(`^/${lang}/${section}/[^/]+$`).test(path)
    const entry = sitemap.find((candidate) =>
      langs.every((lang) => candidate.alternates.some(inLang(lang))),
    )
    if (!entry) {
      throw new Error(
        `the sitemap has no /${section}/ page in every language (${langs.join(', ')})`,
      )
    }
    return langs.map((lang) => ({
      template,
      lang,
      path: entry.alternates.find(inLang(lang))!,
    }))
  })
}
