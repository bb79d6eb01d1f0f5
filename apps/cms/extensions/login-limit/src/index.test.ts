import { describe, expect, it } from 'vitest'
import type { DirectusModules, Register } from './index.ts'
import { loginLimiterPrefix, registerLoginLimit } from './index.ts'

// Directus' own limiter and error, from the installed runtime, configured as serve.ts does
Object.assign(process.env, {
  RATE_LIMITER_STORE: 'memory',
  [`${loginLimiterPrefix}_POINTS`]: '5',
  [`${loginLimiterPrefix}_DURATION`]: '900',
})
const runtime = '../../../runtime/node_modules/@directus'
const modules: Promise<DirectusModules> = Promise.all([
  import(new URL(`${runtime}/api/dist/rate-limiter.js`, import.meta.url).href),
  import(new URL(`${runtime}/errors/dist/index.js`, import.meta.url).href),
]).then(([{ createRateLimiter }, { HitRateLimitError }]) => ({
  createRateLimiter,
  HitRateLimitError,
}))

type Filter = Parameters<Register['filter']>[1]
type Action = Parameters<Register['action']>[1]

/** The hook as Directus runs it: a sign-in from `ip`, then its outcome. */
function hook() {
  let filter: Filter | undefined
  let action: Action | undefined
  const errors: string[] = []
  registerLoginLimit(
    {
      filter: (_event, handler) => (filter = handler),
      action: (_event, handler) => (action = handler),
    },
    { env: { ...process.env }, logger: { error: (message) => errors.push(message) } },
    modules,
  )
  const context = (ip: string | null) => ({ accountability: { ip } })
  return {
    errors,
    /** answers the HTTP status the attempt gets before Directus tries the password */
    async attempt(ip: string | null, succeeds = false): Promise<number> {
      try {
        await filter?.({ email: 'editor@example.com' }, {}, context(ip))
      } catch (error) {
        return (error as { status?: number }).status ?? 500
      }
      action?.({ status: succeeds ? 'success' : 'fail' }, context(ip))
      await new Promise((resolve) => setTimeout(resolve, 5))
      return succeeds ? 200 : 401
    },
  }
}

describe('the sign-in limit per address', () => {
  it('answers 429 from the sixth attempt of an address, before Directus tries the password', async () => {
    const { attempt } = hook()
    const statuses = []
    for (let i = 0; i < 30; i++) statuses.push(await attempt('203.0.113.7'))
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
    // the right password too, from that address, until the window passes
    expect(await attempt('203.0.113.7', true)).toBe(429)
    // another address is not held up
    expect(await attempt('198.51.100.2', true)).toBe(200)
  })

  it('gives a successful sign-in its attempt back: an office signing in all day is never held up', async () => {
    const { attempt } = hook()
    for (let i = 0; i < 40; i++) expect(await attempt('192.0.2.10', true)).toBe(200)
    for (let i = 0; i < 4; i++) expect(await attempt('192.0.2.10')).toBe(401)
    expect(await attempt('192.0.2.10', true)).toBe(200)
  })

  it('lets through what has no address, and says so when it is not configured', async () => {
    const { attempt } = hook()
    for (let i = 0; i < 10; i++) expect(await attempt(null)).toBe(401)
    const errors: string[] = []
    const registered: string[] = []
    registerLoginLimit(
      { filter: (event) => registered.push(event), action: (event) => registered.push(event) },
      { env: {}, logger: { error: (message) => errors.push(message) } },
      modules,
    )
    expect(registered).toEqual([])
    expect(errors.join()).toContain(`${loginLimiterPrefix}_POINTS`)
  })
})
