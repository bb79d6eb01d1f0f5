import {
  createCmsClient,
  readSearchDocuments,
  type CmsClient,
  type SearchDocument,
} from '@lamella/cms'
import {
  directusQuery,
  searchFrResponses,
  searchNlResponses,
  startStubServer,
  type StubServer,
} from '@lamella/cms/testing'
import type { Locale } from '@lamella/i18n'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  buildLanguageIndex,
  createSearchIndexes,
  foldWord,
  type LanguageIndex,
} from './search-index.server'

// The documents of the seeded demo content as Directus 11 answered them (libs/cms fixtures),
// read through the same query the site uses.
const recorded = { 'fr-FR': searchFrResponses, 'nl-BE': searchNlResponses } as const
let server: StubServer
let client: CmsClient
const documents = {} as Record<'fr' | 'nl', SearchDocument[]>
let fr: LanguageIndex
let nl: LanguageIndex

beforeAll(async () => {
  server = await startStubServer((request) => {
    const collection = request.url.pathname.split('/').pop() as keyof typeof searchFrResponses
    const tag = JSON.stringify(directusQuery(request).filter).match(/fr-FR|nl-BE/)![0]
    return { body: recorded[tag as keyof typeof recorded][collection] }
  })
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
  documents.fr = await readSearchDocuments(client, 'fr')
  documents.nl = await readSearchDocuments(client, 'nl')
  fr = buildLanguageIndex(documents.fr)
  nl = buildLanguageIndex(documents.nl)
})
afterAll(() => server.close())

const titles = (index: LanguageIndex, query: string) =>
  index.search(query, 50).hits.map((hit) => hit.document.title)
const snippetText = (index: LanguageIndex, query: string) =>
  index
    .search(query, 1)
    .hits[0]!.snippet.map((part) => part.text)
    .join('')

describe('a language index', () => {
  it('finds what was typed with a letter or two wrong: "volte" finds "volet"', () => {
    const exact = titles(fr, 'volet')
    expect(exact).toContain('Un volet banc pour une fermette à Lasne')
    expect(titles(fr, 'volte')).toEqual(expect.arrayContaining(exact.slice(0, 3)))
    expect(titles(fr, 'volte').length).toBeGreaterThan(3)
    expect(titles(fr, 'pisicne').length).toBeGreaterThan(0)
  })

  it('ranks a title match first and finds words as they are being typed', () => {
    expect(titles(fr, 'volet')[0]).toMatch(/volet/i)
    expect(titles(fr, 'hivern')).toContain('Hiverner une piscine équipée d’un volet à lames')
    expect(titles(fr, 'gris')).toContain('Gris volcan')
  })

  it('reads accents and case alike', () => {
    expect(foldWord('Été')).toBe('ete')
    expect(titles(fr, 'CREME')).toEqual(titles(fr, 'crème'))
    expect(titles(fr, 'crème').length).toBeGreaterThan(0)
  })

  it('wants every word found', () => {
    expect(titles(fr, 'volet banc')).toContain('Un volet banc pour une fermette à Lasne')
    expect(titles(fr, 'volet banc').length).toBeLessThan(titles(fr, 'volet').length)
  })

  it('keeps each language to itself', () => {
    expect(titles(nl, 'volet')).toEqual([])
    expect(titles(fr, 'afdekking')).toEqual([])
    expect(titles(nl, 'afdekking').length).toBeGreaterThan(0)
    for (const hit of fr.search('volet', 50).hits) {
      expect(documents.fr).toContain(hit.document)
    }
  })

  it('answers a passage around the match, the matched words marked', () => {
    const [hit] = fr.search('fabriqué', 1).hits
    expect(hit!.snippet.filter((part) => part.match).map((part) => part.text)).toContain('fabriqué')
    expect(snippetText(fr, 'fabriqué').length).toBeLessThanOrEqual(200)
    expect(fr.search('xylophone', 10)).toEqual({ hits: [], total: 0 })
  })

  it('limits the hits but counts them all', () => {
    const { hits, total } = fr.search('piscine', 2)
    expect(hits).toHaveLength(2)
    expect(total).toBeGreaterThan(2)
  })
})

describe('the indexes of every language', () => {
  const documentsOf = (locale: Locale) => documents[locale as 'fr' | 'nl']

  it('builds each language once, however many searches wait for it', async () => {
    const read = vi.fn(async (locale: Locale) => documentsOf(locale))
    const indexes = createSearchIndexes({ read, maxAgeMs: 60_000 })
    const answers = await Promise.all([
      indexes.search('fr', 'volet', 5),
      indexes.search('fr', 'volte', 5),
      indexes.search('nl', 'volet', 5),
    ])
    expect(read.mock.calls.map(([locale]) => locale).sort()).toEqual(['fr', 'nl'])
    expect(answers[0].total).toBeGreaterThan(0)
    expect(answers[2].total).toBe(0)
    await indexes.search('fr', 'piscine', 5)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads the content again after a purge, once for concurrent searches', async () => {
    // the project at Lasne is published after the first search
    let published = documents.fr.filter((doc) => !doc.title.includes('Lasne'))
    const read = vi.fn(async () => published)
    const indexes = createSearchIndexes({ read, maxAgeMs: 60_000 })
    expect((await indexes.search('fr', 'lasne', 5)).total).toBe(0)
    published = documents.fr
    indexes.invalidate()
    const [first, second] = await Promise.all([
      indexes.search('fr', 'lasne', 5),
      indexes.search('fr', 'lasne', 5),
    ])
    expect(first.total).toBe(1)
    expect(second.total).toBe(1)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('answers with the old index when the rebuild after a purge fails', async () => {
    const read = vi.fn(async () => documents.fr)
    const indexes = createSearchIndexes({ read, maxAgeMs: 60_000 })
    await indexes.search('fr', 'volet', 5)
    read.mockRejectedValueOnce(new Error('CMS down'))
    vi.spyOn(console, 'error').mockImplementationOnce(() => {})
    indexes.invalidate()
    expect((await indexes.search('fr', 'volet', 5)).total).toBeGreaterThan(0)
  })

  it('answers at once with an old index and rebuilds it in the background', async () => {
    let now = 0
    const read = vi.fn(async () => documents.fr)
    const indexes = createSearchIndexes({ read, maxAgeMs: 1_000, now: () => now })
    await indexes.search('fr', 'volet', 5)
    now = 5_000
    await indexes.search('fr', 'volet', 5)
    expect(read).toHaveBeenCalledTimes(2)
    await indexes.search('fr', 'volet', 5)
    expect(read).toHaveBeenCalledTimes(2)
  })
})
