/**
 * What the fault run breaks, and what a visitor should get each time. The expectations are the
 * contract of libs/cms (one retry for 408, 409, 425, 429, 500, 502, 503 and 504, a short
 * Retry-After waited for, a longer one respected) and of the site (stale-if-error for a page it
 * has, `503` with `Retry-After` for one it has not, every CMS attempt bounded by
 * `CMS_TIMEOUT_MS`).
 */
import type { Fault } from './fault-proxy.ts'

export interface Expected {
  /** the page already cached (served stale when its refresh fails) */
  cached: number
  /** a page nobody asked for before the fault */
  cold: number
  /** the most attempts one CMS request should see: 2 where the client retries, 1 where not */
  attemptsPerRequest: number
}

export interface FaultScenario {
  name: string
  fault: Fault
  expected: Expected
}

/** The CMS cannot answer: cached pages stay up, cold ones are a 503 that says when to retry. */
const unavailable = (attemptsPerRequest: number): Expected => ({
  cached: 200,
  cold: 503,
  attemptsPerRequest,
})
/**
 * The CMS answers, and the answer says the site is wrong (a bad query, a revoked token): retrying
 * cannot help and neither can `Retry-After`; cached pages stay up, cold ones are a plain error.
 */
const refused = (): Expected => ({ cached: 200, cold: 500, attemptsPerRequest: 1 })

const status = (code: number, retryAfter?: string): Fault => ({
  kind: 'status',
  status: code,
  ...(retryAfter === undefined ? {} : { retryAfter }),
})

export const scenarios: FaultScenario[] = [
  ...[408, 409, 425, 500, 502, 503, 504].map((code) => ({
    name: `${code}`,
    fault: status(code),
    expected: unavailable(2),
  })),
  { name: '429', fault: status(429), expected: unavailable(2) },
  { name: '429, Retry-After: 1', fault: status(429, '1'), expected: unavailable(2) },
  { name: '429, Retry-After: 30', fault: status(429, '30'), expected: unavailable(1) },
  ...[400, 401, 403, 404].map((code) => ({
    name: `${code}`,
    fault: status(code),
    expected: refused(),
  })),
  { name: 'connection refused', fault: { kind: 'refuse' }, expected: unavailable(0) },
  { name: 'hang (accepts, never answers)', fault: { kind: 'hang' }, expected: unavailable(1) },
  {
    name: 'slow reply, 500 ms (below the 2 s timeout)',
    fault: { kind: 'delay', ms: 500 },
    expected: { cached: 200, cold: 200, attemptsPerRequest: 1 },
  },
  {
    name: 'slow reply, 3 s (above the 2 s timeout)',
    fault: { kind: 'delay', ms: 3_000 },
    expected: unavailable(1),
  },
  { name: 'reset mid-body', fault: { kind: 'reset-mid-body' }, expected: unavailable(1) },
  { name: 'malformed JSON body', fault: { kind: 'malformed-json' }, expected: unavailable(1) },
]
