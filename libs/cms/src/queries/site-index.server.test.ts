import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import globalSettings from '../__fixtures__/global-settings.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubResponse, StubServer } from '../testing/stub-server.ts'
import { readSiteIndex } from './site-index.server.ts'

let server: StubServer
let client: CmsClient

/** A translation row; the title is the slug, upper-cased. */
const t = (languages_code: string, slug: string) => ({
  languages_code,
  slug,
  title: slug.toUpperCase(),
})

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
        { id: 4, seo: { no_index: false }, translations: [t('en-US', 'english-only')] },
        // kept out of search engines by its SEO settings: still indexed for links, marked
        {
          id: 5,
          seo: { no_index: true },
          translations: [t('nl-BE', 'actie'), t('en-US', 'offer')],
        },
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
  '/items/projects': {
    body: {
      data: [
        { id: 21, translations: [t('en-US', 'villa')] },
        { id: 22, translations: [] },
      ],
    },
  },
  '/items/pools': { body: { data: [] } },
}

beforeAll(async () => {
  server = await startStubServer((request) => collections[request.url.pathname] ?? { status: 404 })
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

describe('readSiteIndex', () => {
  it('lists every published page, post, cover, project and pool with its slug per language', async () => {
    const index = await readSiteIndex(client)
    expect(index).toEqual({
      homePageId: globalSettings.data.home_page,
      termsPageId: globalSettings.data.terms_page,
      privacyPageId: null,
      pages: [
        { id: 1, slugs: { nl: 'home', en: 'home' }, titles: { nl: 'HOME', en: 'HOME' } },
        {
          id: 2,
          slugs: { nl: 'algemene-voorwaarden', fr: 'conditions' },
          titles: { nl: 'ALGEMENE-VOORWAARDEN', fr: 'CONDITIONS' },
        },
        {
          id: 3,
          slugs: { nl: 'over-ons/ons-verhaal', en: 'about/our-story' },
          titles: { nl: 'OVER-ONS/ONS-VERHAAL', en: 'ABOUT/OUR-STORY' },
        },
        { id: 4, slugs: { en: 'english-only' }, titles: { en: 'ENGLISH-ONLY' } },
        {
          id: 5,
          slugs: { nl: 'actie', en: 'offer' },
          titles: { nl: 'ACTIE', en: 'OFFER' },
          noIndex: true,
        },
      ],
      posts: [
        {
          id: 7,
          slugs: { nl: 'winterklaar', en: 'winterize' },
          titles: { nl: 'WINTERKLAAR', en: 'WINTERIZE' },
          lastModified: '2026-10-02',
        },
      ],
      covers: [{ id: 1, slugs: { nl: 'wit', de: 'weiss' }, titles: { nl: 'WIT', de: 'WEISS' } }],
      // an item without any translation has no page in any language
      projects: [{ id: 21, slugs: { en: 'villa' }, titles: { en: 'VILLA' } }],
      pools: [],
    })
  })

  it('reads only published records and only the fields it needs', async () => {
    await readSiteIndex(client)
    const posts = server.requests.find((r) => r.url.pathname === '/items/posts')!
    expect(directusQuery(posts)).toMatchObject({
      filter: { status: { _eq: 'published' } },
      limit: '-1',
      fields: [
        'id',
        'date_published',
        'translations.languages_code',
        'translations.slug',
        'translations.title',
      ],
    })
    const pages = server.requests.find((r) => r.url.pathname === '/items/pages')!
    expect(directusQuery(pages)).toMatchObject({
      fields: [
        'id',
        'seo.no_index',
        'translations.languages_code',
        'translations.slug',
        'translations.title',
      ],
    })
  })
})
