/**
 * Sign-in attempts per client address, counted before Directus looks the account up, and every
 * failed sign-in answered at the same time after it arrived.
 *
 * Directus suspends an account after `auth_login_attempts` failed sign-ins (25 by default, in
 * Settings), counted per account and never forgotten until a sign-in succeeds: anyone who knows
 * an editor's e-mail address could lock them out. Directus 11.17 has no limiter of its own for
 * sign-ins (its `RATE_LIMITER_*` counts every request of an address). This hook puts an express
 * middleware in front of every password sign-in (`POST /auth/login` and `/auth/login/<provider>`;
 * api-guard refuses GraphQL's `auth_login`): past `RATE_LIMITER_LOGIN_POINTS` attempts of an
 * address within `RATE_LIMITER_LOGIN_DURATION` seconds it answers 429 (Directus'
 * `REQUESTS_EXCEEDED`) before Directus reads anything, so a known and an unknown e-mail address
 * get the same answer. A successful sign-in gives its attempt back, so people who type their
 * password right are never held up, however many sign in from one office.
 *
 * A failed sign-in is answered `LOGIN_FAILURE_STALL_TIME` milliseconds after the request
 * arrived, not earlier: an unknown address fails at once, a known one after argon2 has checked
 * the password, which under load takes longer than Directus' own `LOGIN_STALL_TIME`. The time
 * of the answer then says nothing about whether the account exists. A refusal for the limit
 * (429) is not held: it comes before any lookup and is the same for every address.
 *
 * The limiter is Directus' own (`createRateLimiter` of @directus/api, rate-limiter-flexible) with
 * the store of `RATE_LIMITER_STORE`: Redis when several Directus processes share it (ADR 025),
 * memory otherwise. The address is Directus' reading of the request: `X-Forwarded-For` only from
 * the proxy `IP_TRUST_PROXY` declares, and only an IP address (api-guard).
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies of its own: Directus' modules are loaded from the Directus installation running it.
 */
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

interface RateLimiter {
  consume(key: string, points?: number): Promise<unknown>
  reward(key: string, points?: number): Promise<unknown>
}

/** What rate-limiter-flexible rejects with when a key has no points left. */
interface Exhausted {
  msBeforeNext: number
}

/** The parts of express' request and answer this middleware uses. */
export interface Request {
  method: string
  accountability?: { ip?: string | null } | null
}

export interface Response {
  statusCode: number
  setHeader(name: string, value: string): unknown
  end(...args: unknown[]): unknown
  once(event: 'finish', listener: () => void): unknown
}

type Middleware = (request: Request, response: Response, next: (error?: unknown) => void) => void

export interface Register {
  init(
    event: string,
    handler: (meta: { app: { use(path: string, handler: Middleware): unknown } }) => void,
  ): void
}

export interface Extension {
  env: Record<string, unknown>
  logger: { error(message: string): void }
}

export interface DirectusModules {
  createRateLimiter(prefix: string): RateLimiter
  HitRateLimitError: new (extensions: { limit: number; reset: Date }) => Error
}

/** The environment prefix of this limiter's settings, as Directus names its own. */
export const loginLimiterPrefix = 'RATE_LIMITER_LOGIN'

/** Milliseconds after its arrival at which a failed sign-in is answered. */
export const failureStallVariable = 'LOGIN_FAILURE_STALL_TIME'

/** Directus' own modules, from the installation whose CLI runs this process. */
async function directusModules(): Promise<DirectusModules> {
  const resolve = createRequire(process.argv[1] ?? import.meta.url).resolve
  const load = (name: string) => import(pathToFileURL(resolve(name)).href)
  const [{ createRateLimiter }, { HitRateLimitError }] = await Promise.all([
    load('@directus/api/rate-limiter'),
    load('@directus/errors'),
  ])
  return { createRateLimiter, HitRateLimitError }
}

/** Holds an answer with an error status until `until` (performance.now()); others go at once. */
function holdFailures(response: Response, until: number): void {
  const end = response.end.bind(response)
  response.end = (...args: unknown[]) => {
    const wait = until - performance.now()
    if (response.statusCode < 400 || wait <= 0) return end(...args)
    setTimeout(() => end(...args), wait)
    return response
  }
}

export function registerLoginLimit(
  { init }: Register,
  { env, logger }: Extension,
  modules: Promise<DirectusModules> = directusModules(),
): void {
  const points = Number(env[`${loginLimiterPrefix}_POINTS`])
  if (!(points > 0) || !(Number(env[`${loginLimiterPrefix}_DURATION`]) > 0)) {
    logger.error(`login-limit: ${loginLimiterPrefix}_POINTS and _DURATION are not set`)
    return
  }
  const stall = Math.max(0, Number(env[failureStallVariable]) || 0)
  const ready = modules.then(({ createRateLimiter, HitRateLimitError }) => ({
    limiter: createRateLimiter(loginLimiterPrefix),
    HitRateLimitError,
  }))
  ready.catch((error: Error) => logger.error(`login-limit: ${error.message}`))

  const limit: Middleware = (request, response, next) => {
    if (request.method !== 'POST') return next()
    const arrived = performance.now()
    const ip = request.accountability?.ip
    const admit = async () => {
      if (ip) {
        const { limiter, HitRateLimitError } = await ready
        try {
          await limiter.consume(ip)
        } catch (error) {
          if (error instanceof Error) throw error
          const wait = (error as Exhausted).msBeforeNext
          response.setHeader('Retry-After', String(Math.ceil(wait / 1000)))
          throw new HitRateLimitError({ limit: points, reset: new Date(Date.now() + wait) })
        }
        response.once('finish', () => {
          if (response.statusCode >= 400) return
          limiter.reward(ip).catch((error: Error) => logger.error(`login-limit: ${error.message}`))
        })
      }
      holdFailures(response, arrived + stall)
    }
    admit().then(() => next(), next)
  }

  // after Directus has read the client's address (`req.accountability`), before its /auth routes
  init('routes.before', ({ app }) => app.use('/auth/login', limit))
}

export default (register: Register, extension: Extension) => registerLoginLimit(register, extension)
