import sanitizeHtml from 'sanitize-html'

const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel']

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/**
 * The URL when it is safe to put in an `href`, else null. Allowed: site paths (`/covers`, not
 * `//host`), fragments (`#faq`), absolute http(s) URLs, `mailto:` and `tel:`. Everything else is
 * refused: `javascript:`, `data:`, `blob:`, `vbscript:`, any other scheme, bare relative paths and
 * anything with control characters or backslashes (browsers strip or reinterpret those, which is
 * how `java\tscript:` and `/\evil.example` get past naive checks).
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const href = url.trim()
  if (href === '' || hasControlCharacter(href) || href.includes('\\')) return null
  if (href.startsWith('#')) return href
  if (href.startsWith('/')) return href.startsWith('//') ? null : href
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme === 'mailto' || scheme === 'tel') return href.length > scheme.length + 1 ? href : null
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(href).hostname ? href : null
    } catch {
      return null
    }
  }
  return null
}

/** An absolute http(s) link, which leaves the site. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href)
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ALLOWED_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href)
      const kept: sanitizeHtml.Attributes = {}
      if (href !== null) kept.href = href
      if (href !== null && isExternalHref(href)) kept.rel = 'noopener noreferrer'
      return { tagName: 'a', attribs: kept }
    },
  },
}

/**
 * CMS rich text (`body`, `answer`) reduced to the tags the site styles. Links keep only safe
 * hrefs (see safeHref) and external ones get `rel="noopener noreferrer"`; scripts, styles, event
 * handlers and every other attribute are dropped.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtml(html, options)
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The links of sanitised rich text (`sanitizeRichText`'s output) with each href replaced by
 * `resolve(href)`, e.g. to put internal links in the visitor's language.
 */
export function rewriteLinks(html: string, resolve: (href: string) => string): string {
  return html.replace(
    /<a href="([^"]*)"/g,
    (_match, href: string) => `<a href="${escapeAttribute(resolve(unescapeAttribute(href)))}"`,
  )
}
