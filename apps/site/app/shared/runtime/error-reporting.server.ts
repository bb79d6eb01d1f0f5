import {
  createStackParser,
  createTransport,
  type BaseTransportOptions,
  type Transport,
} from '@sentry/core'
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server'
import type { PublicConfig } from './public-config.server'
import { publicConfig } from './public-config.server'
import { privateDataCollection, scrubEvent } from './scrub-event'

let client: ServerRuntimeClient | null | undefined

/** Sends envelopes with the platform's fetch: the server needs nothing heavier. */
function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      body: request.body as BodyInit,
      headers: options.headers,
    })
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    }
  })
}

/** A reporter for `config`: nothing of a visitor is collected, and every event is scrubbed. */
export function createServerReporter(
  config: NonNullable<PublicConfig['errorReporting']>,
): ServerRuntimeClient {
  const reporter = new ServerRuntimeClient({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    dataCollection: privateDataCollection,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  })
  reporter.init()
  return reporter
}

/** The server's reporter, on under the same conditions as the browser's (a DSN, production). */
function reporter(): ServerRuntimeClient | null {
  if (client === undefined) {
    const config = publicConfig().errorReporting
    client = config ? createServerReporter(config) : null
  }
  return client
}

/**
 * Records a render, loader or action error (React Router's `handleError`) with the request's
 * method and path; always logs it.
 */
export function reportServerError(error: unknown, request: Request) {
  console.error(error)
  const url = new URL(request.url)
  reporter()?.captureException(error, {
    captureContext: { tags: { method: request.method, path: url.pathname } },
  })
}

/**
 * Records something an operator must act on that is no exception of a request (e.g. the CMS
 * refusing the form writer): sent as an error-level message with `tags`, when reporting is on.
 * The caller logs it; `message` must hold no personal data.
 */
export function reportServerAlert(message: string, tags: Record<string, string> = {}) {
  reporter()?.captureMessage(message, 'error', { captureContext: { tags } })
}
