// @vitest-environment node
import {
  directusQuery,
  globalSettingsResponse,
  pageAboutResponse,
  startStubServer,
  type StubServer,
} from '@lamella/cms/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BreadcrumbList } from '#app/shared/seo/structured-data.schema'
import { resetEnv } from '#app/env.server'

let server: StubServer
let down = false

const index = {
  data: [
    {
      // not 1 or 2: the global settings' home and terms pages
      id: 4,
      translations: [
        { languages_code: 'nl-BE', slug: 'over-ons', title: 'Over ons' },
        { languages_code: 'en-US', slug: 'about', title: 'About us' },
        { languages_code: 'fr-FR', slug: 'a-propos', title: 'À propos' },
      ],
    },
    ...pageAboutResponse.data,
  ],
}

beforeAll(async () => {
  server = await startStubServer((request) => {
    if (down) return { status: 503, body: { errors: [{ message: 'down' }] } }
    const path = request.url.pathname
    if (path === '/items/global_settings') return { body: globalSettingsResponse }
    if (path !== '/items/pages') return { body: { data: [] } }
    const query = directusQuery(request)
    // the page read asks for blocks; the index only for slugs
    if (!String(query.fields).includes('blocks')) return { body: index }
    return {
      body: JSON.stringify(query.filter).includes('ons-verhaal') ? pageAboutResponse : { data: [] },
    }
  })
  process.env.DIRECTUS_URL = server.url
  process.env.DIRECTUS_TOKEN = 'reader'
  process.env.CMS_CACHE_TTL_MS = '0'
  process.env.SITE_URL = 'https://www.lamella.example'
  resetEnv()
})
afterAll(() => server.close())

async function loadAt(path: string) {
  const { loadGenericPage } = await import('./pages.server')
  const [, lang, ...rest] = path.split('/')
  return loadGenericPage({
    request: new Request(`https://site${path}`),
    params: { lang, '*': rest.join('/') },
  })
}

/** What a loader threw: React Router's `data(...)` carries the status and our reason. */
async function failure(path: string) {
  try {
    await loadAt(path)
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data?: { reason?: string } }
    return { status: thrown.init?.status, reason: thrown.data?.reason }
  }
  throw new Error(`${path} loaded`)
}

describe('loadGenericPage', () => {
  it('loads a nested page with its head: languages, canonical and the breadcrumb trail', async () => {
    const { page, head } = await loadAt('/nl/over-ons/ons-verhaal')
    expect(page.title).toBe('Ons verhaal')
    expect(head.canonical).toBe('https://www.lamella.example/nl/over-ons/ons-verhaal')
    expect(head.paths).toEqual({ nl: '/nl/over-ons/ons-verhaal', en: '/en/about/our-story' })
    const crumbs = BreadcrumbList.parse(head.jsonLd?.at(-1)).itemListElement
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', 'https://www.lamella.example/nl'],
      ['Over ons', 'https://www.lamella.example/nl/over-ons'],
      ['Ons verhaal', 'https://www.lamella.example/nl/over-ons/ons-verhaal'],
    ])
  })

  it('leads a language the page is not in to the translated page above it, else to its home page', async () => {
    // The page is in Dutch and English; the about page above it also in French.
    const { head } = await loadAt('/nl/over-ons/ons-verhaal')
    expect(head.fallbacks).toEqual({
      fr: {
        path: '/fr/a-propos',
        note: '(non traduite)',
        description:
          'Cette page n’existe pas en français\u00a0: ce lien mène à «\u00a0À propos\u00a0».',
      },
      de: expect.objectContaining({ path: '/de', note: '(nicht übersetzt)' }),
      es: expect.objectContaining({ path: '/es', note: '(no traducida)' }),
    })
    // Search engines hear only of the real translations.
    expect(head.alternates?.map((alternate) => alternate.hrefLang)).toEqual([
      'nl-BE',
      'en-US',
      'x-default',
    ])
  })

  it('shares its hero’s picture described by its own title, never the file’s title', async () => {
    const { head } = await loadAt('/nl/over-ons/ons-verhaal')
    // the recorded file is titled “Zwembad met lamellen”: a file has one title, in one language
    expect(head.openGraph?.image).toMatchObject({
      url: 'https://www.lamella.example/media/5b0e7c1e-3f9a-4b8e-9a43-0c8d6f1e2a11?w=1280&f=jpg',
      alt: 'Ons verhaal',
    })
  })

  it('answers 404 for a slug no published page has, and for a path under a section', async () => {
    expect(await failure('/nl/bestaat-niet')).toEqual({ status: 404, reason: 'page' })
    expect(await failure('/nl/blog/a/b')).toEqual({ status: 404, reason: 'route' })
  })

  it('costs no page read of its own for a slug the site index does not have', async () => {
    await loadAt('/nl/over-ons/ons-verhaal')
    const before = server.requests.length
    expect(await failure('/nl/made-up-1')).toEqual({ status: 404, reason: 'page' })
    expect(await failure('/nl/made-up-2/deeper')).toEqual({ status: 404, reason: 'page' })
    const pageReads = server.requests
      .slice(before)
      .filter((request) => String(directusQuery(request).fields).includes('blocks'))
    expect(pageReads).toEqual([])
  })

  it('answers 503 when the CMS is down and nothing is cached', async () => {
    down = true
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await failure('/nl/over-ons/ons-verhaal')).toEqual({
        status: 503,
        reason: 'unavailable',
      })
    } finally {
      down = false
      errors.mockRestore()
    }
  })
})
