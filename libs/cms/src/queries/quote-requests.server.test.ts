import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCmsClient } from '../client.server.ts'
import { CmsError } from '../errors.ts'
import { directusError, startStubServer, type StubServer } from '../testing/stub-server.ts'
import {
  createQuoteRequest,
  isTransientCmsFailure,
  type QuoteRequestRecord,
} from './quote-requests.server.ts'

let server: StubServer
beforeAll(async () => {
  server = await startStubServer()
})
afterAll(() => server.close())
afterEach(() => {
  server.requests.length = 0
})

const writer = (timeoutMs?: number) =>
  createCmsClient({ url: server.url, token: 'writer-token', cacheTtlMs: 0, timeoutMs })

const record: QuoteRequestRecord = {
  submission_id: '0b6f3a36-5f7e-4a0f-9b1e-3c2d1e0f9a8b',
  kind: 'appointment',
  locale: 'fr-FR',
  name: 'Anne Dupont',
  email: 'anne@example.com',
  phone: null,
  address: 'Rue de la Loi 16',
  postal_code: '1000',
  municipality: 'Bruxelles',
  country: 'BE',
  region: 'Région de Bruxelles-Capitale',
  latitude: 51.2,
  longitude: 3.22,
  pool_built: 'no',
  message: null,
  consent: true,
  consent_version: '2026-11',
  pool: 2,
  color: 'blue',
  length: 8,
  width: 4,
  stair: 'stair_classic',
  dealer: 3,
}

describe('createQuoteRequest', () => {
  it('posts the record to quote_requests with the writer token', async () => {
    server.setHandler(() => ({ status: 204 }))
    await expect(createQuoteRequest(writer(), record)).resolves.toBe('created')
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/items/quote_requests')
    expect(request?.headers.authorization).toBe('Bearer writer-token')
    expect(JSON.parse(request?.body ?? '')).toEqual(record)
  })

  it('answers duplicate when Directus already holds the submission id', async () => {
    server.setHandler(() =>
      directusError(400, 'RECORD_NOT_UNIQUE', 'Value for field "submission_id" has to be unique.'),
    )
    await expect(createQuoteRequest(writer(), record)).resolves.toBe('duplicate')
  })

  it('rejects a refusal as a lasting failure and an outage as a transient one', async () => {
    server.setHandler(() => directusError(403, 'FORBIDDEN', 'No permission'))
    const refused = await createQuoteRequest(writer(), record).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(CmsError)
    expect(isTransientCmsFailure(refused)).toBe(false)

    server.setHandler(() => directusError(503, 'SERVICE_UNAVAILABLE', 'Down'))
    const down = await createQuoteRequest(writer(), record).catch((error: unknown) => error)
    expect(isTransientCmsFailure(down)).toBe(true)
    // A POST is never retried by the client: the outbox decides when to try again.
    expect(server.requests).toHaveLength(2)
  })

  it('treats a timeout and a refused connection as transient', async () => {
    server.setHandler(
      () => new Promise((resolve) => setTimeout(() => resolve({ status: 204 }), 500)),
    )
    const slow = await createQuoteRequest(writer(50), record).catch((error: unknown) => error)
    expect(slow).toBeInstanceOf(CmsError)
    expect(isTransientCmsFailure(slow)).toBe(true)

    const nowhere = createCmsClient({ url: 'http://127.0.0.1:9', token: 'x', cacheTtlMs: 0 })
    const refused = await createQuoteRequest(nowhere, record).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(CmsError)
    expect(isTransientCmsFailure(refused)).toBe(true)
  })
})
