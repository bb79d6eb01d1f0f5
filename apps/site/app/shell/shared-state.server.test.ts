// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRateLimit } from '#app/shared/security/form-guard.server'
import { createPurgeBus, type PurgeBus } from '#app/shared/cache/purge-bus.server'
import type { PurgeEvent } from './purge.server'
import { connectRedis, missingSharedSecrets, redisUrl } from '#app/shared/cache/redis.server'
import { parseEnv } from '#app/env.server'
import { createSingleUse } from '#app/shared/security/single-use.server'

// A real redis-server (Debian's; tools/bin/bootstrap.sh installs it): the fan-out and the shared
// limit are Redis' semantics (who is subscribed, atomic counters), not something to fake.
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

let redisProcess: ChildProcess
let dir: string
let url: string
const clients: Redis[] = []
const buses: PurgeBus[] = []

beforeAll(async () => {
  const port = await freePort()
  dir = mkdtempSync(join(tmpdir(), 'lamella-redis-test-'))
  redisProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
    {
      stdio: 'ignore',
    },
  )
  url = `redis://127.0.0.1:${port}`
  const probe = connectRedis(url)
  for (let attempt = 0; probe.status !== 'ready'; attempt++) {
    if (attempt > 100) throw new Error(`redis-server did not start on ${port}`)
    await sleep(50)
  }
  probe.disconnect()
})

afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()))
  for (const client of clients.splice(0)) client.disconnect()
})

afterAll(() => {
  redisProcess.kill()
  rmSync(dir, { recursive: true, force: true })
})

const client = () => {
  const redis = connectRedis(url)
  clients.push(redis)
  return redis
}
const bus = (...args: Parameters<typeof createPurgeBus>) => {
  const created = createPurgeBus(...args)
  buses.push(created)
  return created
}
/** Resolves once `count` connections listen on the purge channel (SUBSCRIBE is asynchronous). */
async function subscribers(count: number) {
  const redis = client()
  for (let attempt = 0; attempt < 100; attempt++) {
    const reply = await redis.pubsub('NUMSUB', 'lamella:purge')
    if (Number(reply[1]) >= count) return
    await sleep(20)
  }
  throw new Error(`fewer than ${count} subscribers`)
}
const event: PurgeEvent = { event: 'items.update', collection: 'posts', keys: [7] }
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})

describe('purge bus', () => {
  it('purges the one process itself without Redis', async () => {
    const onPurge = vi.fn()
    expect(await bus({ onPurge }).publish(event)).toEqual({ nodes: 1, expected: 1 })
    expect(onPurge).toHaveBeenCalledWith(event)
  })

  it('resolves once every node has purged, the publishing one included', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const a = bus({ onPurge: first, redis: client() })
    bus({ onPurge: second, redis: client() })
    await subscribers(2)
    expect(await a.publish(event)).toEqual({ nodes: 2, expected: 2 })
    expect(first).toHaveBeenCalledExactlyOnceWith(event)
    expect(second).toHaveBeenCalledExactlyOnceWith(event)
  })

  it('stops waiting for a node that never answers and says so', async () => {
    const silent = client().duplicate()
    clients.push(silent)
    await silent.subscribe('lamella:purge')
    const a = bus({ onPurge: vi.fn(), redis: client(), ackTimeoutMs: 200 })
    const started = Date.now()
    expect(await a.publish(event)).toEqual({ nodes: 1, expected: 2 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('ignores messages that are not purges', async () => {
    const onPurge = vi.fn()
    const a = bus({ onPurge, redis: client() })
    await a.publish(event)
    onPurge.mockClear()
    await client().publish('lamella:purge', '{"id":1}')
    await client().publish('lamella:purge', 'not json')
    await sleep(100)
    expect(onPurge).not.toHaveBeenCalled()
  })

  it('purges at least its own node when Redis is away', async () => {
    const errors = quiet()
    const onPurge = vi.fn()
    const away = connectRedis(`redis://127.0.0.1:${await freePort()}`)
    clients.push(away)
    const result = await bus({ onPurge, redis: away }).publish(event)
    expect(result.nodes).toBe(1)
    expect(result.expected).toBeNaN()
    expect(onPurge).toHaveBeenCalledExactlyOnceWith(event)
    errors.mockRestore()
  })
})

describe('shared rate limit', () => {
  it('counts a client once across nodes', async () => {
    const keyPrefix = `test:${Date.now()}`
    const options = { points: 2, durationSeconds: 60, keyPrefix }
    const a = createRateLimit({ ...options, redis: client() })
    const b = createRateLimit({ ...options, redis: client() })
    await sleep(50)
    expect(await a.consume('203.0.113.9')).toEqual({ ok: true })
    expect(await b.consume('203.0.113.9')).toEqual({ ok: true })
    expect(await a.consume('203.0.113.9')).toMatchObject({ ok: false, reason: 'rateLimited' })
    expect(await b.consume('198.51.100.1')).toEqual({ ok: true })
  })

  it('counts in memory on its own while Redis is away', async () => {
    const errors = quiet()
    const away = connectRedis(`redis://127.0.0.1:${await freePort()}`)
    clients.push(away)
    const limit = createRateLimit({ points: 1, durationSeconds: 60, redis: away })
    expect(await limit.consume('203.0.113.9')).toEqual({ ok: true })
    expect(await limit.consume('203.0.113.9')).toMatchObject({ ok: false, reason: 'rateLimited' })
    errors.mockRestore()
  })
})

describe('single-use tokens', () => {
  it('accepts a token on one node only: another node refuses it as used', async () => {
    const a = createSingleUse(client())
    const b = createSingleUse(client())
    const id = `jti-${Date.now()}`
    const later = Date.now() / 1000 + 60
    expect(await a.claim('purge', id, later)).toBe(true)
    expect(await b.claim('purge', id, later)).toBe(false)
    expect(await a.claim('purge', id, later)).toBe(false)
  })

  it('remembers in memory on its own while Redis is away', async () => {
    const errors = quiet()
    const away = connectRedis(`redis://127.0.0.1:${await freePort()}`)
    clients.push(away)
    const used = createSingleUse(away)
    const later = Date.now() / 1000 + 60
    expect(await used.claim('preview', 'x', later)).toBe(true)
    expect(await used.claim('preview', 'x', later)).toBe(false)
    errors.mockRestore()
  })
})

describe('configuration', () => {
  it('reads REDIS_URL and refuses a non-URL', () => {
    expect(redisUrl(parseEnv({}))).toBeUndefined()
    expect(redisUrl(parseEnv({ REDIS_URL: ' redis://h:1 ' }))).toBe('redis://h:1')
    expect(() => parseEnv({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/)
  })

  it('asks for the secrets every node must share only when there are several', () => {
    expect(missingSharedSecrets(parseEnv({}))).toEqual([])
    expect(missingSharedSecrets(parseEnv({ REDIS_URL: 'redis://h:1', PURGE_SECRET: 'p' }))).toEqual(
      ['FORM_SECRET', 'PREVIEW_SECRET'],
    )
  })
})
