import { Redis } from 'ioredis'
import { env, type Env } from '#app/env.server'

/**
 * The Redis the site nodes share (ADR 025), when `REDIS_URL` names one: the purge fan-out and the
 * forms' rate limit. Without it every node is on its own, which is right for a single process.
 */
export function redisUrl(settings: Pick<Env, 'REDIS_URL'> = env()): string | undefined {
  return settings.REDIS_URL
}

/**
 * A connection to Redis. A command fails after one reconnection attempt instead of waiting for
 * Redis to come back: a purge then covers this node alone and a form post is counted in memory
 * (the rate limiter's insurance), rather than the request hanging.
 */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  // a lost connection is retried by ioredis; without a listener the error would end the process
  client.on('error', (error: Error) => console.error(`redis: ${error.message}`))
  return client
}

let shared: Redis | undefined
/** This process's command connection to `REDIS_URL`, made on first use; undefined without one. */
export function sharedRedis(): Redis | undefined {
  const url = redisUrl()
  if (!url) return undefined
  shared ??= connectRedis(url)
  return shared
}

/**
 * Secrets every node must share when there are several (`REDIS_URL` set): a form stamp, a preview
 * cookie or a purge signed by one node is checked by another. A missing one is a configuration
 * error worth refusing to start for, not a fault to find in the forms' rejection rate.
 */
export function missingSharedSecrets(settings: Env = env()) {
  if (!redisUrl(settings)) return []
  return (['FORM_SECRET', 'PREVIEW_SECRET', 'PURGE_SECRET'] as const).filter(
    (name) => !settings[name],
  )
}
