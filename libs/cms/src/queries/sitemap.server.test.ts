import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import globalSettings from '../__fixtures__/global-settings.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubResponse, StubServer } from '../testing/stub-server.ts'
import { listPageSlugs, listSitemapEntries } from './sitemap.server.ts'

let server: StubServer
let client: CmsClient

const t = (languages_code: string, slug: string) => ({ languages_code, slug })

const collections: Record<string, StubResponse> = {
  '/items/global_settings': { body: globalSettings },
  '/items/pages': {
    body: {
      data: [
        { id: 1, translations: [t('nl-BE', 'home'), t('en-US', 'home')] },
        { id: 2, translations: [t('nl-BE', 'algemene-voorwaarden'), t('fr-FR', 'conditions')] },
        {
          id: 3,
          translations: [t('nl-BE', 'over-ons/ons-verhaal'), t('en-US', 'about/our-story')],
        },
        { id: 4, translations: [t('en-US', 'english-only')] },
      ],
    },
  },
  '/items/posts': {
    body: {
      data: [
        {
          id: 7,
          date_published: '2026-10-02',
          translations: [t('nl-BE', 'winterklaar'), t('en-US', 'winterize')],
        },
      ],
    },
  },
  '/items/covers': {
    body: { data: [{ id: 1, translations: [t('nl-BE', 'wit'), t('de-DE', 'weiss')] }] },
  },
  '/items/projects': { body: { data: [{ id: 21, translations: [t('en-US', 'villa')] }] } },
}

beforeAll(async () => {
  server = await startStubServer((request) => collections[request.url.pathname] ?? { status: 404 })
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

describe('listSitemapEntries', () => {
  it('lists home, terms, indexes and every translated page, post, cover and project', async () => {
    const entries = await listSitemapEntries(client, 'nl')
    expect(entries).toEqual([
      { path: '', alternates: { nl: '', en: '' } },
      {
        path: '/terms-and-conditions',
        alternates: { nl: '/terms-and-conditions', fr: '/terms-and-conditions' },
      },
      {
        path: '/over-ons/ons-verhaal',
        alternates: { nl: '/over-ons/ons-verhaal', en: '/about/our-story' },
      },
      {
        path: '/blog',
        alternates: { nl: '/blog', en: '/blog', fr: '/blog', de: '/blog', es: '/blog' },
      },
      {
        path: '/covers',
        alternates: { nl: '/covers', en: '/covers', fr: '/covers', de: '/covers', es: '/covers' },
      },
      {
        path: '/projects',
        alternates: {
          nl: '/projects',
          en: '/projects',
          fr: '/projects',
          de: '/projects',
          es: '/projects',
        },
      },
      {
        path: '/blog/winterklaar',
        alternates: { nl: '/blog/winterklaar', en: '/blog/winterize' },
        lastModified: '2026-10-02',
      },
      { path: '/covers/wit', alternates: { nl: '/covers/wit', de: '/covers/weiss' } },
    ])
  })

  it('reads only published records and only the fields it needs', async () => {
    await listSitemapEntries(client, 'en')
    const posts = server.requests.find((r) => r.url.pathname === '/items/posts')!
    expect(directusQuery(posts)).toMatchObject({
      filter: { status: { _eq: 'published' } },
      limit: '-1',
      fields: ['id', 'date_published', 'translations.languages_code', 'translations.slug'],
    })
  })

  it('uses the paths of the requested locale', async () => {
    const paths = (await listSitemapEntries(client, 'en')).map((entry) => entry.path)
    expect(paths).toEqual([
      '',
      '/about/our-story',
      '/english-only',
      '/blog',
      '/covers',
      '/projects',
      '/blog/winterize',
      '/projects/villa',
    ])
  })

  it('lists the page slugs of a locale from the same read as the sitemap', async () => {
    expect(await listPageSlugs(client, 'nl')).toEqual([
      'home',
      'algemene-voorwaarden',
      'over-ons/ons-verhaal',
    ])
    expect(await listPageSlugs(client, 'de')).toEqual([])
  })
})
