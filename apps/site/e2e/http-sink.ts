import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the third parties the site talks to from the browser: the tag manager
 * (`/gtm.js`) and the error reporter (`/api/<project>/envelope/`). It records every request, so
 * tests can say what arrived, when, and with which headers; and what never arrived.
 */
export interface SinkRequest {
  method: string
  /** path and query, as requested */
  url: string
  headers: IncomingHttpHeaders
  body: string
  /** Date.now() when the request arrived */
  at: number
}

/** One event or transaction of an envelope, with the request that carried it. */
export interface SentryItem {
  type: string
  envelope: Record<string, unknown>
  payload: SentryPayload
  request: SinkRequest
}

export interface SentryPayload {
  environment?: string
  platform?: string
  tags?: Record<string, string>
  request?: { url?: string }
  exception?: { values?: { type?: string; value?: string }[] }
  [key: string]: unknown
}

export interface Sink {
  origin: string
  /** the DSN that makes Sentry post to this sink, project 1 */
  dsn: string
  requests: SinkRequest[]
  /** the events and transactions of every envelope received so far */
  sentryItems(): SentryItem[]
  /** the exception messages of the events received so far */
  errorMessages(): string[]
  close(): Promise<void>
}

/** Marks that the stand-in tag manager ran, and whether the page had loaded by then. */
export const GTM_SCRIPT =
  "window.__gtmRan = true; window.__gtmRanAfterLoad = document.readyState === 'complete'"

// The browser SDK posts envelopes cross-origin: without these the browser drops the answer (and
// would refuse to send a preflighted request at all).
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
}

/** An envelope is newline-separated JSON: its header, then an item header and payload per item. */
function parseEnvelope(request: SinkRequest): SentryItem[] {
  const lines = request.body.split('\n')
  const items: SentryItem[] = []
  try {
    const envelope = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const { type } = JSON.parse(lines[i]!) as { type: string }
      items.push({ type, envelope, payload: JSON.parse(lines[i + 1]!) as SentryPayload, request })
    }
  } catch {
    // not an envelope of events (or one with a binary item): nothing the tests read
  }
  return items
}

export function startSink(): Promise<Sink> {
  const requests: SinkRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      })
      const path = (req.url ?? '/').split('?')[0]
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end()
      } else if (path === '/gtm.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...cors })
        res.end(GTM_SCRIPT)
      } else {
        res.writeHead(200, { 'content-type': 'application/json', ...cors }).end('{}')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      const origin = `http://127.0.0.1:${port}`
      const sentryItems = () =>
        requests.filter((r) => /^\/api\/\d+\/envelope\//.test(r.url)).flatMap(parseEnvelope)
      resolve({
        origin,
        dsn: `http://publickey@127.0.0.1:${port}/1`,
        requests,
        sentryItems,
        errorMessages: () =>
          sentryItems().flatMap((item) =>
            (item.payload.exception?.values ?? []).map((value) => value.value ?? ''),
          ),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
