import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  url: URL
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface StubResponse {
  status?: number
  /** Sent as JSON unless `raw` is given. */
  body?: unknown
  raw?: string
  headers?: Record<string, string>
}

export type StubHandler = (request: RecordedRequest) => StubResponse | Promise<StubResponse>

export interface StubServer {
  url: string
  requests: RecordedRequest[]
  setHandler(handler: StubHandler): void
  close(): Promise<void>
}

/** A real HTTP server standing in for Directus; it records every request it receives. */
export async function startStubServer(
  handler: StubHandler = () => ({ status: 404 }),
): Promise<StubServer> {
  let current = handler
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://stub.local'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      Promise.resolve(current(recorded))
        .then(({ status = 200, body, raw, headers = {} }) => {
          if (raw !== undefined) {
            res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
            res.end(raw)
          } else if (body === undefined) {
            res.writeHead(status, headers)
            res.end()
          } else {
            res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
            res.end(JSON.stringify(body))
          }
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' })
          res.end(String(error))
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      current = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** The Directus query of a recorded request, JSON parameters parsed. */
export function directusQuery(request: RecordedRequest) {
  const params = request.url.searchParams
  const json = (name: string): unknown => {
    const value = params.get(name)
    return value === null ? undefined : JSON.parse(value)
  }
  return {
    fields: params.get('fields')?.split(',') ?? [],
    filter: json('filter'),
    deep: json('deep'),
    alias: json('alias'),
    aggregate: json('aggregate'),
    sort: params.get('sort') ?? undefined,
    limit: params.get('limit') ?? undefined,
    offset: params.get('offset') ?? undefined,
    page: params.get('page') ?? undefined,
    search: params.get('search') ?? undefined,
    groupBy: params.get('groupBy') ?? undefined,
  }
}

export const forbidden = {
  errors: [
    { message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } },
  ],
}

export function directusError(status: number, code: string, message: string): StubResponse {
  return { status, body: { errors: [{ message, extensions: { code } }] } }
}
