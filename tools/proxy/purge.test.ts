import { createServer, type Server } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxy, type ProxyHandle } from './proxy.ts'

// The purge tests' own ports, apart from the proxy tests' and the e2e proxy's.
const httpsPort = Number(process.env.TEST_PURGE_HTTPS_PORT ?? 24342)
const httpPort = Number(process.env.TEST_PURGE_HTTP_PORT ?? 8042)
const cmsPort = Number(process.env.TEST_PURGE_CMS_PORT ?? 8043)

const shared = 'public, max-age=0, s-maxage=60'
let site: Server
const cmsServers: Server[] = []
let proxy: ProxyHandle
const renders = new Map<string, number>()

function get(url: string, headers: Record<string, string> = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise<{ status: number; cache: string; body: string }>((done, fail) => {
    const request = send(url, { headers, ca: proxy.certificate }, (response) => {
      let body = ''
      response.setEncoding('latin1')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-cache-status'] ?? ''),
          body,
        }),
      )
    })
    request.on('error', fail)
    request.end()
  })
}

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  site = createServer((request, response) => {
    const key = `${request.url} ${request.headers['accept-encoding'] ?? ''}`
    renders.set(key, (renders.get(key) ?? 0) + 1)
    const status = request.url?.startsWith('/missing') ? 404 : 200
    response.writeHead(status, { 'Cache-Control': shared, Vary: 'Accept-Encoding' })
    response.end(`${key} #${renders.get(key)}`)
  })
  const cmsAddresses = []
  for (const name of ['cms-a', 'cms-b']) {
    const server = createServer((_request, response) => response.end(name))
    cmsServers.push(server)
    cmsAddresses.push(await listen(server))
  }
  proxy = await startProxy({
    httpsPort,
    httpPort,
    upstreams: [await listen(site)],
    cmsUpstreams: cmsAddresses,
    cmsPort,
  })
}, 30_000)

afterAll(async () => {
  await proxy?.stop()
  site?.close()
  for (const server of cmsServers) server.close()
})

describe('the proxy purge (ADR 025)', () => {
  it('removes exactly the copy of the encoding it names, from the site nodes only', async () => {
    const english = { Cookie: 'lamella_locale=en' }
    for (const encoding of ['br', 'gzip']) {
      await get(`${proxy.httpsUrl}/en/blog`, { ...english, 'Accept-Encoding': encoding })
      const again = await get(`${proxy.httpsUrl}/en/blog`, {
        ...english,
        'Accept-Encoding': encoding,
      })
      expect(again.cache).toBe('HIT')
    }
    const purged = await get(`${proxy.httpsUrl}/_purge/en/blog`, { 'Accept-Encoding': 'br' })
    expect(purged.status).toBe(200)
    expect(
      (await get(`${proxy.httpsUrl}/_purge/en/blog`, { 'Accept-Encoding': 'br' })).status,
    ).toBe(404)
    const br = await get(`${proxy.httpsUrl}/en/blog`, { ...english, 'Accept-Encoding': 'br' })
    expect(br.cache).toBe('MISS')
    const gzip = await get(`${proxy.httpsUrl}/en/blog`, { ...english, 'Accept-Encoding': 'gzip' })
    expect(gzip.cache).toBe('HIT')
  })

  it('stores what the site marks public, a query or a 404 too, under the URL as it came', async () => {
    for (const path of ['/en/projects?color=white', '/missing-page']) {
      await get(`${proxy.httpsUrl}${path}`)
      expect((await get(`${proxy.httpsUrl}${path}`)).cache, path).toBe('HIT')
    }
    // Another spelling is another key: never answered with the canonical page's copy (the site
    // sends it to the canonical URL), nor able to file an answer under that page's key.
    await get(`${proxy.httpsUrl}/en/faq`)
    for (const spelled of ['/en/%66aq', '/en//faq', '/en/faq?color=white']) {
      const answer = await get(`${proxy.httpsUrl}${spelled}`)
      expect(answer.cache, spelled).toBe('MISS')
      expect(answer.body, spelled).toMatch(new RegExp(`^${spelled.replace(/[.?]/g, '\\$&')} `))
    }
  })

  it('keeps a language page for every visitor, whatever locale cookie they send', async () => {
    // the page writes the cookie itself, so a stored copy suits visitors with or without one
    const page = `${proxy.httpsUrl}/de/covers`
    expect((await get(page)).cache).toBe('MISS')
    expect((await get(page)).cache).toBe('HIT')
    expect((await get(page, { Cookie: 'lamella_locale=de' })).cache).toBe('HIT')
    expect((await get(page, { Cookie: 'lamella_locale=fr' })).cache).toBe('HIT')
    expect((await get(page, { Cookie: 'lamella_preview=x' })).cache).toBe('BYPASS')
  })

  it('balances the Directus processes on one address', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 6; i++) seen.add((await get(`http://127.0.0.1:${cmsPort}/`)).body)
    expect([...seen].sort()).toEqual(['cms-a', 'cms-b'])
  })
})
