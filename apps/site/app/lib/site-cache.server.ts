import { createPageCache } from './page-cache.server'
import { securityHeaders } from './security-headers.server'
import { siteOrigin } from './site-url.server'

function megabytes(raw: string | undefined, fallback: number) {
  const value = Number(raw)
  return (Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024
}

function milliseconds(raw: string | undefined, fallback: number) {
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : fallback
}

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
  secureCookies: siteOrigin().startsWith('https:'),
})
