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
import { e2eCmsEnv, freePort } from './stack-env'

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

test.beforeAll(async () => {
  proxy = await startFaultProxy(cmsUrl)
  const env = e2eCmsEnv('tokens.env')
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
