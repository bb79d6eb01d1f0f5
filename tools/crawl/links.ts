/**
 * The URLs a link checker finds in a page: every `<a href>`, every `<img>` `src` and `srcset`,
 * every `<source srcset>`, and `<link>`'s `href` and `imagesrcset` (stylesheets, icons, the
 * alternates in other languages, preloaded pictures). Attributes are read with a small tokenizer:
 * the site's HTML is its own, rendered by React, so no parser is needed to find them.
 */

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

/** An attribute value with its character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return entities[ref.toLowerCase()] ?? whole
  })
}

/**
 * The URLs of a `srcset`, as the HTML standard splits it: a URL is a run of non-blank characters
 * (commas inside it included), a trailing comma ends a candidate, and descriptors (`320w`, `2x`)
 * run to the next comma.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let at = 0
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at]!)) at += 1
    let end = at
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end += 1
    let url = srcset.slice(at, end)
    at = end
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '')
    } else {
      // the descriptors, up to the comma that ends the candidate
      while (at < srcset.length && srcset[at] !== ',') at += 1
    }
    if (url !== '') urls.push(url)
  }
  return urls
}

const tags = /<(a|img|source|link)\b([^>]*)>/gi
const attributes = /([a-z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

/** Which attributes of which tag hold URLs, and whether the attribute is a srcset. */
const urlAttributes: Record<string, Record<string, 'url' | 'srcset'>> = {
  a: { href: 'url' },
  img: { src: 'url', srcset: 'srcset' },
  source: { srcset: 'srcset', src: 'url' },
  link: { href: 'url', imagesrcset: 'srcset' },
}

/** Every URL the page links to or loads through those tags, as written (relative or not). */
export function extractLinks(html: string): string[] {
  const found: string[] = []
  for (const [, tag, attrs] of html.matchAll(tags)) {
    const wanted = urlAttributes[tag!.toLowerCase()]!
    for (const match of attrs!.matchAll(attributes)) {
      const kind = wanted[match[1]!.toLowerCase()]
      if (!kind) continue
      const value = decodeAttribute(match[3] ?? match[4] ?? match[5] ?? '')
      if (kind === 'srcset') found.push(...srcsetUrls(value))
      else if (value.trim() !== '') found.push(value.trim())
    }
  }
  return found
}

/**
 * What the crawler does with a URL found on `base`: undefined for what it never asks for (another
 * origin, mail, telephone, scripts, the site's API and forms), else the absolute URL without its
 * fragment.
 */
export function sameSite(link: string, base: URL): URL | undefined {
  let url: URL
  try {
    url = new URL(link, base)
  } catch {
    return undefined
  }
  if (url.origin !== base.origin) return undefined
  if (url.pathname.startsWith('/api/')) return undefined
  url.hash = ''
  return url
}

export type Kind = 'page' | 'picture' | 'file'

/**
 * Pictures are what the media route serves; files are what has an extension (scripts, styles,
 * icons, sitemaps, robots.txt) or lives under /assets/; everything else is a page, whatever it
 * answered (a 503 or a 404 is still a page the crawler met).
 */
export function kindOf(url: URL): Kind {
  if (url.pathname.startsWith('/media/')) return 'picture'
  if (url.pathname.startsWith('/assets/') || /\.[a-z0-9]{2,12}$/i.test(url.pathname)) return 'file'
  return 'page'
}
