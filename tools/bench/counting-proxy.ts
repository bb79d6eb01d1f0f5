/**
 * A reverse proxy that counts the requests passing through it, put between a site and Directus to
 * see what each page costs the CMS. It runs inside the benchmark process: it only sees a handful
 * of requests, never load.
 */
import { createServer, request, type Server } from 'node:http'

export interface CountingProxy {
  url: string
  /** requests since the last reset, keyed `METHOD /path` (query left out) */
  counts(): Record<string, number>
  total(): number
  reset(): void
  /** resolves once no request has been in flight for `quietMs` */
  settled(quietMs?: number): Promise<void>
  close(): Promise<void>
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target)
  let counts: Record<string, number> = {}
  let inFlight = 0
  let lastActivity = Date.now()

  const server: Server = createServer((req, res) => {
    const key = `${req.method} ${new URL(req.url ?? '/', 'http://proxy').pathname}`
    counts[key] = (counts[key] ?? 0) + 1
    inFlight++
    lastActivity = Date.now()
    const done = () => {
      inFlight--
      lastActivity = Date.now()
    }
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.rawHeaders)
        upstreamRes.pipe(res)
        upstreamRes.on('end', done)
      },
    )
    // Directus gone (refused, reset): the site must see a broken connection, as it would without
    // the proxy, not an answer invented here (a 502 would be retried like a real one).
    forward.on('error', () => {
      done()
      res.destroy()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    reset() {
      counts = {}
    },
    async settled(quietMs = 150) {
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
