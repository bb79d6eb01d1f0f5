import { siteOrigin } from '../seo/site-url.server'

/**
 * Runtime configuration the browser may see (no secrets): the tag manager and error reporting,
 * each on only when configured.
 *
 * - `GTM_ID` (e.g. `GTM-ABC123`) turns the tag manager on; `GTM_ORIGIN` is where its script comes
 *   from (`https://www.googletagmanager.com`, or a stand-in in tests).
 * - `MAP_STYLE_URL` (a MapLibre style JSON) turns the dealer map on; without it the dealer finder
 *   is the list alone and no map code is loaded. Its tiles must come from the style's origin.
 * - `SENTRY_DSN` with `SENTRY_ENVIRONMENT=production` turns error reporting on (the key
 *   goes in the public runtime config, with the production label; traces sampled at 0.2).
 */
export function publicConfig(env: Record<string, string | undefined> = process.env) {
  const gtmId = env.GTM_ID?.trim()
  const dsn = env.SENTRY_DSN?.trim()
  const environment = env.SENTRY_ENVIRONMENT?.trim()
  const mapStyle = httpUrl(env.MAP_STYLE_URL)
  return {
    siteOrigin: siteOrigin(env),
    tagManager: gtmId
      ? {
          id: gtmId,
          origin: new URL(env.GTM_ORIGIN?.trim() || 'https://www.googletagmanager.com').origin,
        }
      : null,
    map: mapStyle ? { styleUrl: mapStyle } : null,
    errorReporting:
      dsn && environment === 'production' ? { dsn, environment, tracesSampleRate: 0.2 } : null,
  }
}

/** An http(s) URL, or null: a mistyped setting turns its feature off instead of every page. */
function httpUrl(raw: string | undefined): string | null {
  const value = raw?.trim()
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export type PublicConfig = ReturnType<typeof publicConfig>

/** Origins the page may load from or talk to, beyond its own: for the Content-Security-Policy. */
export function externalOrigins(config: PublicConfig = publicConfig()) {
  return {
    scripts: config.tagManager ? [config.tagManager.origin] : [],
    connect: [
      ...(config.tagManager ? [config.tagManager.origin] : []),
      ...(config.errorReporting ? [new URL(config.errorReporting.dsn).origin] : []),
      ...(config.map ? [new URL(config.map.styleUrl).origin] : []),
    ],
  }
}
