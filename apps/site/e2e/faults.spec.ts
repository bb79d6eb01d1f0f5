import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import {
  deviations,
  runScenario,
  scenarios,
  startFaultProxy,
  type FaultProxy,
} from '@lamella/tools/faults'
import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { expect, test } from '@playwright/test'
import { cmsUrl, page as seededPage, pagePath } from './fixtures'
import { e2eCmsDataDir } from './stack-env'

// A few rows of `npm run faults` (docs/reliability.md) in every test run: a site of its own reads
// the shared CMS through the fault proxy, so breaking its CMS connection troubles no other spec.
// The rows: a status the client retries, one it must not retry, no connection, a hang, a body
// that does not parse. Each must be what the scenario expects: the page cached before the fault
// still answered, the cold page a 503 with Retry-After (a 500 for the 404), the right number of
// attempts per CMS request, and the cold page back once the fault is gone.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

const kept = [
  '503',
  '404',
  'connection refused',
  'hang (accepts, never answers)',
  'malformed JSON body',
]
const cold = ['about', 'spring-offer', 'our-story', 'terms', 'about']
const locales = ['nl', 'fr', 'de', 'es', 'en'] as const

let proxy: FaultProxy
let site: SiteHandle
let purgeSecret = ''

function tokens(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(join(e2eCmsDataDir, 'tokens.env'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

test.beforeAll(async () => {
  proxy = await startFaultProxy(cmsUrl)
  const env = tokens()
  purgeSecret = env.PURGE_SECRET ?? ''
  site = await startSite({
    port: await freePort(),
    cms: { url: proxy.url, tokens: env },
    stdio: 'ignore',
  })
})

test.afterAll(async () => {
  await site?.stop()
  await proxy?.close()
})

for (const [index, name] of kept.entries()) {
  test(`a CMS fault: ${name}`, async () => {
    const scenario = scenarios.find((s) => s.name === name)
    expect(scenario, `scenario ${name}`).toBeDefined()
    const coldPath = pagePath(seededPage(cold[index]!), locales[index]!)
    const row = await runScenario(site, proxy, purgeSecret, scenario!, {
      cached: '/en',
      cold: coldPath,
    })
    expect(deviations(row)).toEqual([])
    if (row.cold.status === 503) expect(row.cold.retryAfter).toBe('30')
  })
}
