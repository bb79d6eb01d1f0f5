import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import projectsList from '../__fixtures__/projects-list.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { listAllProjects, listProjects } from './projects.server.ts'

let server: StubServer
let client: CmsClient

beforeAll(async () => {
  server = await startStubServer()
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.setHandler((request) =>
    request.url.searchParams.has('aggregate')
      ? { body: { data: [{ count: 2 }] } }
      : { body: projectsList },
  )
})

describe('listProjects', () => {
  it('maps projects with their pool, null when the pool lacks the locale', async () => {
    const { items, total } = await listProjects(client, 'nl')
    expect(total).toBe(2)
    expect(items).toEqual([
      {
        id: 21,
        slug: 'villa-schaarbeek',
        title: 'Villa in Schaarbeek',
        summary: 'Een ingebouwd zwembad met trap.',
        image: {
          id: '9d1e2b3c-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
          width: 1200,
          height: 800,
          title: null,
        },
        dateCompleted: '2026-06-30',
        color: 'volcano_grey',
        coverType: 'submerged',
        stair: 'stair_lounge',
        municipality: 'Schaarbeek',
        pool: { id: 2, title: 'Ingebouwd 8 x 4', slug: 'ingebouwd-8x4' },
      },
      expect.objectContaining({ id: 20, pool: null, stair: null }),
    ])
  })

  it('turns the index filters into _in rules and limits pool translations too', async () => {
    await listProjects(client, 'fr', {
      limit: 9,
      filter: { colors: ['white', 'blue'], coverTypes: ['bench'], pools: [2], stairs: [] },
    })
    const query = directusQuery(server.requests.find((r) => !r.url.searchParams.has('aggregate'))!)
    expect(query.filter).toEqual({
      color: { _in: ['white', 'blue'] },
      cover_type: { _in: ['bench'] },
      pool: { _in: [2] },
      status: { _eq: 'published' },
      translations: { languages_code: { _eq: 'fr-FR' } },
    })
    expect(query.deep).toEqual({
      translations: { _filter: { languages_code: { _eq: 'fr-FR' } } },
      pool: { translations: { _filter: { languages_code: { _eq: 'fr-FR' } } } },
    })
    expect(query.limit).toBe('9')
  })
})

describe('listAllProjects', () => {
  it('reads every published project of the language in one request, newest first', async () => {
    const items = await listAllProjects(client, 'nl')
    expect(items.map((item) => item.id)).toEqual([21, 20])
    expect(server.requests).toHaveLength(1)
    const query = directusQuery(server.requests[0]!)
    expect(query.limit).toBe('-1')
    expect(query.sort).toBe('-date_completed,-id')
    expect(query.filter).toEqual({
      status: { _eq: 'published' },
      translations: { languages_code: { _eq: 'nl-BE' } },
    })
  })
})
