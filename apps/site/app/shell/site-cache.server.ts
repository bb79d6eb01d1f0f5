import { createAssetGate, listAllProjects } from '@lamella/cms'
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { poolIdsOf } from '#app/features/catalogue'
import { isDeskTarget } from '#app/features/dealer-desk'
import { isSearchTarget } from '#app/features/search'
import { env, type Env } from '#app/env.server'
import { publishedCms } from '#app/shared/cms/cms.server'
import { loadPoolLines } from '#app/features/configurator/index.server'
import { isPreviewRequest } from '#app/shared/preview/preview.server'
import { securityHeaders } from '#app/shared/security/csp.server'
import { canonicalQuery, queryParams, type KnownValues } from './canonical-query.server'
import { createPageCache } from '#app/shared/cache/page-cache.server'

/** The pools a URL may name, from the CMS client's cache (a publish purges it). */
const known: KnownValues = {
  projectPools: async (locale) => poolIdsOf(await listAllProjects(publishedCms(), locale)),
  poolLines: async (locale) =>
    new Set((await loadPoolLines(publishedCms(), locale)).map(({ id }) => String(id))),
}

/**
 * The renders one client may cause, counted in this process (what it guards is this process's
 * time): `PAGE_MISS_RATE` a second (2; 0 turns the budget off), and `PAGE_MISS_BURST` more a
 * minute (60) for a visitor whose page prefetches a handful of others the cache does not hold
 * yet. Past both the client is answered 429 with Retry-After instead of a render. A stranger
 * asking for made-up slugs or values at a hundred a second thus costs about three renders a
 * second, evenly spread, never a stretch of them that would hold up other visitors. Hits are
 * never counted: a spent budget still reads every page the cache holds.
 */
function missBudget({ PAGE_MISS_RATE: rate, PAGE_MISS_BURST: burst }: Env) {
  if (rate === 0) return undefined
  const limit = new BurstyRateLimiter(
    new RateLimiterMemory({ points: rate, duration: 1 }),
    new RateLimiterMemory({ points: burst, duration: 60 }),
  )
  return async (client: string) => {
    try {
      await limit.consume(client)
      return undefined
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      return { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
  }
}

/**
 * How long a visitor waits for a purged page to render again: a render that reads a hanging CMS
 * takes one attempt's timeout (CMS_TIMEOUT_MS, 2 s) per read it makes after another (tools/faults
 * measured 6.5 s). After 2.5 s the visitor gets the page as it was, inside the 5 s stream timeout.
 */
const REVALIDATE_WAIT_MS = 2_500

const budget = missBudget(env())
/**
 * How long a client past its budget waits for an answer that is no hit: a second, about when
 * its next render is allowed. A visitor never gets there; a flood's connections then each ask
 * about once a second instead of thousands of times.
 */
const SPENT_HOLD_MS = 1_000

/**
 * Renders in progress at once in this process (`PAGE_RENDERS`, 4), the others in line for
 * their turn. A render spends most of its time waiting for the CMS, so a few at once keep the
 * CPU busy; a hundred at once only make each CMS read wait past its timeout. The line needs no
 * bound of its own: each place in it is an open request, and the miss budget bounds a client's.
 */
const renders = createAssetGate({
  concurrent: env().PAGE_RENDERS,
  waiting: Number.MAX_SAFE_INTEGER,
})

/**
 * The process's page cache. `PAGE_CACHE=off` renders every request (the benchmarks compare the
 * two); `PAGE_CACHE_TTL_MS` (5 min) only bounds staleness when a purge from the CMS goes missing;
 * `PAGE_CACHE_MAX_MB` (128) bounds its memory.
 */
export const pageCache = createPageCache({
  ttlMs: env().PAGE_CACHE === 'off' ? 0 : env().PAGE_CACHE_TTL_MS,
  maxBytes: env().PAGE_CACHE_MAX_MB * 1024 * 1024,
  headers: securityHeaders(),
  revalidateWaitMs: REVALIDATE_WAIT_MS,
  queryParams,
  canonicalQuery: (pathname, params) => canonicalQuery(pathname, params, known),
  ...(budget ? { missBudget: budget, spentHoldMs: SPENT_HOLD_MS } : {}),
  renderTurn: (render) => renders.run(render),
  // an editor's verified preview, and a dealer's desk: personal, rendered with their cookies;
  // the site search: an answer for every string typed, which would fill the cache without end
  bypass: (req) =>
    isPreviewRequest(req.headers.cookie) || isDeskTarget(req.url) || isSearchTarget(req.url),
})
