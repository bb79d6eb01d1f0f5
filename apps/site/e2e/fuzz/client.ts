import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

/**
 * One request as the fuzzer sends it. The path goes on the wire byte for byte: `fetch` and
 * Playwright's `request` parse it as a WHATWG URL first, which folds `/\evil.example` into
 * `//evil.example`, resolves `..` and re-encodes `%zz`, so the site would never see those inputs.
 */
export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string | string[]>
  body?: string
}

export interface FuzzAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body, decoded from the content-encoding the site chose. */
  body: string
}

// Several requests in flight at once, as a crawler or an attack sends them; kept-alive sockets so
// the client costs the two cores little.
const agent = new Agent({ keepAlive: true, maxSockets: 6 })

function decode(raw: Buffer, encoding: string | undefined) {
  if (raw.length === 0) return ''
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8')
  return raw.toString('utf8')
}

export function send(base: URL, input: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const headers: OutgoingHttpHeaders = { ...input.headers }
    if (input.body !== undefined) headers['content-length'] = Buffer.byteLength(input.body)
    const req = httpRequest(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: input.method,
        path: input.path,
        headers,
        // a lone Host header given by the input replaces node's own
        setHost: !Object.keys(input.headers).some((name) => name.toLowerCase() === 'host'),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          try {
            const encoding = res.headers['content-encoding']
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: decode(Buffer.concat(chunks), encoding),
            })
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
    req.on('error', reject)
    req.end(input.body)
  })
}

/** Runs `work` over `items` with at most `limit` of them in flight. */
export async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  async function worker() {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
