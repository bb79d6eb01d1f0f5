import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPhotonProvider } from './photon.server'
import type { AddressProvider } from './provider.server'

// A real HTTP server standing in for Photon: each test sets how it answers.
let answer: (req: IncomingMessage, res: ServerResponse) => void
const seen: URL[] = []
const server = createServer((req, res) => {
  seen.push(new URL(req.url ?? '/', 'http://stub'))
  answer(req, res)
})
let url: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  seen.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const json = (body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

const fallback: AddressProvider = {
  suggest: async (query) => [
    {
      id: 'offline',
      street: query,
      houseNumber: null,
      postalCode: null,
      municipality: null,
      country: null,
    },
  ],
}

describe('the Photon adapter', () => {
  it('asks /api with q, lang and limit and reads addresses from the GeoJSON', async () => {
    answer = json({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [3.72, 51.05] },
          properties: {
            osm_id: 42,
            type: 'house',
            street: 'Kerkstraat',
            housenumber: '12',
            postcode: '9000',
            city: 'Gent',
            countrycode: 'BE',
          },
        },
        {
          type: 'Feature',
          properties: {
            osm_id: 7,
            type: 'street',
            name: 'Korenmarkt',
            postcode: '9000',
            city: 'Gent',
          },
        },
        // A city alone is no address.
        { type: 'Feature', properties: { osm_id: 8, type: 'city', name: 'Gent' } },
      ],
    })
    const provider = createPhotonProvider({ url, fallback })
    expect(await provider.suggest('Kerkstraat 12 Gent', 'fr')).toEqual([
      {
        id: '42:12',
        street: 'Kerkstraat 12',
        houseNumber: '12',
        postalCode: '9000',
        municipality: 'Gent',
        country: 'BE',
      },
      {
        id: '7:',
        street: 'Korenmarkt',
        houseNumber: null,
        postalCode: '9000',
        municipality: 'Gent',
        country: null,
      },
    ])
    expect(seen[0]!.pathname).toBe('/api')
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      q: 'Kerkstraat 12 Gent',
      lang: 'fr',
      limit: '5',
    })
  })

  it('leaves out a language Photon does not know', async () => {
    answer = json({ features: [] })
    await createPhotonProvider({ url: `${url}/`, fallback }).suggest('Kerkstraat', 'nl')
    expect(seen[0]!.searchParams.has('lang')).toBe(false)
  })

  it.each([
    [
      'an error status',
      (_req: IncomingMessage, res: ServerResponse) => res.writeHead(500).end('boom'),
    ],
    ['an answer that is not GeoJSON', json({ hello: 'world' })],
    ['invalid JSON', (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200).end('{')],
  ])('falls back to the default provider on %s', async (_name, handler) => {
    answer = handler
    const provider = createPhotonProvider({ url, fallback })
    expect(await provider.suggest('Kerkstraat 12', 'en')).toEqual([
      expect.objectContaining({ id: 'offline' }),
    ])
  })

  it('falls back when Photon is too slow', async () => {
    answer = () => {} // never answers
    const provider = createPhotonProvider({ url, fallback, timeoutMs: 100 })
    expect(await provider.suggest('Kerkstraat 12', 'en')).toEqual([
      expect.objectContaining({ id: 'offline' }),
    ])
  })

  it('asks the geocoder at most maxPerSecond times in all; the rest is answered offline', async () => {
    answer = json({ features: [] })
    const provider = createPhotonProvider({ url, fallback, maxPerSecond: 3 })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => provider.suggest('Kerkstraat 12', 'en')),
    )
    expect(seen).toHaveLength(3)
    expect(answers.filter((found) => found[0]?.id === 'offline')).toHaveLength(2)
  })

  it('falls back when nothing listens', async () => {
    const provider = createPhotonProvider({ url: 'http://127.0.0.1:1', fallback })
    expect(await provider.suggest('Kerkstraat 12', 'en')).toEqual([
      expect.objectContaining({ id: 'offline' }),
    ])
  })
})
