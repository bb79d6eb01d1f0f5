import { createServer, request, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { mostPerRequest, startFaultProxy, total, type FaultProxy } from './fault-proxy.ts'

let upstream: Server
let proxy: FaultProxy

/** Directus stand-in: a JSON body long enough to be cut in half. */
const body = JSON.stringify({ data: Array.from({ length: 50 }, (_, id) => ({ id, title: 'x' })) })

async function startUpstream() {
  upstream = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'directus' })
    res.end(body)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

interface Seen {
  status?: number
  body?: string
  /** the code of the error that ended the exchange, if one did */
  error?: string
  headers?: Record<string, unknown>
}

/** What a client sees: the answer, or the status it got before the connection failed. */
function get(url: string, timeoutMs = 2_000) {
  return new Promise<Seen>((resolve) => {
    let status: number | undefined
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ ...(status === undefined ? {} : { status }), error: error.code ?? error.message })
    const req = request(url, { timeout: timeoutMs, agent: false }, (res) => {
      status = res.statusCode
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', failed)
      res.on('end', () =>
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      )
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
    req.on('error', failed)
    req.end()
  })
}

afterEach(async () => {
  await proxy?.close()
  await new Promise((resolve) => upstream?.close(resolve))
})

describe('startFaultProxy', () => {
  it('passes requests through unchanged and counts each attempt by method, path and query', async () => {
    proxy = await startFaultProxy(await startUpstream())
    const answer = await get(`${proxy.url}/items/posts?limit=3`)
    expect(answer).toMatchObject({ status: 200, body })
    expect(answer.headers?.['x-upstream']).toBe('directus')
    await get(`${proxy.url}/items/posts?limit=3`)
    await get(`${proxy.url}/items/pages`)
    expect(proxy.attempts()).toEqual({ 'GET /items/posts?limit=3': 2, 'GET /items/pages': 1 })
    expect(total(proxy.attempts())).toBe(3)
    expect(mostPerRequest(proxy.attempts())).toBe(2)
    proxy.reset()
    expect(proxy.attempts()).toEqual({})
  })

  it('answers an injected status with a Directus error body and Retry-After when asked', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await proxy.setFault({ kind: 'status', status: 429, retryAfter: '30' })
    const answer = await get(`${proxy.url}/items/pages`)
    expect(answer.status).toBe(429)
    expect(answer.headers?.['retry-after']).toBe('30')
    expect(JSON.parse(answer.body!)).toEqual({
      errors: [{ message: 'injected 429', extensions: { code: 'REQUESTS_EXCEEDED' } }],
    })
    await proxy.setFault({ kind: 'status', status: 503 })
    expect((await get(`${proxy.url}/items/pages`)).headers).not.toHaveProperty('retry-after')
  })

  it('refuses connections while refusing, and listens on the same port again afterwards', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await proxy.setFault({ kind: 'refuse' })
    expect(await get(`${proxy.url}/items/pages`)).toEqual({ error: 'ECONNREFUSED' })
    await proxy.setFault({ kind: 'none' })
    expect((await get(`${proxy.url}/items/pages`)).status).toBe(200)
  })

  it('holds a request without an answer while hanging, and lets it go when the fault ends', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await proxy.setFault({ kind: 'hang' })
    expect(await get(`${proxy.url}/items/pages`, 300)).toEqual({ error: 'TIMEOUT' })
    const hanging = get(`${proxy.url}/items/pages`, 5_000)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await proxy.setFault({ kind: 'none' })
    expect(await hanging).toEqual({ error: 'ECONNRESET' })
    expect(proxy.attempts()['GET /items/pages']).toBe(2)
  })

  it('answers late by the given delay', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await proxy.setFault({ kind: 'delay', ms: 300 })
    expect(await get(`${proxy.url}/items/pages`, 100)).toEqual({ error: 'TIMEOUT' })
    expect(await get(`${proxy.url}/items/pages`, 2_000)).toMatchObject({ status: 200, body })
  })

  it('resets the connection halfway through the body', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await proxy.setFault({ kind: 'reset-mid-body' })
    expect(await get(`${proxy.url}/items/pages`)).toMatchObject({
      status: 200,
      error: 'ECONNRESET',
    })
  })

  it('answers 200 with a JSON body that does not parse', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await proxy.setFault({ kind: 'malformed-json' })
    const answer = await get(`${proxy.url}/items/pages`)
    expect(answer.status).toBe(200)
    expect(answer.headers?.['content-type']).toContain('application/json')
    expect(() => JSON.parse(answer.body!)).toThrow(SyntaxError)
  })

  it('drops the connection when Directus itself is gone, instead of making up an answer', async () => {
    proxy = await startFaultProxy(await startUpstream())
    await new Promise((resolve) => upstream.close(resolve))
    upstream.closeAllConnections()
    const answer = await get(`${proxy.url}/items/pages`)
    expect(answer.status).toBeUndefined()
    expect(answer.error).toMatch(/ECONNRESET|socket hang up/)
  })
})
