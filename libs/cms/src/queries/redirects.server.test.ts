import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { listRedirects } from './redirects.server.ts'

let server: StubServer
let client: CmsClient
let dropped: InvalidRecord[]

beforeAll(async () => {
  server = await startStubServer()
})
afterAll(() => server.close())
beforeEach(() => {
  dropped = []
  client = createCmsClient({
    url: server.url,
    token: 't',
    cacheTtlMs: 0,
    reportInvalid: (invalid) => dropped.push(invalid),
  })
})

describe('listRedirects', () => {
  it('reads every redirect, and leaves out one that would lead to a script or nowhere', async () => {
    server.setHandler(() => ({
      body: {
        data: [
          { id: 1, source: '/fr/volets/', target: '/fr/couvertures', code: 301 },
          { id: 2, source: '/nl/oud', target: 'https://example.com/nieuw', code: '302' },
          { id: 3, source: '/de/weg', target: '/de/ignored', code: 410 },
          { id: 4, source: '/en/x', target: 'javascript:alert(1)', code: 301 },
          { id: 5, source: '/en/y', target: null, code: 301 },
          { id: 6, source: 'no-slash', target: '/en', code: 301 },
          { id: 7, source: '/en/z', target: '//evil.example', code: 301 },
        ],
      },
    }))
    expect(await listRedirects(client)).toEqual([
      { id: 1, source: '/fr/volets', target: '/fr/couvertures', code: 301 },
      { id: 2, source: '/nl/oud', target: 'https://example.com/nieuw', code: 302 },
      { id: 3, source: '/de/weg', target: null, code: 410 },
    ])
    expect(dropped.map((invalid) => invalid.id)).toEqual([4, 5, 6, 7])
  })
})
