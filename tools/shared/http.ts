/**
 * Raw HTTP helpers. node:http rather than fetch because fetch decodes Content-Encoding, and the
 * benchmark needs the compressed bytes exactly as a browser would receive them.
 */
import { request } from 'node:http'

/** What a browser sends for a page; the load, the baseline capture and every probe use it. */
export const browserHeaders: Record<string, string> = {
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
}

export interface RawResponse {
  status: number
  /** name/value pairs in the order and casing the server sent them */
  headers: [string, string][]
  body: Buffer
}

export function getRaw(
  url: string,
  headers: Record<string, string> = browserHeaders,
  timeoutMs = 30_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const pairs: [string, string][] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!])
        }
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) })
      })
    })
    req.on('timeout', () => req.destroy(new Error(`no response from ${url} in ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

export function header(response: Pick<RawResponse, 'headers'>, name: string) {
  const lower = name.toLowerCase()
  return response.headers.find(([key]) => key.toLowerCase() === lower)?.[1]
}
