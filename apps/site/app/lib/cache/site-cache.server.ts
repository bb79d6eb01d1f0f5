import { listAllProjects } from '@lamella/cms'
import { poolIdsOf } from '../catalogue/project-facets'
import { cms } from '../cms/cms.server'
import { loadPoolLines } from '../configurator/configuration.server'
import { isPreviewRequest } from '../preview/preview.server'
import { createRateLimit } from '../security/form-guard.server'
import { securityHeaders } from '../security/csp.server'
import { canonicalQuery, queryParams, type KnownValues } from './canonical-query.server'
import { createPageCache } from './page-cache.server'

/** The pools a URL may name, from the CMS client's cache (a publish purges it). */
const known: KnownValues = {
  projectPools: async (locale) => poolIdsOf(await listAllProjects(cms(), locale)),
  poolLines: async (locale) => new Set((await loadPoolLines(locale)).map(({ id }) => String(id))),
}

function megabytes(raw: string | undefined, fallback: number) {
  const value = Number(raw)
  return (Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024
}

function wholeNumber(raw: string | undefined, fallback: number) {
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : fallback
}

/**
 * Renders one client may cause (`PAGE_MISS_BUDGET`, 1000; 0 turns the budget off) per window
 * (`PAGE_MISS_WINDOW_S`, 600 s), counted in this process: what it guards is this process's time.
 * A visitor reading every page of the site in every language makes a few hundred; a stranger
 * asking for made-up slugs or values makes thousands a minute, and is answered 429 once past it.
 * Hits are never counted: a spent budget still reads every page the cache holds.
 */
function missBudget(env: Record<string, string | undefined>) {
  const points = wholeNumber(env.PAGE_MISS_BUDGET, 1_000)
  const durationSeconds = Math.max(1, wholeNumber(env.PAGE_MISS_WINDOW_S, 600))
  if (points === 0) return undefined
  const limit = createRateLimit({ points, durationSeconds, keyPrefix: 'lamella:miss' })
  return async (client: string) => {
    const verdict = await limit.consume(client)
    return verdict.ok ? undefined : { retryAfterSeconds: verdict.retryAfterSeconds ?? 1 }
  }
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
const budget = missBudget(process.env)

export const pageCache = createPageCache({
  ttlMs: process.env.PAGE_CACHE === 'off' ? 0 : wholeNumber(process.env.PAGE_CACHE_TTL_MS, 300_000),
  maxBytes: megabytes(process.env.PAGE_CACHE_MAX_MB, 128),
  headers: securityHeaders(),
  revalidateWaitMs: REVALIDATE_WAIT_MS,
  queryParams,
  canonicalQuery: (pathname, params) => canonicalQuery(pathname, params, known),
  ...(budget ? { missBudget: budget } : {}),
  bypass: (req) => isPreviewRequest(req.headers.cookie),
})
