// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { directusError, startStubServer, type StubServer } from '@lamella/cms/testing'
import { workingDaysAfter } from '@lamella/i18n'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PoolLine } from '#app/features/configurator'
import { issueFormStamp, formSecret } from '#app/shared/security/form-guard.server'
import { loadContext } from '#app/shared/request.server'
import { resetEnv } from '#app/env.server'

// The pool lines come from the CMS through a module the test replaces; the dealers and the
// stored requests go to a stub standing in for Directus.
const lines: PoolLine[] = [
  {
    id: 1,
    slug: 'horizon',
    title: 'Horizon',
    construction: 'built_in',
    length: { min: 6, max: 12.5, default: 10 },
    width: { min: 3, max: 5, default: 4 },
    stairs: ['wide_lounge'],
  },
]
vi.mock('#app/features/configurator/index.server', () => ({ loadPoolLines: async () => lines }))

const dealers = [
  { id: 1, name: 'Zwembaden Vanhoutte', latitude: 51.2, longitude: 3.2, country: 'BE' },
  { id: 2, name: 'Meuse Piscines', latitude: 50.63, longitude: 5.57, country: 'BE' },
  { id: 3, name: 'Schwimmbadtechnik Theissen', latitude: 50.63, longitude: 6.03, country: 'BE' },
  { id: 4, name: 'Ardenne Piscines', latitude: 49.68, longitude: 5.81, country: 'BE' },
]

let server: StubServer
let stored: Record<string, unknown>[]
let refuse: number | undefined
let outboxDir: string

beforeAll(async () => {
  server = await startStubServer((request) => {
    const path = request.url.pathname
    if (path === '/items/dealers') return { body: { data: dealers } }
    if (path === '/items/quote_requests' && request.method === 'POST') {
      if (refuse) return directusError(refuse, 'FORBIDDEN', 'refused')
      stored.push(JSON.parse(request.body))
      return { status: 204 }
    }
    return directusError(404, 'ROUTE_NOT_FOUND', 'no route')
  })
  outboxDir = mkdtempSync(join(tmpdir(), 'lamella-quote-action-'))
  Object.assign(process.env, {
    DIRECTUS_URL: server.url,
    DIRECTUS_TOKEN: 'reader',
    DIRECTUS_FORM_TOKEN: 'writer',
    CMS_CACHE_TTL_MS: '0',
    SITE_URL: 'https://www.lamella.example',
    OUTBOX_DIR: outboxDir,
    QUOTE_MIN_FILL_MS: '1000',
  })
  resetEnv()
  // the action's module graph, loaded once here: on a busy machine its first import alone can
  // take longer than a test may
  await import('./quote.server')
}, 60_000)
afterAll(() => {
  server.close()
  rmSync(outboxDir, { recursive: true, force: true })
})
beforeEach(() => {
  stored = []
  refuse = undefined
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

const details = {
  kind: 'appointment',
  name: 'Jan Peeters',
  email: 'jan@example.com',
  address: 'Kerkstraat 12',
  postalCode: '8370',
  municipality: 'Uitkerke',
  country: 'BE',
  poolBuilt: 'yes',
  consent: 'on',
}

/** A form as the site rendered it `agoMs` ago, with its identity. */
function rendered(agoMs = 5_000) {
  const { submissionId, stamp } = issueFormStamp(formSecret(), Date.now() - agoMs)
  return { submissionId, stamp }
}

interface Answer {
  status: number
  headers: Headers
  data: Record<string, unknown> & { values?: Record<string, string>; errors?: object }
}

async function post(
  fields: Record<string, string>,
  { client = '203.0.113.1', origin = 'https://www.lamella.example' } = {},
): Promise<Answer> {
  const { quoteAction } = await import('./quote.server')
  const request = new Request('https://www.lamella.example/nl/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  })
  const context = loadContext({ client, preview: false })
  const result = await quoteAction({ request, params: { lang: 'nl' }, context })
  const init = (result as { init?: ResponseInit | null }).init ?? {}
  return {
    status: init.status ?? 200,
    headers: new Headers(init.headers),
    data: (result as { data: Answer['data'] }).data,
  }
}

describe('the quote action', () => {
  it('refuses a post from another site, in words', async () => {
    const answer = await post(
      { ...details, ...rendered(), intent: 'send' },
      {
        origin: 'https://evil.example',
      },
    )
    expect(answer.status).toBe(403)
    expect(answer.data.rejection).toMatch(/vanaf onze website/)
  })

  it('turns a filled honeypot and an instant post away, keeping what was typed', async () => {
    const honeypot = await post(
      { ...details, ...rendered(), website: 'https://spam.example', intent: 'send' },
      { client: '203.0.113.2' },
    )
    expect(honeypot.status).toBe(400)
    expect(honeypot.data.values).toMatchObject({ name: 'Jan Peeters' })
    const instant = await post(
      { ...details, ...rendered(0), dealer: '1', step: 'dealer', intent: 'send' },
      { client: '203.0.113.2' },
    )
    expect(instant.status).toBe(400)
    expect(instant.data.rejection).toMatch(/snel/)
    expect(stored).toEqual([])
  })

  it('never takes a submission id from a stamp it did not sign; keeps its own when expired', async () => {
    const chosen = '11111111-1111-4111-8111-111111111111'
    const forged = await post(
      {
        ...details,
        kind: 'mail',
        submissionId: chosen,
        stamp: `${Date.now() - 5_000}.forged`,
        intent: 'send',
      },
      { client: '203.0.113.10' },
    )
    expect(forged.status).toBe(400)
    const renewed = forged.data.stamp as { submissionId: string }
    expect(renewed.submissionId).not.toBe(chosen)
    const old = issueFormStamp(formSecret(), Date.now() - 2 * 24 * 60 * 60 * 1000)
    const expired = await post(
      { ...details, kind: 'mail', ...old, intent: 'send' },
      { client: '203.0.113.10' },
    )
    expect((expired.data.stamp as { submissionId: string }).submissionId).toBe(old.submissionId)
    expect(stored).toEqual([])
  })

  it('counts requests sent, not steps, and refuses the eleventh with 429 and Retry-After', async () => {
    const client = '203.0.113.3'
    for (let step = 0; step < 25; step++) {
      expect((await post({ ...details, ...rendered(), intent: 'next' }, { client })).status).toBe(
        200,
      )
    }
    for (let sent = 0; sent < 10; sent++) {
      const answer = await post(
        { ...details, ...rendered(0), step: 'dealer', intent: 'send' },
        {
          client,
        },
      )
      expect(answer.status).not.toBe(429)
    }
    const refused = await post(
      { ...details, ...rendered(), step: 'dealer', intent: 'send' },
      {
        client,
      },
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.data).toMatchObject({ status: 'form', step: 'dealer', values: details })
  })

  it('opens the dealer step of a form sent without JavaScript without an error', async () => {
    const answer = await post(
      { ...details, ...rendered(), intent: 'send' },
      { client: '203.0.113.4' },
    )
    expect(answer.data).toMatchObject({ status: 'form', step: 'dealer', errors: {} })
    expect(answer.data.dealers).toMatchObject({
      status: 'found',
      place: { code: '8370', name: 'Uitkerke' },
    })
  })

  it('offers no dealer at random for an address that is no place, and sends it by mail', async () => {
    const unknown = { ...details, postalCode: '0000', municipality: 'Nergens' }
    const answer = await post(
      { ...unknown, ...rendered(), intent: 'next' },
      { client: '203.0.113.5' },
    )
    expect(answer.data).toMatchObject({ status: 'form', step: 'dealer', errors: {} })
    expect(answer.data.dealers).toEqual({ status: 'none' })
    expect(stored).toEqual([])
    const byMail = await post(
      { ...unknown, ...rendered(), step: 'dealer', intent: 'by-mail' },
      { client: '203.0.113.5' },
    )
    expect(byMail.data).toEqual({
      status: 'sent',
      answer: { from: 'office', by: workingDaysAfter(Date.now(), 2) },
      email: details.email,
    })
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'mail', dealer: null, postal_code: '0000' }),
    ])
  })

  it('refuses a dealer the CMS does not have, at the dealer step', async () => {
    const answer = await post(
      { ...details, ...rendered(), dealer: '99', step: 'dealer', intent: 'send' },
      { client: '203.0.113.6' },
    )
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({ step: 'dealer', errors: { dealer: expect.any(String) } })
    expect(stored).toEqual([])
  })

  it('stores every answer, with the place: municipality, country and region', async () => {
    const answer = await post(
      { ...details, ...rendered(), dealer: '1', step: 'dealer', intent: 'send' },
      { client: '203.0.113.7' },
    )
    // the chosen dealer by name, and the day after the one it has to accept by
    expect(answer.data).toEqual({
      status: 'sent',
      answer: {
        from: 'dealer',
        dealer: 'Zwembaden Vanhoutte',
        by: workingDaysAfter(Date.now(), 2),
      },
      email: details.email,
    })
    expect(stored).toEqual([
      expect.objectContaining({
        kind: 'appointment',
        postal_code: '8370',
        municipality: 'Uitkerke',
        country: 'BE',
        region: 'Provincie West-Vlaanderen',
        latitude: expect.closeTo(51.3, 0),
        longitude: expect.closeTo(3.1, 0),
        pool_built: 'yes',
        dealer: 1,
        locale: 'nl-BE',
      }),
    ])
  })

  it('says "Form not submitted." when the CMS refuses the request, keeping the form', async () => {
    // a request that does not fit the collection; a refused writer (401, 403) is kept instead
    refuse = 400
    const answer = await post(
      { ...details, kind: 'mail', ...rendered(), intent: 'send' },
      { client: '203.0.113.8' },
    )
    expect(answer.status).toBe(503)
    expect(answer.data).toMatchObject({ status: 'failed', values: { name: 'Jan Peeters' } })
  })

  it('keeps a request in the outbox while the CMS is down', async () => {
    refuse = 503
    const answer = await post(
      { ...details, kind: 'mail', ...rendered(), intent: 'send' },
      { client: '203.0.113.9' },
    )
    expect(answer.data).toMatchObject({ status: 'sent', answer: { from: 'office' } })
    const { quoteOutbox } = await import('./store.server')
    expect(quoteOutbox().pending()).toBeGreaterThanOrEqual(1)
    quoteOutbox().stop()
  })
})
