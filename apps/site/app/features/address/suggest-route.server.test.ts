import { describe, expect, it, vi } from 'vitest'
import type { AddressProvider } from './provider.server'
import { answerAddressSuggestions as answer } from './suggest-route.server'

/** Answers as the server does for a client it identified by `client`. */
const answerAddressSuggestions = (request: Request, provider: AddressProvider, client?: string) =>
  answer(request, client ?? request.headers.get('x-test-client') ?? 'unknown', provider)

const suggestion = {
  id: '1',
  street: 'Kerkstraat 12',
  houseNumber: '12',
  postalCode: '9000',
  municipality: 'Gent',
  country: 'BE' as const,
}

function provider() {
  const suggest = vi.fn<AddressProvider['suggest']>(async () => [suggestion])
  return { suggest }
}

const get = (query: string, client = '203.0.113.1') =>
  new Request(`http://site.test/api/address${query}`, { headers: { 'X-Test-Client': client } })

describe('GET /api/address', () => {
  it('answers the provider suggestions as JSON in the language asked, never stored', async () => {
    const stub = provider()
    const response = await answerAddressSuggestions(
      get('?q=Kerkstraat%2012%2C%209000&lang=fr'),
      stub,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ suggestions: [suggestion] })
    expect(stub.suggest).toHaveBeenCalledWith('Kerkstraat 12, 9000', 'fr', {})
  })

  it('falls back to the default language and asks nothing for a too short query', async () => {
    const stub = provider()
    await answerAddressSuggestions(get('?q=Kerkstraat&lang=xx', '203.0.113.2'), stub)
    expect(stub.suggest).toHaveBeenCalledWith('Kerkstraat', 'nl', {})
    const short = await answerAddressSuggestions(get('?q=K', '203.0.113.2'), stub)
    expect(await short.json()).toEqual({ suggestions: [] })
    expect(stub.suggest).toHaveBeenCalledOnce()
  })

  it('passes on the postal code and country the form holds, and nothing else', async () => {
    const stub = provider()
    await answerAddressSuggestions(
      get('?q=Kerkstraat%2012&lang=nl&postalCode=8370&country=BE', '203.0.113.5'),
      stub,
    )
    expect(stub.suggest).toHaveBeenCalledWith('Kerkstraat 12', 'nl', {
      postalCode: '8370',
      country: 'BE',
    })
    await answerAddressSuggestions(get('?q=Kerkstraat%2012&country=XX', '203.0.113.5'), stub)
    expect(stub.suggest).toHaveBeenLastCalledWith('Kerkstraat 12', 'nl', {})
  })

  it('cuts a very long query', async () => {
    const stub = provider()
    await answerAddressSuggestions(get(`?q=${'a'.repeat(500)}`, '203.0.113.3'), stub)
    expect(stub.suggest.mock.calls[0]![0]).toHaveLength(120)
  })

  it('limits each client, and other clients keep their share', async () => {
    const stub = provider()
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await answerAddressSuggestions(get('?q=Kerkstraat', '198.51.100.7'), stub)).status,
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    const limited = await answerAddressSuggestions(get('?q=Kerkstraat', '198.51.100.7'), stub)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      (await answerAddressSuggestions(get('?q=Kerkstraat', '198.51.100.8'), stub)).status,
    ).toBe(200)
  })

  it('one client spending its share switches nobody else off, whatever it claims to be', async () => {
    const stub = provider()
    for (let i = 0; i < 400; i++) {
      // A forged X-Forwarded-For changes nothing: the server says who the client is.
      const forged = new Request('http://site.test/api/address?q=Kerkstraat', {
        headers: { 'X-Forwarded-For': `192.0.2.${i % 250}` },
      })
      await answerAddressSuggestions(forged, stub, '198.51.100.9')
    }
    const spent = await answerAddressSuggestions(get('?q=Kerkstraat', '198.51.100.9'), stub)
    expect(spent.status).toBe(429)
    for (let other = 20; other < 30; other++) {
      const answered = await answerAddressSuggestions(
        get('?q=Kerkstraat', `198.51.100.${other}`),
        stub,
      )
      expect(answered.status).toBe(200)
    }
  })
})
