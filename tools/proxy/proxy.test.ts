import { spawnSync } from 'node:child_process'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect as connectHttp2 } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  missingNginx,
  renderConfig,
  startProxy,
  upstreamAddress,
  type ProxyHandle,
} from './proxy.ts'

// The proxy tests' own ports (the e2e stack's proxy uses 24311/8011).
const httpsPort = Number(process.env.TEST_PROXY_HTTPS_PORT ?? 24312)
const httpPort = Number(process.env.TEST_PROXY_HTTP_PORT ?? 8012)

interface Seen {
  path: string
  headers: IncomingHttpHeaders
}

/** A site stand-in: each path answers with the caching headers a real route sends. */
const answers: Record<string, Record<string, string | string[]>> = {
  '/page': {
    'Cache-Control':
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
  },
  '/private': { 'Cache-Control': 'private, no-store' },
  '/cookie': { 'Cache-Control': 'public, s-maxage=60', 'Set-Cookie': 'lamella_locale=en; Path=/' },
  '/assets/app-abc123.js': { 'Cache-Control': 'public, max-age=31536000, immutable' },
  '/failing': { 'Cache-Control': 'public, max-age=0, s-maxage=1, stale-if-error=86400' },
}

let upstream: Server
let proxy: ProxyHandle
const seen: Seen[] = []

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function get(url: string, headers: Record<string, string> = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise<Answer>((done, fail) => {
    const request = send(url, { headers, ca: proxy.certificate }, (response) => {
      let body = ''
      response.setEncoding('latin1')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
    })
    request.on('error', fail)
    request.end()
  })
}

function countFor(path: string) {
  return seen.filter((request) => request.path === path).length
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const path = request.url ?? '/'
    seen.push({ path, headers: request.headers })
    const extra = answers[path]
    if (!extra) return response.writeHead(404).end('not found')
    // The first answer is good; every later one is the site failing.
    if (path === '/failing' && countFor(path) > 1) return response.writeHead(503).end('down')
    response.writeHead(200, { 'Content-Type': 'text/plain', Vary: 'Accept-Encoding', ...extra })
    response.end(`body of ${path} #${countFor(path)}`)
  })
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
  const { port } = upstream.address() as AddressInfo
  proxy = await startProxy({ httpsPort, httpPort, upstreams: [`http://127.0.0.1:${port}`] })
}, 30_000)

afterAll(async () => {
  await proxy?.stop()
  upstream?.close()
})

describe('renderConfig', () => {
  const values = {
    prefix: '/tmp/p',
    httpsPort: 443,
    httpPort: 80,
    upstreams: ['127.0.0.1:3001', 'http://10.0.0.2:3000'],
    serverName: 'www.example.be',
    cacheDir: '/tmp/p/cache',
    certificate: '/tmp/p/cert.pem',
    certificateKey: '/tmp/p/key.pem',
    purgeModule: false,
  }

  it('lists every upstream and redirects to the bare name on the default port', () => {
    const config = renderConfig('{{UPSTREAMS}}\nreturn 301 https://{{HTTPS_AUTHORITY}};', values)
    expect(config).toContain('server 127.0.0.1:3001 ')
    expect(config).toContain('server 10.0.0.2:3000 ')
    expect(config).toContain('https://www.example.be;')
    expect(renderConfig('{{HTTPS_AUTHORITY}}', { ...values, httpsPort: 8443 })).toBe(
      'www.example.be:8443',
    )
  })

  it('loads the purge module only when asked and refuses an unknown placeholder', () => {
    expect(renderConfig('{{LOAD_MODULES}}', values)).toBe('')
    expect(renderConfig('{{LOAD_MODULES}}', { ...values, purgeModule: true })).toMatch(
      /^load_module .*ngx_http_cache_purge_module\.so;$/,
    )
    expect(() => renderConfig('{{NOPE}}', values)).toThrow('{{NOPE}}')
  })

  it('takes upstreams as host:port or as URLs', () => {
    expect(upstreamAddress('http://127.0.0.1:3000/')).toBe('127.0.0.1:3000')
    expect(upstreamAddress('site-2:3000')).toBe('site-2:3000')
  })
})

describe('the reference proxy', () => {
  it('answers plain HTTP with a permanent redirect to the same path over HTTPS', async () => {
    const answer = await get(`${proxy.httpUrl}/page?x=1`)
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(`${proxy.httpsUrl}/page?x=1`)
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })

  it('speaks HTTP/2 over TLS and sends HSTS', async () => {
    const session = connectHttp2(proxy.httpsUrl, { ca: proxy.certificate })
    const headers = await new Promise<Record<string, unknown>>((done, fail) => {
      const stream = session.request({ ':path': '/page' })
      stream.on('response', (received) => done(received))
      stream.on('error', fail)
      stream.resume()
    })
    session.close()
    expect(headers[':status']).toBe(200)
    expect(headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    )
  })

  it('tells the site who asked, over which scheme and for which host', async () => {
    await get(`${proxy.httpsUrl}/private`, { 'Accept-Encoding': 'gzip, deflate, br' })
    const request = seen.findLast((entry) => entry.path === '/private')
    expect(request?.headers['x-forwarded-proto']).toBe('https')
    expect(request?.headers['x-forwarded-host']).toBe(`localhost:${httpsPort}`)
    expect(request?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1|::1/)
    expect(request?.headers['accept-encoding']).toBe('br')
  })

  it('stores a public page for its s-maxage and answers it from the cache', async () => {
    const before = countFor('/page')
    const first = await get(`${proxy.httpsUrl}/page`, { 'Accept-Encoding': 'gzip' })
    const second = await get(`${proxy.httpsUrl}/page`, { 'Accept-Encoding': 'gzip' })
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(countFor('/page') - before).toBeLessThanOrEqual(1)
  })

  it('never stores private, no-store or Set-Cookie answers', async () => {
    for (const path of ['/private', '/cookie']) {
      const before = countFor(path)
      await get(`${proxy.httpsUrl}${path}`)
      const again = await get(`${proxy.httpsUrl}${path}`)
      expect(again.headers['x-cache-status'], path).not.toBe('HIT')
      expect(countFor(path) - before, path).toBe(2)
    }
  })

  it('keeps fingerprinted assets', async () => {
    await get(`${proxy.httpsUrl}/assets/app-abc123.js`)
    const again = await get(`${proxy.httpsUrl}/assets/app-abc123.js`)
    expect(again.headers['x-cache-status']).toBe('HIT')
    expect(again.headers['cache-control']).toContain('immutable')
  })

  it('answers from the stale copy while the site fails (stale-if-error)', async () => {
    const good = await get(`${proxy.httpsUrl}/failing`)
    expect(good.status).toBe(200)
    // s-maxage=1, counted by nginx in whole seconds: ask until the copy has expired.
    let stale = good
    for (let tries = 0; tries < 20 && countFor('/failing') === 1; tries++) {
      await new Promise((done) => setTimeout(done, 250))
      stale = await get(`${proxy.httpsUrl}/failing`)
    }
    expect(countFor('/failing')).toBe(2)
    expect(stale.status).toBe(200)
    expect(stale.body).toBe(good.body)
    expect(stale.headers['x-cache-status']).toBe('STALE')
  })
})

describe('npm run proxy on a machine without nginx', () => {
  it('says in one line what to install, and exits 2', () => {
    const run = spawnSync(
      process.execPath,
      [new URL('./cli.ts', import.meta.url).pathname, '--upstream', '127.0.0.1:3000'],
      { encoding: 'utf8', env: { ...process.env, NGINX_BIN: '/nonexistent/nginx' } },
    )
    expect(run.status).toBe(2)
    const said = run.stderr
      .split('\n')
      .filter((line) => line && !/ExperimentalWarning|--trace-warnings/.test(line))
    expect(said).toEqual([missingNginx('/nonexistent/nginx')])
  })
})
