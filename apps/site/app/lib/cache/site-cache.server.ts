import { configurationParams } from '../configurator/configuration'
import { dealerSearchParams } from '../dealers/dealers.server'
import { createPageCache } from './page-cache.server'
import { isPreviewRequest } from '../preview/preview.server'
import { facetKeys } from '../catalogue/project-facets'
import { securityHeaders } from '../security/csp.server'

/**
 * Every query parameter a page reads: the lists' `page`, the projects' filters, the covers'
 * `color`, the configurator's choices and `step`, the dealer search, and React Router's `_routes`
 * on data requests. Other parameters (campaign tags, made-up ones) neither split the cache nor
 * reach the render.
 */
const queryParams = [
  'page',
  ...facetKeys,
  ...configurationParams,
  'step',
  ...dealerSearchParams,
  '_routes',
]

function megabytes(raw: string | undefined, fallback: number) {
  const value = Number(raw)
  return (Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024
}

function milliseconds(raw: string | undefined, fallback: number) {
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : fallback
}

/**
 * How long a visitor waits for a purged page to render again: a render that reads a hanging CMS
 * takes one attempt's timeout (CMS_TIMEOUT_MS, 2 s) per read it makes after another (tools/faults
 * measured 6.5 s). After 2.5 s the visitor gets the page as it was, inside the 5 s stream timeout.
 */
const REVALIDATE_WAIT_MS = 2_500

/**
 * The process's page cache. `PAGE_CACHE=off` renders every request (the benchmarks compare the
 * two); `PAGE_CACHE_TTL_MS` (5 min) only bounds staleness when a purge from the CMS goes missing;
 * `PAGE_CACHE_MAX_MB` (128) bounds its memory.
 */
export const pageCache = createPageCache({
  ttlMs:
    process.env.PAGE_CACHE === 'off' ? 0 : milliseconds(process.env.PAGE_CACHE_TTL_MS, 300_000),
  maxBytes: megabytes(process.env.PAGE_CACHE_MAX_MB, 128),
  headers: securityHeaders(),
  revalidateWaitMs: REVALIDATE_WAIT_MS,
  queryParams,
  bypass: (req) => isPreviewRequest(req.headers.cookie),
})
