import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { listDealers } from './dealers.server.ts'

let server: StubServer
let client: CmsClient
let dropped: InvalidRecord[]

beforeAll(async () => {
  server = await startStubServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  dropped = []
  client = createCmsClient({
    url: server.url,
    token: 't',
    cacheTtlMs: 0,
    reportInvalid: (invalid) => dropped.push(invalid),
  })
})

describe('listDealers', () => {
  it('reads every dealer, numbers as numbers, and drops a website that is not http(s)', async () => {
    server.setHandler(() => ({
      body: {
        data: [
          {
            id: 1,
            name: 'Zwembaden Peeters',
            address: 'Bredabaan 812',
            postal_code: '2930',
            municipality: 'Brasschaat',
            latitude: '51.2963',
            longitude: 4.4987,
            phone: '+32 3 651 24 80',
            email: 'info@zwembadpeeters.example',
            website: 'javascript:alert(1)',
            paused_until: '2026-12-10',
            languages_spoken: ['nl', 'fr', 'xx'],
            opening_hours: 'Ma-vr 9-18',
          },
          { id: 2, name: '' },
          { id: 3, name: 'Piscines du Nord', country: 'FR', latitude: 50.6, longitude: 3.1 },
        ],
      },
    }))
    expect(await listDealers(client)).toEqual([
      {
        id: 1,
        name: 'Zwembaden Peeters',
        address: 'Bredabaan 812',
        postalCode: '2930',
        municipality: 'Brasschaat',
        latitude: 51.2963,
        longitude: 4.4987,
        phone: '+32 3 651 24 80',
        email: 'info@zwembadpeeters.example',
        website: null,
        country: 'BE',
        pausedUntil: '2026-12-10',
        languages: ['nl', 'fr'],
        openingHours: 'Ma-vr 9-18',
      },
      expect.objectContaining({ id: 3, country: 'FR', languages: [], pausedUntil: null }),
    ])
    expect(dropped.map(({ collection, id }) => [collection, id])).toEqual([['dealers', 2]])
    expect(server.requests[0]!.url.pathname).toBe('/items/dealers')
    expect(server.requests[0]!.url.searchParams.get('limit')).toBe('-1')
  })
})
