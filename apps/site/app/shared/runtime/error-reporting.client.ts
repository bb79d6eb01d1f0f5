import type * as SentryModule from '@sentry/react'
import type { PublicConfig } from './public-config.server'

type Config = NonNullable<PublicConfig['errorReporting']>
type Sentry = typeof SentryModule

let sentry: Promise<Sentry> | undefined
const early: unknown[] = []

/**
 * Starts error reporting in the browser (loaded after the page, in a chunk of its own): traces
 * sampled at 0.2, trace headers only to this site, localhost and the public host, and no
 * personal data in any event (scrub-event.ts).
 * Errors caught before it loaded are sent once it has.
 */
export function startErrorReporting(config: Config, siteOrigin: string) {
  // The scrubber comes with Sentry: pages that never report load neither.
  sentry ??= Promise.all([import('@sentry/react'), import('./scrub-event')]).then(
    ([Sentry, { privateDataCollection, scrubEvent }]) => {
      Sentry.init({
        dsn: config.dsn,
        environment: config.environment,
        tracesSampleRate: config.tracesSampleRate,
        integrations: [Sentry.browserTracingIntegration()],
        // nothing of the visitor: no IP, cookies, headers, form values or query strings
        dataCollection: privateDataCollection,
        beforeSend: scrubEvent,
        beforeSendTransaction: scrubEvent,
        tracePropagationTargets: [
          /^\/(?!\/)/,
          /^https?:\/\/localhost(:\d+)?\//,
          originPattern(siteOrigin),
        ],
      })
      for (const error of early.splice(0)) Sentry.captureException(error)
      return Sentry
    },
  )
  return sentry
}

/** Sentry matches strings anywhere in a URL; only this exact origin may receive trace headers. */
function originPattern(origin: string) {
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?#]|$)`)
}

/** Records an error the app caught (the error screen's), whether or not reporting is on. */
export function reportError(error: unknown) {
  if (sentry) void sentry.then((Sentry) => Sentry.captureException(error))
  else early.push(error)
}
