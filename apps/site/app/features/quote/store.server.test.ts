// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { QuoteRequestRecord } from '@lamella/cms'
import { directusError, startStubServer, type StubServer } from '@lamella/cms/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// The error reporter is replaced: what matters is that the alert reaches it, and in which words.
const reportServerAlert = vi.fn()
vi.mock('#app/shared/runtime/error-reporting.server', () => ({ reportServerAlert }))

const record: QuoteRequestRecord = {
  submission_id: '7d1c0a52-43f4-4e3b-9f0e-2a8b6c5d4e3f',
  kind: 'mail',
  locale: 'nl-BE',
  name: 'Griet Peeters',
  email: 'griet.peeters@example.be',
  phone: '+32 470 99 88 77',
  address: 'Kerkstraat 12',
  postal_code: '8370',
  municipality: 'Uitkerke',
  country: 'BE',
  region: 'West-Vlaanderen',
  latitude: 51.2,
  longitude: 3.22,
  pool_built: 'yes',
  message: null,
  consent: true,
  consent_version: '2026-11',
  pool: null,
  color: null,
  length: null,
  width: null,
  stair: null,
  dealer: null,
}
const personal = [record.name, record.email, record.phone!, record.address]

let server: StubServer
/** What Directus answers the form writer's create: a status, or 204 (stored). */
let answer: { status: number; code?: string } = { status: 204 }
let stored: QuoteRequestRecord[]
let outboxDir: string
let logged: string[]

beforeAll(async () => {
  server = await startStubServer((request) => {
    if (request.url.pathname !== '/items/quote_requests' || request.method !== 'POST') {
      return directusError(404, 'ROUTE_NOT_FOUND', 'no route')
    }
    if (answer.status !== 204) {
      return directusError(answer.status, answer.code ?? 'FORBIDDEN', 'refused')
    }
    stored.push(JSON.parse(request.body) as QuoteRequestRecord)
    return { status: 204 }
  })
})
afterAll(() => server.close())

beforeEach(() => {
  vi.resetModules()
  reportServerAlert.mockClear()
  stored = []
  logged = []
  outboxDir = mkdtempSync(join(tmpdir(), 'lamella-quote-store-'))
  Object.assign(process.env, {
    DIRECTUS_URL: server.url,
    DIRECTUS_FORM_TOKEN: 'writer',
    OUTBOX_DIR: outboxDir,
    // the deliverer retries on its own only when a test asks it to (deliverDue), without waiting
    OUTBOX_POLL_MS: '3600000',
    OUTBOX_BASE_DELAY_MS: '0',
  })
  const log = (...args: unknown[]) => logged.push(args.map(String).join(' '))
  vi.spyOn(console, 'error').mockImplementation(log)
  vi.spyOn(console, 'warn').mockImplementation(log)
})

let opened: { quoteOutbox(): { close(): void } } | undefined
afterEach(() => {
  opened?.quoteOutbox().close()
  opened = undefined
  vi.restoreAllMocks()
  rmSync(outboxDir, { recursive: true, force: true })
})

async function store() {
  const module = await import('./store.server')
  opened = module
  return module
}

describe('storing a quote request', () => {
  it.each([
    [401, 'INVALID_CREDENTIALS'],
    [403, 'FORBIDDEN'],
  ])(
    'keeps it in the outbox when the CMS refuses the form writer (%i), alerts, and delivers it once the writer is let in',
    async (status, code) => {
      answer = { status, code }
      const { storeQuoteRequest, quoteOutbox } = await store()

      // the visitor is told it was received: it is on disk
      await expect(storeQuoteRequest(record)).resolves.toBe(true)
      expect(quoteOutbox().ids()).toEqual([record.submission_id])
      expect(stored).toEqual([])

      // an operator hears of it, in the log and in error reporting, without the visitor's details
      expect(reportServerAlert).toHaveBeenCalledTimes(1)
      const [message, tags] = reportServerAlert.mock.calls[0]!
      expect(message).toContain(`the CMS refused the form writer (${status})`)
      expect(message).toContain('1 request(s) wait in the outbox')
      expect(tags).toEqual({ alert: 'quote-writer-refused', status: String(status) })
      expect(logged.some((line) => line.startsWith('ALERT quote requests'))).toBe(true)
      for (const value of personal) {
        expect(JSON.stringify(reportServerAlert.mock.calls)).not.toContain(value)
        expect(logged.join('\n')).not.toContain(value)
      }

      // still refused: it stays
      await expect(quoteOutbox().deliverDue()).resolves.toEqual({ delivered: 0, failed: 1 })
      expect(quoteOutbox().pending()).toBe(1)

      // the token is put right: the next round delivers it, once
      answer = { status: 204 }
      await expect(quoteOutbox().deliverDue()).resolves.toEqual({ delivered: 1, failed: 0 })
      expect(stored.map((row) => row.submission_id)).toEqual([record.submission_id])
      expect(quoteOutbox().pending()).toBe(0)
    },
  )

  it('alerts at most once a minute, counting the refusals in between', async () => {
    answer = { status: 401, code: 'INVALID_CREDENTIALS' }
    const { storeQuoteRequest, alertWriterRefused } = await store()
    await storeQuoteRequest(record)
    await storeQuoteRequest({ ...record, submission_id: 'b2a4f1e0-8c3d-4e5f-9a6b-7c8d9e0f1a2b' })
    expect(reportServerAlert).toHaveBeenCalledTimes(1)
    alertWriterRefused(401, Date.now() + 61_000)
    expect(reportServerAlert).toHaveBeenCalledTimes(2)
    expect(reportServerAlert.mock.calls[1]![0]).toContain('2 request(s) wait in the outbox')
    expect(reportServerAlert.mock.calls[1]![0]).toContain('2 refusal(s) since the last alert')
  })

  it('still answers false for a request the CMS refuses itself (400), keeping nothing', async () => {
    answer = { status: 400, code: 'FAILED_VALIDATION' }
    const { storeQuoteRequest, quoteOutbox } = await store()
    await expect(storeQuoteRequest(record)).resolves.toBe(false)
    expect(quoteOutbox().pending()).toBe(0)
    expect(reportServerAlert).not.toHaveBeenCalled()
  })

  it('keeps it without an alert while the CMS is down (503)', async () => {
    answer = { status: 503, code: 'SERVICE_UNAVAILABLE' }
    const { storeQuoteRequest, quoteOutbox } = await store()
    await expect(storeQuoteRequest(record)).resolves.toBe(true)
    expect(quoteOutbox().pending()).toBe(1)
    expect(reportServerAlert).not.toHaveBeenCalled()
  })
})
