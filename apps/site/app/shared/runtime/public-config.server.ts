import { siteOrigin } from '#app/shared/seo/site-url.server'
import { env, type Env } from '#app/env.server'

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
export function publicConfig(settings: Env = env()) {
  const { GTM_ID: gtmId, SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: environment } = settings
  const mapStyle = settings.MAP_STYLE_URL
  return {
    siteOrigin: siteOrigin(settings),
    tagManager: gtmId ? { id: gtmId, origin: new URL(settings.GTM_ORIGIN).origin } : null,
    map: mapStyle ? { styleUrl: new URL(mapStyle).href } : null,
    errorReporting:
      dsn && environment === 'production' ? { dsn, environment, tracesSampleRate: 0.2 } : null,
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
