/**
 * The flood of `npm run flood`, in a thread of its own so that the normal visitor's timings in
 * the main thread are the site's, not this loop's: `connections` keep-alive connections, each
 * sending the next made-up URL as soon as the last answer is read, until the time is up.
 */
import { Agent, request } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { floodUrls } from './plan.ts'

export interface FloodJob {
  base: string
  connections: number
  durationMs: number
  seed: number
}

export interface FloodResult {
  requests: number
  errors: number
  /** answers by kind of URL and status */
  byKind: Record<string, Record<string, number>>
  /** X-Cache of the answers that had one */
  xCache: Record<string, number>
}

const { base, connections, durationMs, seed } = workerData as FloodJob
const agent = new Agent({ keepAlive: true, maxSockets: connections })
const next = floodUrls(seed)
const result: FloodResult = { requests: 0, errors: 0, byKind: {}, xCache: {} }
const deadline = Date.now() + durationMs

function send(url: string) {
  return new Promise<{ status: number; xCache: string | undefined }>((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { agent, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, xCache: res.headers['x-cache'] as string }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function connection() {
  while (Date.now() < deadline) {
    const { kind, url } = next()
    result.requests += 1
    try {
      const { status, xCache } = await send(url)
      const statuses = (result.byKind[kind] ??= {})
      statuses[status] = (statuses[status] ?? 0) + 1
      if (xCache) result.xCache[xCache] = (result.xCache[xCache] ?? 0) + 1
    } catch {
      result.errors += 1
    }
  }
}

await Promise.all(Array.from({ length: connections }, connection))
agent.destroy()
parentPort?.postMessage(result)
