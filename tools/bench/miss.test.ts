import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { percentile, requestEach } from './miss.ts'
import { formatMiss, rateAgainstBaseline } from './report.ts'
import type { LoadSummary } from '../shared/load-generator.ts'

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 0.5)).toBe(50)
    expect(percentile(sorted, 0.99)).toBe(99)
    expect(percentile([7], 0.99)).toBe(7)
    expect(percentile([], 0.5)).toBe(0)
  })
})

describe('requestEach', () => {
  let server: Server
  let url = ''
  const seen: string[] = []
  let inFlight = 0
  let mostInFlight = 0
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '')
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      setTimeout(() => {
        inFlight--
        res.writeHead(req.url === '/gone' ? 404 : 200, { 'x-cache': 'MISS' }).end('ok')
      }, 20)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('asks for every path exactly once, at most `connections` at a time', async () => {
    const paths = ['/a', '/b', '/c', '/d', '/e', '/gone']
    const result = await requestEach(url, paths, 2, 'first')
    expect(seen.sort()).toEqual([...paths].sort())
    expect(mostInFlight).toBe(2)
    expect(result).toMatchObject({
      pass: 'first',
      requests: 6,
      statusCodes: { '200': 5, '404': 1 },
      xCache: { MISS: 6 },
      bodyBytes: 12,
    })
    expect(result.latencyMs.p50).toBeGreaterThanOrEqual(15)
    expect(result.reqPerSec).toBeGreaterThan(0)
  })
})

describe('formatMiss', () => {
  const run = (scenario: string, reqPerSec: number, p99: number): LoadSummary => ({
    scenario,
    connections: 20,
    durationS: 5,
    paths: ['/en'],
    requests: reqPerSec * 5,
    reqPerSec,
    latencyMs: { mean: p99 / 2, p50: p99 / 2, p90: p99, p99, max: p99 },
    non2xx: 0,
    statusCodes: { '200': reqPerSec * 5 },
    errors: 0,
    timeouts: 0,
    xCache: { HIT: reqPerSec * 5 },
    loadAverage1m: 1,
  })

  it('rates each pass against the baseline at the ladder first connection count', () => {
    const runs = rateAgainstBaseline([run('baseline', 2000, 20), run('data-cached', 100, 400)])
    const table = formatMiss(
      {
        urls: 10,
        passes: [
          {
            pass: 'purged',
            requests: 10,
            connections: 4,
            reqPerSec: 50,
            latencyMs: { p50: 60, p99: 200, max: 210 },
            statusCodes: { '200': 10 },
            xCache: { MISS: 10 },
            bodyBytes: 10 * 20_480,
            cmsRequests: 35,
          },
        ],
        meanIdentityBytes: 102_400,
      },
      runs,
    )
    const purged = table.split('\n').find((line) => line.startsWith('miss: after a publish'))
    expect(purged).toMatch(/\b50\.0\b.*1\/40\s+10\.00x\s+3\.50\s/)
    expect(table).toContain('A page is 100.0 kB uncompressed on average.')
    expect(table).toMatch(/data-cached \(ladder, one URL\).*1\/20/)
  })
})
