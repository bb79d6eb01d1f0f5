import { env } from '#app/env.server'
import { resumeQuoteOutbox } from '#app/features/quote/index.server'
import { missingSharedSecrets } from '#app/shared/cache/redis.server'
import { takeSharedReads } from '#app/shared/cms/cms.server'
import { lookupPlace } from '#app/shared/places/lookup.server'
import { places } from '#app/shared/places/places.server'
import { isPreviewRequest, previewHeaders } from '#app/shared/preview/preview.server'
import { redirectFor, startRedirects } from '#app/shared/redirects/redirects.server'
import { loadContext } from '#app/shared/request.server'
import { buildTiming } from '#app/shared/runtime/version-check'
import { clientAddressOf } from '#app/shared/security/client-address.server'
import { securityHeaders } from '#app/shared/security/csp.server'
import {
  adoptFormSecret,
  formSecret,
  trustProxySetting,
} from '#app/shared/security/form-guard.server'
import { createRequestGuard } from '#app/shared/security/request-guard.server'
import { startMemoryLog } from './memory-log.server'
import { catchUpPurges, purgeBus, purgeGeneration } from './purge.server'
import { pageCache } from './site-cache.server'

/**
 * What apps/site/server.ts and its render threads take from the server build besides React
 * Router's handler (the build's entry module hands it on as `siteServer`). It lives in the build
 * so that the server and the routes share one page cache, one purge count and one form secret.
 * What a request brings (its client, a preview) goes the other way, in its load context.
 */
export const siteServer = {
  /** the process's settings, parsed once */
  env,
  /** the request's load context: its client address and whether it is a preview */
  loadContext,
  pageCache,
  createRequestGuard,
  securityHeaders,
  clientAddressOf,
  trustProxySetting,
  /** the editors' preview: the server checks the cookie and frames the answer */
  isPreviewRequest,
  previewHeaders,
  /** a render thread signs forms with its process's secret and reports its content reads */
  formSecret,
  adoptFormSecret,
  takeSharedReads,
  /** the editors' redirects, answered from memory before any page */
  redirectFor,
  startRedirects,
  /** purges: every node subscribes, a render thread catches up before it renders */
  purgeBus,
  purgeGeneration,
  catchUpPurges,
  missingSharedSecrets,
  /** at start: deliver what the outbox kept, index the places table (the bench times lookups) */
  resumeQuoteOutbox,
  warmPlaces: places,
  lookupPlace,
  /** the memory log of long runs (MEMORY_LOG) */
  startMemoryLog,
  /** the header that names the build of every answer, for open pages to see a new deployment */
  buildTiming,
}
