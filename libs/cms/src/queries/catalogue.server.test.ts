import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { getCoverBySlug, listCovers } from './covers.server.ts'
import { listFaqCategories } from './faq.server.ts'
import { getPoolBySlug, listPools } from './pools.server.ts'

let server: StubServer
let client: CmsClient

beforeAll(async () => {
  server = await startStubServer()
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

const cover = {
  id: 4,
  sort: 1,
  color: 'crystal_clear',
  image: { id: 'c0ffee00-0000-4000-8000-000000000004', width: 800, height: 600, title: 'Kristal' },
  translations: [
    {
      id: 1,
      covers_id: 4,
      languages_code: 'nl-BE',
      slug: 'kristalhelder',
      title: 'Kristalhelder',
      summary: 'Doorzichtig.',
      body: '<p>Licht <script>x()</script>door.</p>',
    },
    {
      id: 2,
      covers_id: 4,
      languages_code: 'es-ES',
      slug: 'cristalino',
      title: 'Cristalino',
      summary: null,
      body: null,
    },
  ],
}

describe('covers', () => {
  it('lists covers in the editors order with their colour', async () => {
    server.setHandler(() => ({ body: { data: [cover, { ...cover, id: 5, translations: [] }] } }))
    expect(await listCovers(client, 'nl')).toEqual([
      {
        id: 4,
        slug: 'kristalhelder',
        title: 'Kristalhelder',
        summary: 'Doorzichtig.',
        color: 'crystal_clear',
        image: {
          id: 'c0ffee00-0000-4000-8000-000000000004',
          width: 800,
          height: 600,
        },
      },
    ])
    expect(directusQuery(server.requests[0]!)).toMatchObject({ sort: 'sort,id', limit: '-1' })
  })

  it('reads one cover by slug with sanitised body and alternates', async () => {
    server.setHandler(() => ({ body: { data: [cover] } }))
    const found = await getCoverBySlug(client, 'es', 'cristalino')
    expect(found).toMatchObject({
      title: 'Cristalino',
      body: '',
      alternates: { nl: 'kristalhelder', es: 'cristalino' },
    })
    const nl = await getCoverBySlug(client, 'nl', 'kristalhelder')
    expect(nl?.body).toBe('<p>Licht door.</p>')
  })
})

describe('pools', () => {
  const pool = {
    id: 2,
    sort: 1,
    construction: 'built_in',
    depth: '1.5',
    length: 8,
    width: 4,
    volume: 48,
    cover_integration: true,
    safety_rim: false,
    stairs: 'stair_classic',
    standing_ledge: null,
    image: null,
    translations: [
      {
        languages_code: 'de-DE',
        slug: 'einbau-8x4',
        title: 'Einbau 8 x 4',
        summary: 'Klassisch.',
        body: '<p>Text</p>',
      },
    ],
  }

  it('maps the specification fields', async () => {
    server.setHandler(() => ({ body: { data: [pool] } }))
    expect(await listPools(client, 'de')).toEqual([
      {
        id: 2,
        slug: 'einbau-8x4',
        title: 'Einbau 8 x 4',
        summary: 'Klassisch.',
        image: null,
        construction: 'built_in',
        depth: 1.5,
        length: 8,
        width: 4,
        volume: 48,
        coverIntegration: true,
        safetyRim: false,
        stairs: 'stair_classic',
        standingLedge: false,
      },
    ])
    expect(await listPools(client, 'nl')).toEqual([])
  })

  it('reads a pool by slug', async () => {
    server.setHandler(() => ({ body: { data: [pool] } }))
    expect(await getPoolBySlug(client, 'de', 'einbau-8x4')).toMatchObject({
      body: '<p>Text</p>',
      alternates: { de: 'einbau-8x4' },
    })
    expect(directusQuery(server.requests[0]!).filter).toEqual({
      status: { _eq: 'published' },
      translations: { slug: { _eq: 'einbau-8x4' }, languages_code: { _eq: 'de-DE' } },
    })
  })
})

describe('listFaqCategories', () => {
  // Drafts are kept out by the deep filter asserted below (and by the reader role), the one place
  // that decides what is published: the answer here holds what Directus sends back with it.
  it('returns categories with their published, translated items and sanitised answers', async () => {
    server.setHandler(() => ({
      body: {
        data: [
          {
            id: 1,
            sort: 1,
            translations: [{ languages_code: 'en-US', slug: 'safety', title: 'Safety' }],
            items: [
              {
                id: 2,
                sort: 2,
                status: 'published',
                translations: [
                  {
                    languages_code: 'en-US',
                    question: 'Can I walk on it?',
                    answer: '<p>No.<img src=x></p>',
                  },
                ],
              },
              {
                id: 1,
                sort: 1,
                status: 'published',
                translations: [
                  { languages_code: 'en-US', question: 'Is it safe?', answer: '<p>Yes.</p>' },
                ],
              },
              {
                id: 3,
                sort: 3,
                status: 'published',
                translations: [{ languages_code: 'nl-BE', question: 'Alleen NL?', answer: '' }],
              },
            ],
          },
          {
            id: 2,
            sort: 2,
            translations: [{ languages_code: 'en-US', slug: 'empty', title: 'Empty' }],
            items: [],
          },
        ],
      },
    }))
    expect(await listFaqCategories(client, 'en')).toEqual([
      {
        id: 1,
        slug: 'safety',
        title: 'Safety',
        alternates: { en: 'safety' },
        items: [
          { id: 1, question: 'Is it safe?', answer: '<p>Yes.</p>' },
          { id: 2, question: 'Can I walk on it?', answer: '<p>No.</p>' },
        ],
      },
      { id: 2, slug: 'empty', title: 'Empty', alternates: { en: 'empty' }, items: [] },
    ])
    expect(directusQuery(server.requests[0]!).deep).toEqual({
      items: { _filter: { status: { _eq: 'published' } }, _limit: -1 },
    })
  })
})
