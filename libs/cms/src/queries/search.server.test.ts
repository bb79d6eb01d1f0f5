import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import searchFr from '../__fixtures__/search-fr.json'
import searchNl from '../__fixtures__/search-nl.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { plainText, readSearchDocuments } from './search.server.ts'

// What Directus 11 answered the search's reads of the seeded demo content (trimmed to a few
// records a collection), in French and in Dutch.
const recorded = { 'fr-FR': searchFr, 'nl-BE': searchNl } as const

let server: StubServer
let client: CmsClient

const languageOf = (filter: unknown) =>
  JSON.stringify(filter).match(/"(fr-FR|nl-BE)"/)?.[1] as keyof typeof recorded

beforeAll(async () => {
  server = await startStubServer()
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.setHandler((request) => {
    const collection = request.url.pathname.split('/').pop() as keyof typeof searchFr
    const answers = recorded[languageOf(directusQuery(request).filter)]
    return { body: answers[collection] }
  })
})

describe('readSearchDocuments', () => {
  it('reads only published items translated into the language, in that language only', async () => {
    await readSearchDocuments(client, 'fr')
    const byCollection = new Map(
      server.requests.map((request) => [request.url.pathname.split('/').pop(), request]),
    )
    for (const collection of ['pages', 'posts', 'covers', 'projects', 'pools']) {
      const query = directusQuery(byCollection.get(collection)!)
      expect(query.filter, collection).toEqual({
        status: { _eq: 'published' },
        translations: { languages_code: { _eq: 'fr-FR' } },
      })
      expect(query.deep, collection).toMatchObject({
        translations: { _filter: { languages_code: { _eq: 'fr-FR' } } },
      })
      expect(query.limit, collection).toBe('-1')
    }
    // FAQ entries are read as the FAQ page reads them: published items of translated categories
    expect(directusQuery(byCollection.get('faq_categories')!).deep).toMatchObject({
      items: { _filter: { status: { _eq: 'published' } } },
    })
  })

  it('gives typed documents in plain text: no markup, entities decoded', async () => {
    const documents = await readSearchDocuments(client, 'fr')
    expect(documents.map((doc) => `${doc.collection}#${doc.id}`)).toEqual([
      'pages#1',
      'pages#2',
      'pages#4',
      'pages#13',
      'posts#1',
      'posts#4',
      'posts#9',
      'posts#10',
      'covers#1',
      'covers#5',
      'projects#1',
      'projects#4',
      'pools#3',
      'faq_items#1',
      'faq_items#2',
      'faq_items#3',
    ])
    const cover = documents.find((doc) => doc.collection === 'covers' && doc.id === 1)
    expect(cover).toMatchObject({ slug: 'blanc', title: 'Blanc' })
    expect(cover?.body).toContain('toute la journée. Bon à savoir Lames opaques')
    expect(documents.find((doc) => doc.collection === 'pages' && doc.id === 13)).toEqual({
      collection: 'pages',
      id: 13,
      slug: 'a-propos/portes-ouvertes',
      title: 'Portes ouvertes',
      summary: expect.stringContaining('un volet à lames est fabriqué sur mesure'),
      body: '',
    })
    for (const doc of documents) expect(`${doc.summary} ${doc.body}`).not.toMatch(/<|&\w+;/)
  })

  it('keeps every language apart: a Dutch read holds no French text', async () => {
    const documents = await readSearchDocuments(client, 'nl')
    expect(documents.length).toBeGreaterThan(0)
    for (const doc of documents) {
      expect(`${doc.title} ${doc.summary} ${doc.body}`).not.toMatch(/\bvolets?\b/i)
    }
  })
})

describe('plainText', () => {
  it('reads rich text as words', () => {
    expect(plainText('<p>Eau &amp; lames</p><ul><li>Un</li><li>Deux</li></ul>')).toBe(
      'Eau & lames Un Deux',
    )
    expect(plainText('<script>alert(1)</script>Texte')).toBe('Texte')
    expect(plainText(null)).toBe('')
  })
})
