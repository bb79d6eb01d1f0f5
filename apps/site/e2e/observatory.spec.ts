import { failingTests, runObservatory, type ObservatoryReport } from '@lamella/tools/observatory'
import { startProxy, type ProxyHandle } from '@lamella/tools/proxy'
import { expect, request, test } from '@playwright/test'
import { e2eSitePort, OWN_STACK } from './stack-env'

/**
 * MDN's HTTP Observatory, the scanner itself (installed from npm), against the site behind the
 * reference proxy (deploy/nginx): TLS, the HTTP redirect and HSTS come from the proxy, every other
 * header from the site. The score must be at least 100.
 */
const httpsPort = Number(process.env.E2E_PROXY_HTTPS_PORT ?? 24355)
const httpPort = Number(process.env.E2E_PROXY_HTTP_PORT ?? 8355)

test.describe.configure({ mode: 'serial' })

// It puts a proxy of its own in front of the shared stack's site: an external stack (npm run
// scale) brings its own proxy, which this spec does not scan.
test.describe('the site behind the reference proxy', { tag: OWN_STACK }, () => {
  let proxy: ProxyHandle
  let report: ObservatoryReport

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    proxy = await startProxy({
      httpsPort,
      httpPort,
      upstreams: [`127.0.0.1:${e2eSitePort}`],
    })
    report = await runObservatory({
      hostname: 'localhost',
      httpPort,
      httpsPort,
      certificate: proxy.certificate,
    })
  })

  test.afterAll(async () => {
    await proxy?.stop()
  })

  test('the Observatory scores the site behind the reference proxy at 100 or more', () => {
    expect(
      report.score,
      `grade ${report.grade}; failing:\n${failingTests(report).join('\n')}`,
    ).toBeGreaterThanOrEqual(100)
    expect(failingTests(report)).toEqual([])
  })

  test('it sees the parts that only the proxy can give: the redirect to HTTPS and HSTS', () => {
    const results = Object.fromEntries(report.tests.map((test) => [test.name, test.result]))
    expect(results).toMatchObject({
      redirection: 'redirection-to-https',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'content-security-policy': expect.not.stringMatching(/unsafe-inline$/),
    })
  })

  test('cookies are Secure only over HTTPS, and the proxy caches what the site calls public', async () => {
    const client = await request.newContext({ ignoreHTTPSErrors: true })
    // A language page sets no cookie; the locale cookie the server writes (for a page whose own
    // write the browser refused) is Secure behind the proxy, and not over plain HTTP.
    const viaProxy = await client.get(`${proxy.httpsUrl}/en`, { maxRedirects: 0 })
    expect(viaProxy.headers()['set-cookie']).toBeUndefined()
    const remember = (origin: string) =>
      client.post(`${origin}/api/locale`, { form: { locale: 'en' }, headers: { origin } })
    expect((await remember(proxy.httpsUrl)).headers()['set-cookie']).toMatch(
      /^lamella_locale=en;.*SameSite=Lax; Secure$/,
    )
    const direct = await remember(`http://127.0.0.1:${e2eSitePort}`)
    expect(direct.headers()['set-cookie']).toMatch(/^lamella_locale=en;.*SameSite=Lax$/)

    // Every visitor gets the shared page, with a locale cookie or without: stored, then a hit.
    const statuses: string[] = []
    const visitors: Record<string, string>[] = [{}, { cookie: 'lamella_locale=de' }]
    for (const headers of visitors) {
      const answer = await client.get(`${proxy.httpsUrl}/en/faq`, { headers })
      expect(answer.headers()['cache-control']).toContain('s-maxage=300')
      statuses.push(answer.headers()['x-cache-status'] ?? '')
    }
    expect(statuses[1]).toBe('HIT')
    await client.dispose()
  })
})
