import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import poolLines from '../__fixtures__/pool-lines.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { listPoolLines } from './pools.server.ts'

let server: StubServer
let client: CmsClient
const reported: InvalidRecord[] = []

beforeAll(async () => {
  server = await startStubServer()
  client = createCmsClient({
    url: server.url,
    token: 't',
    cacheTtlMs: 0,
    reportInvalid: (record) => reported.push(record),
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  reported.length = 0
  server.setHandler(() => ({ body: poolLines }))
})

describe('listPoolLines', () => {
  it('asks for published pools translated in the locale, with their configurator fields', async () => {
    await listPoolLines(client, 'fr')
    const query = directusQuery(server.requests[0]!)
    expect(query.filter).toEqual({
      status: { _eq: 'published' },
      translations: { languages_code: { _eq: 'fr-FR' } },
    })
    expect(query.fields).toEqual(
      expect.arrayContaining([
        'min_length',
        'max_length',
        'min_width',
        'max_width',
        'stairs',
        'available_stairs',
        'translations.title',
      ]),
    )
  })

  it('turns the recorded response into pool lines with ranges and allowed stairs', async () => {
    const lines = await listPoolLines(client, 'fr')
    expect(lines[0]).toEqual({
      id: 1,
      slug: 'horizon-piscine-enterree',
      title: 'Horizon 11 × 4,5',
      construction: 'built_in',
      length: { min: 8, max: 14, default: 11 },
      width: { min: 3.5, max: 6, default: 4.5 },
      stairs: [
        'wide_lounge',
        'stair_both_lounge',
        'stair_left_lounge',
        'stair_right_lounge',
        'stair_lounge',
      ],
    })
    expect(lines.map((line) => line.id)).toEqual([1, 2, 3, 4])
  })

  it('puts the line’s own stair first even when the editor left it out, and drops unknown stairs', async () => {
    server.setHandler(() => ({
      body: {
        data: [
          {
            ...poolLines.data[3],
            stairs: 'stair_classic',
            available_stairs: ['stair_left', 'escalator', 'stair_classic'],
            length: 20,
          },
        ],
      },
    }))
    const [line] = await listPoolLines(client, 'fr')
    expect(line?.stairs).toEqual(['stair_classic', 'stair_left'])
    // A default outside the range starts the dimensions step in the middle instead.
    expect(line?.length).toEqual({ min: 4, max: 7, default: 5.5 })
  })

  it('drops and reports a line without ranges or stairs instead of offering it', async () => {
    const [horizon] = poolLines.data
    server.setHandler(() => ({
      body: {
        data: [
          { ...horizon, id: 10, min_length: null },
          { ...horizon, id: 11, min_width: 5, max_width: 4 },
          { ...horizon, id: 12, stairs: null, available_stairs: null },
          { ...horizon, id: 13 },
        ],
      },
    }))
    expect((await listPoolLines(client, 'fr')).map((line) => line.id)).toEqual([13])
    expect(reported.map((record) => record.id)).toEqual([10, 11, 12])
  })
})
