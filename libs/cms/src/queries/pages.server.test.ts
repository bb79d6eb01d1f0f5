import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pageAbout from '../__fixtures__/page-about.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { getPageById, getPageBySlug } from './pages.server.ts'

let server: StubServer
let client: CmsClient

/** What libs/blocks would ask for; any list reaches the query as it is. */
const blockFields = [
  'blocks.id',
  'blocks.collection',
  'blocks.sort',
  'blocks.item:block_hero.translations.*',
  'blocks.item:block_hero.image.id',
]
const query = { blockFields }

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
    await getPageBySlug(client, 'en', '/about/our-story/', query)
    const request = server.requests[0]!
    expect(request.url.pathname).toBe('/items/pages')
    const sent = directusQuery(request)
    expect(sent.filter).toEqual({
      status: { _eq: 'published' },
      translations: { slug: { _eq: 'about/our-story' }, languages_code: { _eq: 'en-US' } },
    })
    expect(sent.limit).toBe('1')
    expect(sent.deep).toBeUndefined()
    expect(sent.fields).toEqual(
      expect.arrayContaining([
        'translations.*',
        'seo.no_index',
        'seo.translations.*',
        ...blockFields,
      ]),
    )
  })

  it('returns the flattened page with its blocks sorted and translated, as they came', async () => {
    const page = await getPageBySlug(client, 'nl', 'over-ons/ons-verhaal', query)
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
        // Raw: libs/blocks sanitises the HTML and refuses the unsafe URL with the block's schema.
        {
          collection: 'block_rich_text',
          id: 1,
          title: 'Sinds 1998',
          body:
            '<h2>Sinds 1998</h2><p onclick="steal()">Wij maken <b>lamellen</b>.</p><script>alert(1)</script>' +
            '<p><a href="javascript:alert(1)">klik</a> <a href="https://example.com/meer" target="_blank">meer</a></p>',
        },
        {
          collection: 'block_cta',
          id: 1,
          title: 'Offerte?',
          text: 'Vraag ze gratis aan.',
          button_label: 'Offerte aanvragen',
          button_url: 'data:text/html,<script>alert(1)</script>',
        },
      ],
    })
  })

  it('leaves out blocks without a translation and keeps the robots flags of untranslated SEO', async () => {
    const page = await getPageBySlug(client, 'en', 'about/our-story', query)
    expect(page?.title).toBe('Our story')
    expect(page?.blocks.map((block) => block.collection)).toEqual(['block_hero', 'block_rich_text'])
    expect(page?.seo).toEqual({ noIndex: true, noFollow: false })
  })

  it('returns null when no page matches or the page lacks the locale', async () => {
    server.setHandler(() => ({ body: { data: [] } }))
    expect(await getPageBySlug(client, 'nl', 'missing', query)).toBeNull()
    server.setHandler(() => ({ body: pageAbout }))
    expect(await getPageBySlug(client, 'de', 'uber-uns', query)).toBeNull()
  })

  it('does not ask the CMS for an empty slug', async () => {
    expect(await getPageBySlug(client, 'nl', '/', query)).toBeNull()
    expect(server.requests).toHaveLength(0)
  })
})

describe('getPageById', () => {
  it('filters published pages on the id', async () => {
    const page = await getPageById(client, 'nl', 3, query)
    expect(page?.id).toBe(3)
    expect(directusQuery(server.requests[0]!).filter).toEqual({
      status: { _eq: 'published' },
      id: { _eq: 3 },
    })
  })
})
