/**
 * A reverse proxy that stands between the site and Directus and breaks the connection on purpose:
 * an error status, a refused connection, a hang, a slow answer, a reset in the middle of a body,
 * a body that is not JSON. It counts every attempt that reaches it, so a run can tell how often
 * the site asked the CMS (a retried read shows up twice under the same key). node:http and
 * node:net only: each fault is a few lines, where a general-purpose chaos proxy would be a
 * dependency and a daemon to drive (ADR 024).
 */
import { createServer, request, Agent, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type Fault =
  | { kind: 'none' }
  /** every request answered with this status and a Directus-shaped error body */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** nothing listens: connections are refused */
  | { kind: 'refuse' }
  /** the connection is accepted and the request read, and nothing is ever answered */
  | { kind: 'hang' }
  /** Directus' answer, `ms` late */
  | { kind: 'delay'; ms: number }
  /** Directus' status and headers, half its body, then a TCP reset */
  | { kind: 'reset-mid-body' }
  /** 200 with a JSON content type and a body cut short */
  | { kind: 'malformed-json' }

export interface FaultProxy {
  url: string
  port: number
  /** Applies to requests from now on; requests held by a hang are dropped when it ends. */
  setFault(fault: Fault): Promise<void>
  /** attempts since the last reset, keyed `METHOD /path?query` */
  attempts(): Record<string, number>
  reset(): void
  close(): Promise<void>
}

export const total = (attempts: Record<string, number>) =>
  Object.values(attempts).reduce((sum, n) => sum + n, 0)

/** The most attempts one request saw: 2 where the site retried it, 1 where it did not. */
export const mostPerRequest = (attempts: Record<string, number>) =>
  Math.max(0, ...Object.values(attempts))

const directusCodes: Record<number, string> = {
  400: 'INVALID_QUERY',
  401: 'INVALID_CREDENTIALS',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  429: 'REQUESTS_EXCEEDED',
  503: 'SERVICE_UNAVAILABLE',
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const upstream = new URL(target)
  const agent = new Agent({ keepAlive: true })
  let fault: Fault = { kind: 'none' }
  let attempts: Record<string, number> = {}
  const sockets = new Set<Socket>()
  const held = new Set<ServerResponse>()

  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    answer: (upstreamRes: IncomingMessage) => void,
  ) {
    const outgoing = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      answer,
    )
    // Directus is down: the site sees its connection drop, as it would without the proxy,
    // rather than an answer the proxy made up.
    outgoing.on('error', () => res.socket?.destroy())
    req.pipe(outgoing)
  }

  function pipeThrough(req: IncomingMessage, res: ServerResponse) {
    forward(req, res, (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.rawHeaders)
      upstreamRes.pipe(res)
    })
  }

  const server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`
    attempts[key] = (attempts[key] ?? 0) + 1
    const current = fault
    switch (current.kind) {
      case 'none':
      case 'refuse':
        return pipeThrough(req, res)
      case 'status': {
        const code = directusCodes[current.status] ?? 'INTERNAL_SERVER_ERROR'
        res.writeHead(current.status, {
          'content-type': 'application/json; charset=utf-8',
          ...(current.retryAfter === undefined ? {} : { 'retry-after': current.retryAfter }),
        })
        res.end(
          JSON.stringify({
            errors: [{ message: `injected ${current.status}`, extensions: { code } }],
          }),
        )
        return
      }
      case 'hang':
        req.resume()
        held.add(res)
        res.on('close', () => held.delete(res))
        return
      case 'delay': {
        const timer = setTimeout(() => pipeThrough(req, res), current.ms)
        res.on('close', () => clearTimeout(timer))
        return
      }
      case 'reset-mid-body':
        return forward(req, res, (upstreamRes) => {
          const chunks: Buffer[] = []
          upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk))
          upstreamRes.on('end', () => {
            const body = Buffer.concat(chunks)
            const headers = { ...upstreamRes.headers, 'content-length': String(body.length) }
            delete headers['transfer-encoding']
            res.writeHead(upstreamRes.statusCode ?? 200, headers)
            // The reset waits until the first half has arrived: a reset discards what the
            // receiver has not read yet, and the point is a body that starts and then breaks.
            res.write(body.subarray(0, Math.floor(body.length / 2)), () =>
              setTimeout(() => res.socket?.resetAndDestroy(), 50),
            )
          })
        })
      case 'malformed-json':
        req.resume()
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        res.end('{"data":[{"id":1,"title":"cut sho')
        return
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // Kept-alive connections would still reach us: a refused CMS has none.
      for (const socket of sockets) socket.destroy()
    })

  await listen(port)
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port

  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    async setFault(next) {
      const wasRefusing = fault.kind === 'refuse'
      fault = next
      for (const res of held) res.socket?.destroy()
      held.clear()
      if (next.kind === 'refuse' && !wasRefusing) await stopListening()
      if (next.kind !== 'refuse' && wasRefusing) await listen(bound)
    },
    attempts: () => ({ ...attempts }),
    reset() {
      attempts = {}
    },
    async close() {
      for (const res of held) res.socket?.destroy()
      agent.destroy()
      if (server.listening) await stopListening()
    },
  }
}
