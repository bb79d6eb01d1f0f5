import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import postDetail from '../__fixtures__/post-detail.json'
import postsList from '../__fixtures__/posts-list.json'
import postsListMalformed from '../__fixtures__/posts-list-malformed.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { getPostBySlug, listPosts } from './posts.server.ts'

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
      ? { body: { data: [{ count: '3' }] } }
      : { body: postsList },
  )
})

describe('listPosts', () => {
  it('asks for one window of published, translated posts, newest first, and counts them', async () => {
    await listPosts(client, 'nl', { limit: 6, offset: 12 })
    const list = server.requests.find((r) => !r.url.searchParams.has('aggregate'))!
    const count = server.requests.find((r) => r.url.searchParams.has('aggregate'))!
    const filter = {
      status: { _eq: 'published' },
      translations: { languages_code: { _eq: 'nl-BE' } },
    }
    expect(directusQuery(list)).toMatchObject({
      filter,
      deep: { translations: { _filter: { languages_code: { _eq: 'nl-BE' } } } },
      sort: '-date_published,-id',
      limit: '6',
      offset: '12',
    })
    expect(directusQuery(list).fields).toEqual(
      expect.arrayContaining([
        'id',
        'date_published',
        'image.id',
        'translations.slug',
        'translations.summary',
      ]),
    )
    expect(directusQuery(count)).toMatchObject({ filter, aggregate: { count: '*' } })
  })

  it('returns summaries, skipping posts without the locale, and the total', async () => {
    expect(await listPosts(client, 'nl')).toEqual({
      total: 3,
      items: [
        {
          id: 7,
          slug: 'zwembad-winterklaar',
          title: 'Je zwembad winterklaar maken',
          summary: 'Vijf stappen.',
          image: {
            id: '2f6c1a44-8c1d-4f3e-b0d2-6f0a1e9b7c55',
            width: 1600,
            height: 900,
          },
          datePublished: '2026-10-02',
          author: 'An Peeters',
        },
        {
          id: 5,
          slug: 'energie-besparen',
          title: 'Energie besparen met een lamellenafdekking',
          summary: null,
          image: null,
          datePublished: '2026-08-01',
          author: 'Jan Janssens',
        },
      ],
    })
  })

  it('keeps the window within bounds', async () => {
    await listPosts(client, 'nl', { limit: 10_000, offset: -5 })
    const list = directusQuery(server.requests.find((r) => !r.url.searchParams.has('aggregate'))!)
    expect(list.limit).toBe('100')
    expect(list.offset).toBe('0')
  })
})

describe('getPostBySlug', () => {
  it('returns the post with sanitised body and alternates', async () => {
    server.setHandler(() => ({ body: postDetail }))
    const post = await getPostBySlug(client, 'nl', 'zwembad-winterklaar')
    expect(directusQuery(server.requests[0]!).filter).toEqual({
      status: { _eq: 'published' },
      translations: { slug: { _eq: 'zwembad-winterklaar' }, languages_code: { _eq: 'nl-BE' } },
    })
    expect(post).toMatchObject({
      id: 7,
      slug: 'zwembad-winterklaar',
      alternates: {
        nl: 'zwembad-winterklaar',
        en: 'winterize-your-pool',
        fr: 'hiverner-sa-piscine',
      },
      body: '<p>Stap 1: <a href="/covers">kies een afdekking</a>.</p><p><a>blob</a><a href="mailto:info@lamella.be">mail</a></p>',
    })
  })

  it('returns null when nothing matches', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    expect(await getPostBySlug(client, 'en', 'nope')).toBeNull()
  })
})

describe('records that do not match what the site reads', () => {
  function reporting() {
    const reports: InvalidRecord[] = []
    const cms = createCmsClient({
      url: server.url,
      token: 't',
      cacheTtlMs: 60_000,
      reportInvalid: (invalid) => reports.push(invalid),
    })
    return { cms, reports }
  }

  it('leaves them out of a list and reports each once, with collection, id and issues', async () => {
    server.setHandler((request) =>
      request.url.searchParams.has('aggregate')
        ? { body: { data: [{ count: '5' }] } }
        : { body: postsListMalformed },
    )
    const { cms, reports } = reporting()
    const { items } = await listPosts(cms, 'nl')
    expect(items.map((post) => post.id)).toEqual([8, 7, 5])
    // A broken picture leaves out the picture, not the post.
    expect(items[0]).toMatchObject({ slug: 'kapotte-foto', image: null })
    expect(reports).toEqual([
      {
        collection: 'posts',
        id: 9,
        issues: ['title: Invalid input: expected string, received number'],
      },
      {
        collection: 'posts',
        id: 'negen',
        issues: ['id: Invalid input: expected number, received NaN'],
      },
      {
        collection: 'directus_files',
        id: 17,
        issues: ['id: Invalid input: expected string, received number'],
      },
    ])
    // Parsed once per CMS read: a warm request reads the cache and reports nothing again.
    await listPosts(cms, 'nl')
    expect(reports).toHaveLength(3)
    expect(server.requests.filter((r) => !r.url.searchParams.has('aggregate'))).toHaveLength(1)
  })

  it('makes a detail read absent, as for a missing record', async () => {
    const [broken] = postsListMalformed.data
    server.setHandler(() => ({ body: { data: [broken] } }))
    const { cms, reports } = reporting()
    expect(await getPostBySlug(cms, 'nl', 'kapot')).toBeNull()
    expect(reports).toMatchObject([{ collection: 'posts', id: 9 }])
  })

  it('warns on the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.setHandler(() => ({ body: { data: [postsListMalformed.data[0]] } }))
    expect(await getPostBySlug(client, 'nl', 'kapot')).toBeNull()
    expect(warn).toHaveBeenCalledWith(
      'Dropped a CMS record posts#9: title: Invalid input: expected string, received number',
    )
    warn.mockRestore()
  })
})
