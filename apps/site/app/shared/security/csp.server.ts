import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { externalOrigins } from '#app/shared/runtime/public-config.server'

/**
 * The policy of every answer that is not a document (files, `.data`, JSON, XML, images): such an
 * answer runs nothing, embeds nothing and is framed by no one. Documents replace it with their
 * own (`documentPolicy`).
 */
export const STATIC_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Powerful browser features no page of the site uses (the dealer finder asks for a postal code
 * or place, never the visitor's position), denied to the site and to anything it embeds, so
 * that an injected script or a framed page cannot ask for them either. Only features Chromium
 * knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * The security headers of every answer, as helmet computes them, captured once so that the page
 * cache can send them on a hit without running middleware. The Content-Security-Policy among them
 * is `STATIC_POLICY`: a document sets its own, which then wins (see `server.ts`, `page-cache`).
 */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = []
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)])
    },
    removeHeader() {},
  }
  helmet({
    contentSecurityPolicy: false,
    // Private to other sites, while same-origin form posts keep their Origin: with `no-referrer`
    // Chromium sends `Origin: null` and React Router's CSRF check refuses the post.
    referrerPolicy: { policy: 'same-origin' },
    // HSTS and the HTTPS redirect belong to the TLS proxy in front (deploy/nginx).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  headers.push(['permissions-policy', PERMISSIONS_POLICY])
  headers.push(['content-security-policy', STATIC_POLICY])
  return headers
}

/** A CSP hash source for a script or style's text, as browsers compute it (UTF-8, SHA-256). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface DocumentPolicyOptions {
  /** hash sources of the inline scripts this one document runs */
  scriptHashes: readonly string[]
  /** origins that may frame the page besides the site (the Data Studio, in preview) */
  frameAncestors?: readonly string[]
  external?: ReturnType<typeof externalOrigins>
}

/**
 * The Content-Security-Policy of one document. Scripts: the site's own files and exactly the
 * inline scripts of this document by hash, never 'unsafe-inline' (ADR 022); plus the tag
 * manager's origin when one is configured. Styles keep 'unsafe-inline': libraries insert
 * `<style>` elements at run time (toasts, the dialogs' scroll lock) and React renders `style`
 * attributes, neither of which a per-document hash can cover.
 */
export function documentPolicy({
  scriptHashes,
  frameAncestors = [],
  external = externalOrigins(),
}: DocumentPolicyOptions): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['connect-src', ["'self'", ...external.connect]],
    ['font-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...frameAncestors]],
    ['img-src', ["'self'", 'data:', ...external.scripts]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...new Set(scriptHashes), ...external.scripts]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}
