import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { externalOrigins } from './public-config.server'

/**
 * The security headers of every answer, as helmet computes them, captured once so that the page
 * cache can send them on a hit without running middleware.
 */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = []
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)])
    },
    removeHeader() {},
  }
  const external = externalOrigins()
  helmet({
    // Inline styles and the hydration script need 'unsafe-inline' until hashed scripts land with
    // the security issue; everything else is same-origin, plus exactly the tag manager's and the
    // error reporter's origins when they are configured.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", "'unsafe-inline'", ...external.scripts],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'"],
        'img-src': ["'self'", 'data:', ...external.scripts],
        'connect-src': ["'self'", ...external.connect],
        'upgrade-insecure-requests': null,
      },
    },
    // HSTS and the HTTPS redirect belong to the TLS proxy in front.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  return headers
}
