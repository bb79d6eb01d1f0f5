import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router'
import { hideClosedBannerScript } from '#app/shell/promo-banner'
import { renderWholeOnReturnScript } from '#app/shell/deferred-rendering'
import { restoreScrollScript } from '#app/shell/scroll-restoration'
import { renderMarker, secureDocument } from '#app/shared/security/secure-document.server'
import { cmsPublicOrigin } from '#app/shared/preview/preview.server'
import { reportServerError } from '#app/shared/runtime/error-reporting.server'
import { documentBytes } from '#app/shared/runtime/inline-css.server'
import { documentPolicy } from '#app/shared/security/csp.server'
import { withoutRouterMessages } from '#app/shared/router-errors.server'
import { servicesOf } from '#app/shared/request.server'

export const streamTimeout = 5_000

/**
 * Renders whole documents: every page waits for all its content, so what the page cache stores
 * and what a crawler or a visitor receives are the same complete bytes, and the document's
 * Content-Security-Policy can name each of its inline scripts by hash (ADR 022).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  withoutRouterMessages(routerContext.staticHandlerContext.errors)
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const marker = renderMarker()
  // The Data Studio frames an editor's preview (Live Preview, Visual Editor).
  const frameAncestors = servicesOf(loadContext).preview ? [cmsPublicOrigin()] : []
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={marker} />,
      {
        nonce: marker,
        // React moves a finished Suspense boundary out of place once the page passes this many
        // bytes and swaps it back in with a script: without JavaScript (or for a crawler that
        // runs none) every block after the first 12.8 kB would stay hidden. Documents are sent
        // whole, so nothing is gained by outlining.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough()
          pipe(body)
          text(body).then((rendered) => {
            clearTimeout(timeout)
            const { html, scriptHashes } = secureDocument(rendered, marker, [
              hideClosedBannerScript,
              renderWholeOnReturnScript,
              restoreScrollScript,
            ])
            responseHeaders.set(
              'Content-Security-Policy',
              documentPolicy({ scriptHashes, frameAncestors }),
            )
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            // As bytes: a string body would be scanned for lone surrogates and encoded again.
            resolve(new Response(documentBytes(html), { headers: responseHeaders, status }))
          }, reject)
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          reportServerError(error, request)
        },
      },
    )
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * Render, loader and action errors: reported when error reporting is on, always logged. Requests
 * the router turns away itself (a POST without an action: 405, an unknown route: 404) are the
 * visitor's mistake, not the site's, and would let anyone fill the reports.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  reportServerError(error, request)
}

// What apps/site/server.ts takes from the server build besides the request handler.
export { siteServer } from '#app/shell/site-server.server'
