import type { FuzzAnswer } from './client'

/**
 * The properties every answer to a generated request must hold, whatever the input. Each returns
 * what it found wrong (empty when the answer is fine), so a failure names every broken rule.
 */

export interface Origins {
  /** SITE_URL: the only origin the site may put in canonical, hreflang, OG or sitemap URLs */
  site: string
  /** the CMS's public origin: the preview start sends editors there, and nowhere else */
  cms: string
}

// What a leaked error looks like: a V8 stack frame, a source path, an error's own dump.
const stackTrace: [string, RegExp][] = [
  ['a stack frame', /\n\s+at [^\n]*(?:\(|\s)(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  ['node_modules', /node_modules[/\\]/],
  ['a source path', /\/(?:apps|libs)\/(?:site|cms|blocks|ui|i18n)\/|\/build\/server\//],
  ['an error dump', /(?:^|[\s>"'])(?:[A-Z][a-z]+)*Error: [^\s<]/],
]

function header(answer: FuzzAnswer, name: string) {
  const value = answer.headers[name]
  return Array.isArray(value) ? value.join('\n') : (value ?? '')
}

/** A redirect stays on the site: one leading `/` (never `//` or `/\`), or an allowed origin. */
export function isSafeLocation(location: string, origins: Origins) {
  if (/\p{Cc}/u.test(location)) return false
  if (/^\/(?![/\\])/.test(location)) return true
  return [origins.site, origins.cms].some((origin) => location.startsWith(`${origin}/`))
}

/** `"fz-1'` written into HTML as is: an attribute closed by input. `\"` is a JSON string's quote. */
function rawQuoteMarker(html: string, marker: string) {
  const needle = `"${marker}'`
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + 1)) {
    if (html[at - 1] !== '\\') return true
  }
  return false
}

/** Absolute URLs the page gives search engines and social networks: always on SITE_URL. */
function publicUrls(html: string) {
  const urls: string[] = []
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="(?:canonical|alternate)"[^>]*>/g)) {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1]
    if (href) urls.push(href)
  }
  for (const [tag] of html.matchAll(/<meta\b[^>]*\bproperty="og:(?:url|image)"[^>]*>/g)) {
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1]
    if (content) urls.push(content)
  }
  return urls
}

export function problemsOf(
  answer: FuzzAnswer,
  { marker, hostLabel, origins }: { marker: string; hostLabel: string; origins: Origins },
): string[] {
  const found: string[] = []
  const type = header(answer, 'content-type')
  if (answer.status >= 500) found.push(`status ${answer.status}`)
  if (!/^(?:image|video|font)\//.test(type)) {
    for (const [name, pattern] of stackTrace) {
      const match = pattern.exec(answer.body)
      if (match) found.push(`${name} in the body: ${JSON.stringify(match[0].slice(0, 120))}`)
    }
  }
  if (type.startsWith('text/html')) {
    if (answer.body.includes(`<${marker}>`)) found.push(`<${marker}> unescaped in HTML`)
    if (rawQuoteMarker(answer.body, marker)) found.push(`"${marker}' unescaped in HTML`)
    for (const url of publicUrls(answer.body)) {
      if (!url.startsWith(`${origins.site}/`)) found.push(`a public URL off SITE_URL: ${url}`)
    }
  }
  const location = header(answer, 'location')
  if (location && !isSafeLocation(location, origins)) found.push(`open redirect to ${location}`)
  const everything = `${JSON.stringify(answer.headers)}\n${answer.body}`
  if (everything.includes(hostLabel)) found.push(`the forged host ${hostLabel} came back`)
  return found
}
