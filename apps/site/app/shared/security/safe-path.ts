/**
 * Whether `value` is a path of this site that is safe to send a browser to: in a `Location`
 * header or a client navigation. Browsers drop tabs and newlines from URLs and read a backslash
 * as a slash, so `/\tevil.example` and `/\evil.example` are `//evil.example`, another origin: any
 * control character, white space or backslash is refused, also percent-encoded, and what is left
 * must resolve to a path of the same origin.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return false
  }
  for (const text of [value, decoded]) {
    if (/[\p{Cc}\p{Z}\s\\\u200b-\u200d\u2060\ufeff]/u.test(text)) return false
    if (text.startsWith('//')) return false
  }
  const base = 'http://site.invalid'
  try {
    return new URL(value, base).origin === base
  } catch {
    return false
  }
}

/**
 * Whether a client navigation may go to `to`: a path of this site (as above), a relative one
 * (`?page=2`, `#faq`) or an absolute http(s) URL of this origin. `javascript:`, `data:`,
 * `blob:`, other schemes and other origins are refused.
 */
export function isSafeNavigation(to: unknown, origin: string): boolean {
  if (typeof to === 'object' && to !== null) {
    const { pathname } = to as { pathname?: unknown }
    return pathname === undefined || isSitePath(pathname)
  }
  if (typeof to !== 'string') return false
  if (to.startsWith('/')) return isSitePath(to)
  if (/[\p{Cc}\s\\]/u.test(to)) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(to)?.[1]?.toLowerCase()
  if (!scheme) return true
  if (scheme !== 'http' && scheme !== 'https') return false
  try {
    return new URL(to).origin === origin
  } catch {
    return false
  }
}
