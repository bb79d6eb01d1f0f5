import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { env, type Env } from '#app/env.server'

/**
 * The abuse checks of the site's forms (ADR 021): a rate limit per client, a honeypot field, a
 * minimum fill time from a signed render stamp, a body size limit and an origin check. Each one
 * answers with a reason the action words in the visitor's language; none throws.
 */

/** Why a post was turned away; `quoteRequest.rejected.<reason>` words it. */
export type Rejection = 'rateLimited' | 'honeypot' | 'tooFast' | 'expired' | 'origin' | 'tooLarge'

export type Verdict = { ok: true } | { ok: false; reason: Rejection; retryAfterSeconds?: number }

const pass: Verdict = { ok: true }
const reject = (reason: Rejection, retryAfterSeconds?: number): Verdict => ({
  ok: false,
  reason,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
})

// --- the client's address -------------------------------------------------------------------

/**
 * express's `trust proxy` setting from `TRUST_PROXY`: unset trusts no proxy (the socket's address
 * counts), a number trusts that many hops, anything else is express's list syntax
 * (`loopback, 10.0.0.0/8`).
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const text = value?.trim()
  if (!text || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  return text
}

// --- rate limit -------------------------------------------------------------------------------

export interface RateLimit {
  /** Counts one post of `key`; refuses once the budget of the window is used up. */
  consume(key: string): Promise<Verdict>
}

/**
 * `points` posts per client in `durationSeconds`: counted in Redis when the site nodes share one
 * (a client spreading posts over N nodes gets the budget once, not N times), else in memory.
 * While Redis is away each node counts in memory on its own: a looser limit, not a broken form.
 */
export function createRateLimit({
  points,
  durationSeconds,
  redis,
  keyPrefix = 'lamella:rate',
}: {
  points: number
  durationSeconds: number
  redis?: Redis | undefined
  keyPrefix?: string
}): RateLimit {
  const memory = new RateLimiterMemory({ points, duration: durationSeconds })
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return pass
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return reject('rateLimited', Math.max(1, Math.ceil(error.msBeforeNext / 1000)))
        }
        throw error
      }
    },
  }
}

// --- render stamp -----------------------------------------------------------------------------

/** Signs form stamps; set `FORM_SECRET` so that stamps outlive a restart and hold across processes. */
let processSecret: Buffer | undefined
export function formSecret(settings: Pick<Env, 'FORM_SECRET'> = env()): Buffer {
  const configured = settings.FORM_SECRET
  if (configured) return Buffer.from(configured)
  processSecret ??= randomBytes(32)
  return processSecret
}

/**
 * In a render thread: sign with the secret of the thread that started it, which checks the
 * stamps of the forms it is posted.
 */
export function adoptFormSecret(secret: Uint8Array) {
  processSecret = Buffer.from(secret)
}

const mac = (secret: Buffer, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url')

export interface FormStamp {
  /** One per rendered form; the CMS stores a request once per id. */
  submissionId: string
  /** `<rendered at>.<signature>`: proves when this site rendered this form. */
  stamp: string
}

/**
 * The signed time of a render and the form's submission id (a fresh one unless given), for the
 * form's hidden fields.
 */
export function issueFormStamp(
  secret: Buffer,
  now = Date.now(),
  submissionId: string = randomUUID(),
): FormStamp {
  return { submissionId, stamp: `${now}.${mac(secret, `${submissionId}.${now}`)}` }
}

export interface FillTimeOptions {
  /** People need longer than this to fill the form; a bot posting at once does not. */
  minMs: number
  /** An older stamp is refused, so that a harvested form cannot be replayed for ever. */
  maxMs: number
  now?: number
}

/** Whether this site signed `stamp` for `submissionId` (at whatever time). */
export function isGenuineStamp(secret: Buffer, submissionId: string, stamp: string): boolean {
  const [time = '', signature = ''] = stamp.split('.')
  const expected = Buffer.from(mac(secret, `${submissionId}.${time}`))
  const given = Buffer.from(signature)
  return /^\d+$/.test(time) && given.length === expected.length && timingSafeEqual(given, expected)
}

/** Whether `stamp` was signed here for `submissionId`, at least `minMs` and at most `maxMs` ago. */
export function checkFillTime(
  secret: Buffer,
  submissionId: string,
  stamp: string,
  { minMs, maxMs, now = Date.now() }: FillTimeOptions,
): Verdict {
  // A forged or foreign stamp reads like one from before a restart: send the form again.
  if (!isGenuineStamp(secret, submissionId, stamp)) return reject('expired')
  const age = now - Number(stamp.split('.')[0])
  if (age < minMs) return reject('tooFast')
  if (age > maxMs) return reject('expired')
  return pass
}

// --- honeypot, origin, size -------------------------------------------------------------------

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

export function checkHoneypot(value: unknown): Verdict {
  return typeof value === 'string' && value.trim() !== '' ? reject('honeypot') : pass
}

/**
 * CSRF: a post must come from a page of this site. Browsers say where a request comes from in
 * `Sec-Fetch-Site`, which counts first; `Origin` and `Referer` (sent to the site itself under its
 * `Referrer-Policy: same-origin`, and `Origin: null` under a stricter policy) only count when
 * `Sec-Fetch-Site` is missing (older browsers, other clients). A post with none of them comes
 * from no browser page at all.
 */
export function checkOrigin(request: Request, allowedOrigins: readonly string[]): Verdict {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' ? pass : reject('origin')
  const origin = request.headers.get('origin')
  const referer = request.headers.get('referer')
  let from: string | undefined
  if (origin && origin !== 'null') from = origin
  else if (referer) {
    try {
      from = new URL(referer).origin
    } catch {
      from = undefined
    }
  }
  if (from === undefined) return origin === 'null' ? reject('origin') : pass
  return allowedOrigins.includes(from) ? pass : reject('origin')
}

/**
 * Reads a url-encoded form body of at most `maxBytes`, whatever `Content-Length` claims, or
 * answers `tooLarge` without reading the rest.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; form: URLSearchParams } | { ok: false; reason: 'tooLarge' }> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) return { ok: false, reason: 'tooLarge' }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return { ok: false, reason: 'tooLarge' }
      }
      chunks.push(value)
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  return { ok: true, form: new URLSearchParams(text) }
}
