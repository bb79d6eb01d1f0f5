import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pageAbout from '../__fixtures__/page-about.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { getPageById, getPageBySlug } from './pages.server.ts'

let server: StubServer
let client: CmsClient

beforeAll(async () => {
  server = await startStubServer()
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.setHandler(() => ({ body: pageAbout }))
})

describe('getPageBySlug', () => {
  it('filters published pages on the slug of the locale and reads blocks of every type', async () => {
    await getPageBySlug(client, 'en', '/about/our-story/')
    const request = server.requests[0]!
    expect(request.url.pathname).toBe('/items/pages')
    const query = directusQuery(request)
    expect(query.filter).toEqual({
      status: { _eq: 'published' },
      translations: { slug: { _eq: 'about/our-story' }, languages_code: { _eq: 'en-US' } },
    })
    expect(query.limit).toBe('1')
    expect(query.deep).toBeUndefined()
    expect(query.fields).toEqual(
      expect.arrayContaining([
        'translations.*',
        'seo.no_index',
        'seo.translations.*',
        'blocks.collection',
        'blocks.sort',
        'blocks.item:block_hero.*',
        'blocks.item:block_hero.translations.*',
        'blocks.item:block_hero.image.id',
        'blocks.item:block_hero.image.width',
        'blocks.item:block_hero.image.height',
        'blocks.item:block_hero.image.title',
        'blocks.item:block_rich_text.translations.*',
        'blocks.item:block_cta.translations.*',
      ]),
    )
  })

  it('returns the flattened page with sorted, translated, sanitised blocks', async () => {
    const page = await getPageBySlug(client, 'nl', 'over-ons/ons-verhaal')
    expect(page).toEqual({
      id: 3,
      title: 'Ons verhaal',
      slug: 'over-ons/ons-verhaal',
      alternates: { nl: 'over-ons/ons-verhaal', en: 'about/our-story' },
      seo: {
        title: 'Ons verhaal | Lamella',
        description: 'Hoe Lamella begon.',
        noIndex: true,
        noFollow: false,
      },
      blocks: [
        {
          collection: 'block_hero',
          id: 1,
          headline: 'Veilig zwemmen',
          text: 'Op elk moment',
          cta_label: 'Configureer',
          cta_url: '/configurator',
          image: {
            id: '5b0e7c1e-3f9a-4b8e-9a43-0c8d6f1e2a11',
            width: 1920,
            height: 1080,
            title: 'Zwembad met lamellen',
          },
        },
        {
          collection: 'block_rich_text',
          id: 1,
          title: 'Sinds 1998',
          body:
            '<h2>Sinds 1998</h2><p>Wij maken <strong>lamellen</strong>.</p>' +
            '<p><a>klik</a> <a href="https://example.com/meer" rel="noopener noreferrer">meer</a></p>',
        },
        {
          collection: 'block_cta',
          id: 1,
          title: 'Offerte?',
          text: 'Vraag ze gratis aan.',
          button_label: 'Offerte aanvragen',
          // data: URL refused.
          button_url: null,
        },
      ],
    })
  })

  it('leaves out blocks without a translation and keeps the robots flags of untranslated SEO', async () => {
    const page = await getPageBySlug(client, 'en', 'about/our-story')
    expect(page?.title).toBe('Our story')
    expect(page?.blocks.map((block) => block.collection)).toEqual(['block_hero', 'block_rich_text'])
    expect(page?.seo).toEqual({ noIndex: true, noFollow: false })
  })

  it('returns null when no page matches or the page lacks the locale', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    expect(await getPageBySlug(client, 'nl', 'missing')).toBeNull()
    server.setHandler(() => ({ body: pageAbout }))
    expect(await getPageBySlug(client, 'de', 'uber-uns')).toBeNull()
  })

  it('does not ask the CMS for an empty slug', async () => {
    expect(await getPageBySlug(client, 'nl', '/')).toBeNull()
    expect(server.requests).toHaveLength(0)
  })
})

describe('getPageById', () => {
  it('filters published pages on the id', async () => {
    const page = await getPageById(client, 'nl', 3)
    expect(page?.id).toBe(3)
    expect(directusQuery(server.requests[0]!).filter).toEqual({
      status: { _eq: 'published' },
      id: { _eq: 3 },
    })
  })
})
