const DEFAULT_SITE_URL = 'http://127.0.0.1:3000'

/**
 * The public origin of canonical, hreflang, sitemap and Open Graph URLs: configuration
 * (`SITE_URL`), never the request, whose Host header anyone can set and a cache would then serve
 * to everyone.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SITE_URL is not a URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be http(s): ${raw}`)
  }
  return url.origin
}
