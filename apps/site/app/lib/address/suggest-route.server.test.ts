import { describe, expect, it, vi } from 'vitest'
import type { AddressProvider } from './provider.server'
import { answerAddressSuggestions } from './suggest-route.server'

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
  new Request(`http://site.test/api/address${query}`, {
    headers: { 'X-Forwarded-For': `${client}, 10.0.0.1` },
  })

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

  it('without a forwarded client address, only the overall limit applies', async () => {
    const stub = provider()
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) {
      const direct = new Request('http://site.test/api/address?q=Kerkstraat')
      statuses.push((await answerAddressSuggestions(direct, stub)).status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
  })
})
