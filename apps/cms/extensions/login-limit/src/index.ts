/**
 * Sign-in attempts per client address, limited before Directus counts them against the account.
 *
 * Directus suspends an account after `auth_login_attempts` failed sign-ins (25 by default, in
 * Settings), counted per account and never forgotten until a sign-in succeeds: anyone who knows
 * an editor's e-mail address could lock them out. Directus 11.17 has no limiter of its own for
 * sign-ins (its `RATE_LIMITER_*` counts every request of an address; `RATE_LIMITER_REGISTRATION_*`
 * counts registrations). This hook counts every sign-in attempt of an address, on every way in
 * (REST, GraphQL), in Directus' filter `auth.login`, which runs after the account is found and
 * before Directus counts the attempt; past `RATE_LIMITER_LOGIN_POINTS` attempts within
 * `RATE_LIMITER_LOGIN_DURATION` seconds it answers 429 (Directus' `REQUESTS_EXCEEDED`) without
 * trying the password. A successful sign-in gives its attempt back, so people who type their
 * password right are never held up, however many sign in from one office.
 *
 * The limiter is Directus' own (`createRateLimiter` of @directus/api, rate-limiter-flexible) with
 * the store of `RATE_LIMITER_STORE`: Redis when several Directus processes share it (ADR 025),
 * memory otherwise. The address is Directus' reading of the request (`IP_TRUST_PROXY`).
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. It has no
 * dependencies of its own: Directus' modules are loaded from the Directus installation running it.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

interface RateLimiter {
  consume(key: string, points?: number): Promise<unknown>
  reward(key: string, points?: number): Promise<unknown>
}

/** What rate-limiter-flexible rejects with when a key has no points left. */
interface Exhausted {
  msBeforeNext: number
}

interface HookContext {
  accountability?: { ip?: string | null } | null
}

export interface Register {
  filter(
    event: string,
    handler: (payload: unknown, meta: unknown, context: HookContext) => Promise<unknown>,
  ): void
  action(event: string, handler: (meta: { status?: string }, context: HookContext) => void): void
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

export function registerLoginLimit(
  { filter, action }: Register,
  { env, logger }: Extension,
  modules: Promise<DirectusModules> = directusModules(),
): void {
  const points = Number(env[`${loginLimiterPrefix}_POINTS`])
  if (!(points > 0) || !(Number(env[`${loginLimiterPrefix}_DURATION`]) > 0)) {
    logger.error(`login-limit: ${loginLimiterPrefix}_POINTS and _DURATION are not set`)
    return
  }
  const ready = modules.then(({ createRateLimiter, HitRateLimitError }) => ({
    limiter: createRateLimiter(loginLimiterPrefix),
    HitRateLimitError,
  }))
  ready.catch((error: Error) => logger.error(`login-limit: ${error.message}`))

  filter('auth.login', async (payload, _meta, { accountability }) => {
    const ip = accountability?.ip
    if (!ip) return payload
    const { limiter, HitRateLimitError } = await ready
    try {
      await limiter.consume(ip)
    } catch (error) {
      if (error instanceof Error) throw error
      const wait = (error as Exhausted).msBeforeNext
      throw new HitRateLimitError({ limit: points, reset: new Date(Date.now() + wait) })
    }
    return payload
  })

  action('auth.login', ({ status }, { accountability }) => {
    const ip = accountability?.ip
    if (status !== 'success' || !ip) return
    ready
      .then(({ limiter }) => limiter.reward(ip))
      .catch((error: Error) => logger.error(`login-limit: ${error.message}`))
  })
}

export default (register: Register, extension: Extension) => registerLoginLimit(register, extension)
