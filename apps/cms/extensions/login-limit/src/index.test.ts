import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type express from 'express'
import type { ErrorRequestHandler } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import type { DirectusModules } from './index.ts'
import { failureStallVariable, loginLimiterPrefix, registerLoginLimit } from './index.ts'

// Directus' own limiter, error and express, from the installed runtime, configured as serve.ts does
Object.assign(process.env, {
  RATE_LIMITER_STORE: 'memory',
  [`${loginLimiterPrefix}_POINTS`]: '5',
  [`${loginLimiterPrefix}_DURATION`]: '900',
})
const runtime = '../../../runtime/node_modules'
const load = (path: string) => import(new URL(`${runtime}/${path}`, import.meta.url).href)
const modules: Promise<DirectusModules> = Promise.all([
  load('@directus/api/dist/rate-limiter.js'),
  load('@directus/errors/dist/index.js'),
]).then(([{ createRateLimiter }, { HitRateLimitError }]) => ({
  createRateLimiter,
  HitRateLimitError,
}))

// short enough that eight failures in a row stay quick, long enough to tell from no stall at all
const stall = 100
const known = { email: 'editor@example.com', password: 'right' }
const servers: Server[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/**
 * An express app as Directus builds it: the client's address on `req.accountability`, the hook's
 * routes, then a sign-in that knows one account (an unknown e-mail fails at once, a known one
 * after a password check of 50 ms), then Directus' kind of error answer.
 */
async function directus() {
  const { default: createApp } = (await load('express/index.js')) as { default: typeof express }
  const app = createApp()
  app.use(createApp.json())
  app.use((request, _response, next) => {
    Object.assign(request, { accountability: { ip: request.get('x-client') ?? null } })
    next()
  })
  const errors: string[] = []
  registerLoginLimit(
    { init: (event, handler) => event === 'routes.before' && handler({ app } as never) },
    {
      env: { ...process.env, [failureStallVariable]: String(stall) },
      logger: { error: (message) => errors.push(message) },
    },
    modules,
  )
  app.post('/auth/login', async (request, response) => {
    const { email, password } = request.body as typeof known
    if (email !== known.email) return response.status(401).json({ errors: ['invalid'] })
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (password !== known.password) return response.status(401).json({ errors: ['invalid'] })
    response.json({ data: { access_token: 'token' } })
  })
  const answerError: ErrorRequestHandler = (
    error: { status?: number; message: string },
    _request,
    response,
    _next,
  ) => {
    response.status(error.status ?? 500).json({ errors: [error.message] })
  }
  app.use(answerError)
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/login`
  return {
    errors,
    /** a sign-in from `client`: its status, body and how long its answer took */
    async signIn(client: string | null, email: string, password = 'wrong') {
      const started = performance.now()
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(client && { 'X-Client': client }) },
        body: JSON.stringify({ email, password }),
      })
      const body = await response.text()
      return { status: response.status, body, took: performance.now() - started }
    },
  }
}

// the first test also loads Directus' rate limiter from the installed runtime, slow on a busy machine
describe('the sign-in limit per address', { timeout: 30_000 }, () => {
  it('answers 429 from the sixth attempt of an address, known and unknown e-mails alike', async () => {
    const { signIn } = await directus()
    const statuses = []
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await signIn('203.0.113.7', i % 2 ? known.email : `nobody-${i}@x.test`)).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    const [ofKnown, ofUnknown] = await Promise.all([
      signIn('203.0.113.7', known.email),
      signIn('203.0.113.7', 'nobody@x.test'),
    ])
    expect(ofKnown.status).toBe(429)
    expect(ofUnknown.body).toBe(ofKnown.body)
    // the right password too, from that address, until the window passes
    expect((await signIn('203.0.113.7', known.email, known.password)).status).toBe(429)
    // another address is not held up
    expect((await signIn('198.51.100.2', known.email, known.password)).status).toBe(200)
  })

  it('gives a successful sign-in its attempt back: an office signing in all day is never held up', async () => {
    const { signIn } = await directus()
    for (let i = 0; i < 20; i++)
      expect((await signIn('192.0.2.10', known.email, known.password)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await signIn('192.0.2.10', known.email)).status).toBe(401)
    expect((await signIn('192.0.2.10', known.email, known.password)).status).toBe(200)
  })

  it('answers every failed sign-in no earlier than the stall time after it arrived', async () => {
    const { signIn } = await directus()
    const [unknown, wrong, right] = await Promise.all([
      signIn('192.0.2.20', 'nobody@x.test'),
      signIn('192.0.2.21', known.email),
      signIn('192.0.2.22', known.email, known.password),
    ])
    expect([unknown.status, wrong.status, right.status]).toEqual([401, 401, 200])
    expect(unknown.took).toBeGreaterThanOrEqual(stall)
    expect(wrong.took).toBeGreaterThanOrEqual(stall)
    expect(unknown.body).toBe(wrong.body)
    // a success is not held: it arrived with the failures and is answered before them
    expect(right.took).toBeLessThan(Math.min(unknown.took, wrong.took))
  })

  it('lets through what has no address, and says so when it is not configured', async () => {
    const { signIn } = await directus()
    for (let i = 0; i < 8; i++) expect((await signIn(null, known.email)).status).toBe(401)
    const errors: string[] = []
    const registered: string[] = []
    registerLoginLimit(
      { init: (event) => registered.push(event) },
      { env: {}, logger: { error: (message) => errors.push(message) } },
      modules,
    )
    expect(registered).toEqual([])
    expect(errors.join()).toContain(`${loginLimiterPrefix}_POINTS`)
  })
})
