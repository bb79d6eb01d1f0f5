import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { listDealers } from './dealers.server.ts'
import { listPostalCodes } from './postal-codes.server.ts'

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
          },
          { id: 2, name: '' },
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
      },
    ])
    expect(dropped.map(({ collection, id }) => [collection, id])).toEqual([['dealers', 2]])
    expect(server.requests[0]!.url.pathname).toBe('/items/dealers')
    expect(server.requests[0]!.url.searchParams.get('limit')).toBe('-1')
  })
})

describe('listPostalCodes', () => {
  it('keeps each municipality of a code as its own row, with its names by locale', async () => {
    server.setHandler(() => ({
      body: {
        data: [
          {
            id: 2,
            code: '1030',
            latitude: 50.8676,
            longitude: 4.3737,
            translations: [
              { languages_code: 'nl-BE', municipality: 'Schaarbeek' },
              { languages_code: 'fr-FR', municipality: 'Schaerbeek' },
              { languages_code: 'xx-XX', municipality: 'Unknown' },
            ],
          },
          {
            id: 3,
            code: '1030',
            latitude: '50.8608',
            longitude: '4.3612',
            translations: [{ languages_code: 'de-DE', municipality: ' Brüssel ' }],
          },
          { id: 4, code: '1030', latitude: 50, longitude: 4, translations: [] },
          { id: 5, code: 'B-1000', latitude: 50, longitude: 4, translations: [] },
        ],
      },
    }))
    expect(await listPostalCodes(client)).toEqual([
      {
        id: 2,
        code: '1030',
        latitude: 50.8676,
        longitude: 4.3737,
        municipality: { nl: 'Schaarbeek', fr: 'Schaerbeek' },
      },
      {
        id: 3,
        code: '1030',
        latitude: 50.8608,
        longitude: 4.3612,
        municipality: { de: 'Brüssel' },
      },
    ])
    expect(dropped.map(({ id }) => id)).toEqual([4, 5])
  })
})
