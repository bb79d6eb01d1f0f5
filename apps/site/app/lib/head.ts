import type { MetaDescriptor } from 'react-router'

export interface Alternate {
  hrefLang: string
  href: string
}

/** Everything a page puts in <head>; built on the server, rendered by each route's `meta`. */
export interface Head {
  title: string
  description?: string
  robots?: string
  canonical?: string
  alternates?: Alternate[]
}

/**
 * The robots directives of an SEO record. The original site built the list but applied it only
 * when it was empty (spec section 4, an apparent defect); the intent is to apply what is set.
 */
export function robotsDirective(seo: { noIndex?: boolean; noFollow?: boolean } | null | undefined) {
  const directives: string[] = []
  if (seo?.noIndex) directives.push('noindex')
  if (seo?.noFollow) directives.push('nofollow')
  return directives.length > 0 ? directives.join(', ') : undefined
}

export function headToMeta(head: Head | undefined): MetaDescriptor[] {
  if (!head) return []
  const meta: MetaDescriptor[] = [{ title: head.title }]
  if (head.description) {
    meta.push({ name: 'description', content: head.description })
    meta.push({ property: 'og:description', content: head.description })
  }
  meta.push({ property: 'og:title', content: head.title })
  if (head.robots) meta.push({ name: 'robots', content: head.robots })
  if (head.canonical) meta.push({ tagName: 'link', rel: 'canonical', href: head.canonical })
  for (const alternate of head.alternates ?? []) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })
  }
  return meta
}
