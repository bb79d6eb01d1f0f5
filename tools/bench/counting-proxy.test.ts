import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts'

let upstream: Server
let proxy: CountingProxy

async function startUpstream() {
  upstream = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, {
      'content-type': 'application/json',
    })
    res.end(JSON.stringify({ url: req.url, auth: req.headers.authorization }))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

afterEach(async () => {
  await proxy?.close()
  await new Promise((resolve) => upstream?.close(resolve))
})

describe('startCountingProxy', () => {
  it('forwards requests unchanged and counts them per method and path', async () => {
    proxy = await startCountingProxy(await startUpstream())
    const response = await fetch(`${proxy.url}/items/posts?fields=*&limit=3`, {
      headers: { authorization: 'Bearer reader' },
    })
    expect(await response.json()).toEqual({
      url: '/items/posts?fields=*&limit=3',
      auth: 'Bearer reader',
    })
    await fetch(`${proxy.url}/items/posts?limit=1`)
    expect((await fetch(`${proxy.url}/missing`)).status).toBe(404)
    await proxy.settled(10)
    expect(proxy.counts()).toEqual({ 'GET /items/posts': 2, 'GET /missing': 1 })
    expect(proxy.total()).toBe(3)
  })

  it('starts again from zero after a reset', async () => {
    proxy = await startCountingProxy(await startUpstream())
    await fetch(`${proxy.url}/items/pages`)
    proxy.reset()
    await fetch(`${proxy.url}/items/global_settings`)
    expect(proxy.counts()).toEqual({ 'GET /items/global_settings': 1 })
  })

  it('breaks the connection, inventing no answer, and still counts when the upstream is gone', async () => {
    const target = await startUpstream()
    await new Promise((resolve) => upstream.close(resolve))
    proxy = await startCountingProxy(target)
    await expect(fetch(`${proxy.url}/server/ping`)).rejects.toThrow(TypeError)
    expect(proxy.total()).toBe(1)
  })
})
