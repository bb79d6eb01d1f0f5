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

/**
 * Whether cookies set in answer to `request` get `Secure`: always when the public site is https,
 * and whenever the request came over HTTPS (the server builds `request.url` with express's
 * protocol, which reads `X-Forwarded-Proto` from trusted proxies only, `TRUST_PROXY`).
 */
export function secureCookies(
  request: Request,
  env: Record<string, string | undefined> = process.env,
) {
  return siteOrigin(env).startsWith('https:') || new URL(request.url).protocol === 'https:'
}
