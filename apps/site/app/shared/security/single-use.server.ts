import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { sharedRedis } from '#app/shared/cache/redis.server'

/**
 * Token ids (`jti`) already used, kept as long as their token could still be shown: a purge or a
 * preview token is accepted once, so one overheard cannot be played again. In Redis when the site
 * nodes share one (a token used on one node is used for all), else in this process.
 */
export interface SingleUse {
  /** True the first time `id` is seen before `expiresAt` (seconds since the epoch), else false. */
  claim(kind: string, id: string, expiresAt: number): Promise<boolean>
}

export function createSingleUse(redis: Redis | undefined, max = 100_000): SingleUse {
  const seen = new LRUCache<string, true>({ max, ttlAutopurge: false })
  return {
    async claim(kind, id, expiresAt) {
      const key = `lamella:used:${kind}:${id}`
      const seconds = Math.max(1, Math.ceil(expiresAt - Date.now() / 1000))
      if (redis) {
        try {
          return (await redis.set(key, '1', 'EX', seconds, 'NX')) === 'OK'
        } catch (error) {
          // Redis away: this node's memory still refuses a replay here.
          console.error('single-use tokens: Redis failed, remembering in memory', error)
        }
      }
      if (seen.has(key)) return false
      seen.set(key, true, { ttl: seconds * 1000 })
      return true
    },
  }
}

let singleUse: SingleUse | undefined
/** This process's record of used tokens. */
export function usedTokens(): SingleUse {
  singleUse ??= createSingleUse(sharedRedis())
  return singleUse
}
