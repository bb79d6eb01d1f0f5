import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import globalSettings from '../__fixtures__/global-settings.json'
import pageNotFound from '../__fixtures__/page-not-found.json'
import { createCmsCache } from '../cache.server.ts'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { CmsError } from '../errors.ts'
import { directusError, directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { GLOBAL_SETTINGS_FIELDS, getGlobalSettings } from './global-settings.server.ts'
import { getPageNotFound } from './page-not-found.server.ts'

let server: StubServer
let client: CmsClient
let clock: { now: () => number }
let now: number

beforeAll(async () => {
  server = await startStubServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  now = 1_000
  clock = { now: () => now }
  client = createCmsClient({
    url: server.url,
    token: 't',
    cache: createCmsCache({ ttlMs: 60_000, perf: clock }),
  })
  server.setHandler((request) => {
    if (request.url.pathname === '/items/global_settings') return { body: globalSettings }
    if (request.url.pathname === '/items/page_not_found') return { body: pageNotFound }
    return directusError(403, 'FORBIDDEN', "You don't have permission to access this.")
  })
})

const settingsRequests = () =>
  server.requests.filter((r) => r.url.pathname === '/items/global_settings')

describe('getGlobalSettings', () => {
  it('reads the singleton with * and every nested relation with translations', async () => {
    await getGlobalSettings(client, 'nl')
    const fields = directusQuery(server.requests[0]!).fields
    expect(fields).toEqual(GLOBAL_SETTINGS_FIELDS)
    expect(fields).toEqual(
      expect.arrayContaining([
        '*',
        'translations.*',
        'seo.translations.*',
        'top_nav_left.nav_links_id.translations.*',
        'top_nav_right.nav_links_id.url',
        'main_nav_left.item:nav_links.translations.*',
        'main_nav_left.item:main_nav_groups.translations.*',
        'main_nav_right.item:main_nav_groups.items.translations.*',
        'footer_links.translations.*',
        'footer_links.links.translations.*',
        'mobile_nav.item:nav_links.translations.*',
        'mobile_nav.item:mobile_nav_groups.translations.*',
        'mobile_nav.item:mobile_nav_groups.items.nav_links_id.translations.*',
      ]),
    )
  })

  it('flattens everything for the locale, in the editors order, without unsafe links', async () => {
    const settings = await getGlobalSettings(client, 'nl')
    expect(settings).toEqual({
      brand: 'Lamella',
      tagline: 'Op elk moment een veilig zwembad',
      copyright: '© Lamella',
      seo: {
        title: 'Lamella lamellenafdekkingen',
        description: 'Lamellenafdekkingen voor elk zwembad.',
        noIndex: false,
        noFollow: true,
      },
      phone: '+32 50 44 18 20',
      email: 'info@lamella.example.com',
      banner: {
        text: 'Nieuw: zonnelamellen',
        target: {
          page: { id: 4, slug: 'zonnelamellen', slugs: { nl: 'zonnelamellen', en: 'solar-slats' } },
        },
      },
      homePageId: 1,
      termsPageId: 2,
      // a database from before the privacy notice: the field is missing
      privacyPageId: null,
      topNavLeft: [
        { label: 'Blog', target: { url: '/blog' }, external: false },
        { label: 'Verdelers', target: { url: '/dealers' }, external: false },
      ],
      // The javascript: link is dropped.
      topNavRight: [
        {
          label: 'Instagram',
          target: { url: 'https://www.instagram.com/lamella' },
          external: true,
        },
      ],
      mainNavLeft: [
        {
          kind: 'group',
          label: 'Ontdek',
          items: [
            { label: 'Zwembaden', target: { url: '/pools' }, external: false },
            {
              label: 'Afdekkingen',
              description: 'Tien kleuren lamellen',
              target: { url: '/covers' },
              external: false,
            },
          ],
        },
        { kind: 'link', label: 'Realisaties', target: { url: '/projects' }, external: false },
      ],
      mainNavRight: [
        {
          kind: 'link',
          label: 'Configureer je zwembad',
          target: { url: '/configurator' },
          external: false,
        },
      ],
      footerGroups: [
        // The data: link is dropped.
        {
          title: 'Informatie',
          links: [
            {
              label: 'Algemene voorwaarden',
              target: { url: '/terms-and-conditions' },
              external: false,
            },
            // a page by relation: its slug here and in every language
            {
              label: 'Over ons',
              target: { page: { id: 3, slug: 'over-ons', slugs: { nl: 'over-ons', en: 'about' } } },
              external: false,
            },
          ],
        },
        {
          title: 'Volg ons',
          links: [
            {
              label: 'Facebook',
              target: { url: 'https://www.facebook.com/lamella' },
              external: true,
            },
          ],
        },
      ],
      mobileNav: [
        {
          kind: 'link',
          label: 'Configureer je zwembad',
          target: { url: '/configurator' },
          external: false,
        },
        {
          kind: 'group',
          label: 'Producten',
          items: [
            { label: 'Afdekkingen', target: { url: '/covers' }, external: false },
            { label: 'Realisaties', target: { url: '/projects' }, external: false },
          ],
        },
      ],
      // recorded before the promise settings existed: their defaults
      promise: { acceptWorkingDays: 1, officeWorkingDays: 2 },
    })
  })

  it('leaves out whatever has no translation in the locale', async () => {
    const en = await getGlobalSettings(client, 'en')
    expect(en.mainNavLeft[0]).toEqual({
      kind: 'group',
      label: 'Discover',
      items: [
        {
          label: 'Covers',
          description: 'Slats in ten colours',
          target: { url: '/covers' },
          external: false,
        },
      ],
    })
    expect(en.footerGroups.map((group) => group.title)).toEqual(['Information'])
    // the banner has no text in English: no banner
    expect(en.banner).toBeUndefined()

    const fr = await getGlobalSettings(client, 'fr')
    expect(fr.brand).toBe('Lamella')
    expect(fr.tagline).toBeUndefined()
    expect(fr.seo).toEqual({ noIndex: false, noFollow: true })
    expect(fr.topNavLeft).toEqual([
      { label: 'Revendeurs', target: { url: '/dealers' }, external: false },
    ])
    expect(fr.mainNavLeft).toEqual([])
    expect(fr.footerGroups).toEqual([])
    expect(fr.banner).toBeUndefined()
  })

  it('keeps the banner’s schedule, and an inactive banner waiting for its moment apart', async () => {
    const data = globalSettings.data as Record<string, unknown>
    const scheduled = (fields: Record<string, unknown>) => {
      server.setHandler(() => ({ body: { data: { ...data, ...fields } } }))
      client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
      return getGlobalSettings(client, 'nl')
    }
    const ending = await scheduled({ banner_unpublish_at: '2027-04-30T20:00:00.000Z' })
    expect(ending.banner?.schedule).toEqual({
      publishAt: null,
      unpublishAt: '2027-04-30T20:00:00.000Z',
    })
    expect(ending.upcomingBanner).toBeUndefined()

    const upcoming = await scheduled({
      banner_active: false,
      banner_publish_at: '2027-03-20T08:00:00.000Z',
    })
    expect(upcoming.banner).toBeUndefined()
    expect(upcoming.upcomingBanner).toMatchObject({
      text: 'Nieuw: zonnelamellen',
      schedule: { publishAt: '2027-03-20T08:00:00.000Z', unpublishAt: null },
    })

    // off and nothing scheduled: no banner at all
    const off = await scheduled({ banner_active: false })
    expect(off.banner).toBeUndefined()
    expect(off.upcomingBanner).toBeUndefined()
  })

  it('asks the CMS once for many calls in every locale (cache key global_settings)', async () => {
    await Promise.all(
      ['nl', 'en', 'fr', 'de', 'es', 'nl', 'en'].map((locale) =>
        getGlobalSettings(client, locale as 'nl'),
      ),
    )
    await getGlobalSettings(client, 'nl')
    expect(settingsRequests()).toHaveLength(1)
  })

  it('serves the cached settings when the CMS fails after the TTL', async () => {
    await getGlobalSettings(client, 'nl')
    server.setHandler(() => directusError(503, 'SERVICE_UNAVAILABLE', 'Down'))
    now += 60_001
    const stale = await getGlobalSettings(client, 'en')
    expect(stale.tagline).toBe('A safe pool at any time')
    // The background refresh ran (GET retried once) and failed.
    await expect.poll(() => settingsRequests().length).toBe(3)
    expect((await getGlobalSettings(client, 'nl')).brand).toBe('Lamella')
  })

  it('leaves out a broken link, reported once for all five languages, and keeps the rest', async () => {
    const broken = structuredClone(globalSettings)
    const [dealers] = broken.data.top_nav_left
    // A migration left a label that is no text.
    dealers!.nav_links_id.translations = dealers!.nav_links_id.translations.map((row) => ({
      ...row,
      label: 7,
    })) as never
    server.setHandler(() => ({ body: broken }))
    const reports: InvalidRecord[] = []
    const cms = createCmsClient({
      url: server.url,
      token: 't',
      cacheTtlMs: 60_000,
      reportInvalid: (invalid) => reports.push(invalid),
    })
    const nl = await getGlobalSettings(cms, 'nl')
    expect(nl.topNavLeft.map((link) => link.label)).toEqual(['Blog'])
    expect(nl.brand).toBe('Lamella')
    expect(reports).toEqual([
      {
        collection: 'global_settings_top_nav_left',
        id: 1,
        issues: ['nav_links_id.label: Invalid input: expected string, received number'],
      },
    ])
    await getGlobalSettings(cms, 'en')
    expect(reports).toHaveLength(1)
  })

  it('keeps the last good settings when the singleton stops matching (stale-if-error)', async () => {
    await getGlobalSettings(client, 'nl')
    server.setHandler(() => ({ body: { data: { ...globalSettings.data, brand: 42 } } }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    client.cache.invalidate(['global_settings'])
    expect((await getGlobalSettings(client, 'nl')).brand).toBe('Lamella')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('global_settings#1: brand'))
    warn.mockRestore()
    error.mockRestore()
  })

  it('rejects with CmsError when the CMS fails and nothing is cached', async () => {
    server.setHandler(() =>
      directusError(403, 'FORBIDDEN', "You don't have permission to access this."),
    )
    await expect(getGlobalSettings(client, 'nl')).rejects.toBeInstanceOf(CmsError)
  })
})

describe('getPageNotFound', () => {
  it('returns the texts in the locale, cached under page_not_found', async () => {
    expect(await getPageNotFound(client, 'fr')).toEqual({
      title: 'Page introuvable',
      description: "Cette page n'existe pas (ou plus).",
      homeCta: "Retour à l'accueil",
    })
    await getPageNotFound(client, 'nl')
    const requests = server.requests.filter((r) => r.url.pathname === '/items/page_not_found')
    expect(requests).toHaveLength(1)
    expect(directusQuery(requests[0]!).fields).toEqual(['*', 'translations.*'])
  })

  it('returns null for a locale without translation', async () => {
    expect(await getPageNotFound(client, 'es')).toBeNull()
  })
})
