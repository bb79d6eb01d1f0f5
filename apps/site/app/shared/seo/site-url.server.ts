import { env, type Env } from '#app/env.server'

/**
 * The public origin of canonical, hreflang, sitemap and Open Graph URLs: configuration
 * (`SITE_URL`), never the request, whose Host header anyone can set and a cache would then serve
 * to everyone.
 */
export function siteOrigin(settings: Pick<Env, 'SITE_URL'> = env()): string {
  return new URL(settings.SITE_URL).origin
}

/**
 * Whether cookies set in answer to `request` get `Secure`: always when the public site is https,
 * and whenever the request came over HTTPS (the server builds `request.url` with express's
 * protocol, which reads `X-Forwarded-Proto` from trusted proxies only, `TRUST_PROXY`).
 */
export function secureCookies(request: Request, settings: Pick<Env, 'SITE_URL'> = env()) {
  return siteOrigin(settings).startsWith('https:') || new URL(request.url).protocol === 'https:'
}
