// @vitest-environment node
import {
  globalSettingsResponse,
  pageAboutResponse,
  pageNotFoundResponse,
  postsListResponse,
  startStubServer,
  type StubServer,
} from '@lamella/cms/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetEnv } from '#app/env.server'

let server: StubServer
let down = false

/** Recorded Directus answers for the shell's reads; the index lists pages 3 (about) and 4 (offer). */
const answers: Record<string, unknown> = {
  '/items/global_settings': globalSettingsResponse,
  '/items/page_not_found': pageNotFoundResponse,
  '/items/pages': {
    data: [
      ...pageAboutResponse.data,
      {
        id: 4,
        translations: [
          { languages_code: 'nl-BE', slug: 'zonnelamellen', title: 'Zonnelamellen' },
          { languages_code: 'en-US', slug: 'solar-slats', title: 'Solar slats' },
        ],
      },
    ],
  },
  '/items/posts': postsListResponse,
  '/items/covers': { data: [] },
  '/items/projects': { data: [] },
  '/items/pools': { data: [] },
}

beforeAll(async () => {
  server = await startStubServer((request) =>
    down
      ? { status: 503, body: { errors: [{ message: 'down' }] } }
      : { body: answers[request.url.pathname] ?? { data: [] } },
  )
  process.env.DIRECTUS_URL = server.url
  process.env.DIRECTUS_TOKEN = 'reader'
  process.env.CMS_CACHE_TTL_MS = '0'
  process.env.SITE_URL = 'https://www.lamella.example'
  resetEnv()
})
afterAll(() => server.close())

const load = async (url: string, lang?: string) => {
  const { loadShell } = await import('./shell.server')
  return loadShell({ request: new Request(url), params: lang ? { lang } : {} })
}

describe('loadShell', () => {
  it('gives the chrome with every link as a path of the language', async () => {
    const shell = await load('https://site/nl/blog', 'nl')
    expect(shell.locale).toBe('nl')
    expect(shell.shell?.topNavLeft).toEqual([
      { label: 'Blog', href: '/nl/blog', external: false },
      { label: 'Verdelers', href: '/nl/dealers', external: false },
    ])
    // a page by relation: its Dutch slug
    expect(shell.shell?.footerGroups[0]?.links).toContainEqual({
      label: 'Over ons',
      href: '/nl/over-ons',
      external: false,
    })
    expect(shell.shell?.banner).toMatchObject({
      text: 'Nieuw: zonnelamellen',
      href: '/nl/zonnelamellen',
    })
    expect(shell.shell?.banner?.id).toMatch(/^[\w-]{10}$/)
    expect(shell.pageSlugs).toEqual(['over-ons/ons-verhaal', 'zonnelamellen'])
    expect(shell.homePath).toBe('/nl')
    expect(shell.termsPath).toBe('/nl/terms-and-conditions')
    expect(JSON.parse(shell.messages).nav.menu).toBe('Menu')
    expect(shell.errorTitle).toBe('404 - Lamella')
  })

  it('speaks the detected language on / and keeps no banner without text in it', async () => {
    const { locale, shell } = await (async () => {
      const { loadShell } = await import('./shell.server')
      return loadShell({
        request: new Request('https://site/', { headers: { 'accept-language': 'en' } }),
        params: {},
      })
    })()
    expect(locale).toBe('en')
    expect(shell?.banner).toBeUndefined()
    expect(shell?.footerGroups[0]?.links).toContainEqual({
      label: 'About us',
      href: '/en/about',
      external: false,
    })
  })

  it('turns the tag manager and error reporting on only when configured', async () => {
    expect((await load('https://site/en', 'en')).config).toEqual({
      siteOrigin: 'https://www.lamella.example',
      tagManager: null,
      map: null,
      errorReporting: null,
    })
    process.env.GTM_ID = 'GTM-TEST'
    process.env.SENTRY_DSN = 'https://key@errors.example/1'
    process.env.SENTRY_ENVIRONMENT = 'staging'
    resetEnv()
    try {
      const { config } = await load('https://site/en', 'en')
      expect(config.tagManager).toEqual({
        id: 'GTM-TEST',
        origin: 'https://www.googletagmanager.com',
      })
      expect(config.errorReporting).toBeNull()
      process.env.SENTRY_ENVIRONMENT = 'production'
      resetEnv()
      expect((await load('https://site/en', 'en')).config.errorReporting).toEqual({
        dsn: 'https://key@errors.example/1',
        environment: 'production',
        tracesSampleRate: 0.2,
      })
    } finally {
      delete process.env.GTM_ID
      delete process.env.SENTRY_DSN
      delete process.env.SENTRY_ENVIRONMENT
      resetEnv()
    }
  })

  it('still renders when the CMS is down: the catalogue speaks, without chrome', async () => {
    down = true
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const shell = await load('https://site/fr/blog', 'fr')
      expect(shell.shell).toBeNull()
      expect(shell.notFound).toBeNull()
      expect(shell.pageSlugs).toEqual([])
      expect(JSON.parse(shell.messages).nav.menu).toBe('Menu')
      expect(errors).toHaveBeenCalled()
    } finally {
      down = false
      errors.mockRestore()
    }
  })
})
