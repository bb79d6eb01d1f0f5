// @vitest-environment node
import type { SiteIndex } from '@lamella/cms'
import { describe, expect, it } from 'vitest'
import { createLinkResolver } from './link-resolver.server'

const index: SiteIndex = {
  homePageId: 1,
  termsPageId: 2,
  privacyPageId: null,
  pages: [
    { id: 1, slugs: { nl: 'home', en: 'home' }, titles: {} },
    { id: 2, slugs: { nl: 'algemene-voorwaarden', en: 'terms' }, titles: {} },
    { id: 3, slugs: { nl: 'over-ons', en: 'about', fr: 'a-propos' }, titles: {} },
    { id: 4, slugs: { en: 'english-only' }, titles: {} },
  ],
  posts: [{ id: 7, slugs: { nl: 'winterklaar', en: 'winterize' }, titles: {} }],
  covers: [],
  projects: [],
  pools: [],
}

describe('createLinkResolver', () => {
  const nl = createLinkResolver(index, 'nl')

  it.each([
    ['/dealers', '/nl/dealers'],
    ['/covers#colours', '/nl/covers#colours'],
    ['/blog?page=2', '/nl/blog?page=2'],
    ['/', '/nl'],
    ['/about', '/nl/over-ons'],
    ['/a-propos', '/nl/over-ons'],
    ['/en/about', '/nl/over-ons'],
    ['/over-ons#team', '/nl/over-ons#team'],
    ['/blog/winterize', '/nl/blog/winterklaar'],
    ['/home', '/nl'],
    ['/terms', '/nl/terms-and-conditions'],
    ['/terms-and-conditions', '/nl/terms-and-conditions'],
    ['/english-only', '/nl/english-only'],
    ['/unknown/deep/path', '/nl/unknown/deep/path'],
    ['/blog/a/b', '/nl/blog/a/b'],
    ['/fr/blog/a/b', '/nl/blog/a/b'],
    ['https://dealer.example/x', 'https://dealer.example/x'],
    ['mailto:info@lamella.example.com', 'mailto:info@lamella.example.com'],
    ['#faq', '#faq'],
  ])('%s -> %s', (href, path) => {
    expect(nl.href(href)).toBe(path)
  })

  it('leads a page relation to its slug in this language, and to nothing without one', () => {
    const target = { page: { id: 3, slug: 'over-ons', slugs: { nl: 'over-ons', en: 'about' } } }
    expect(nl.target(target)).toBe('/nl/over-ons')
    expect(createLinkResolver(index, 'en').target(target)).toBe('/en/about')
    expect(createLinkResolver(index, 'de').target({ page: { ...target.page, slug: '' } })).toBe(
      null,
    )
    expect(nl.target({ url: '/projects' })).toBe('/nl/projects')
  })

  it('sends the home, terms and privacy pages to their own routes', () => {
    const home = { page: { id: 1, slug: 'home', slugs: { nl: 'home' } } }
    const terms = { page: { id: 2, slug: 'algemene-voorwaarden', slugs: {} } }
    const privacy = { page: { id: 3, slug: 'privacyverklaring', slugs: {} } }
    expect(nl.target(home)).toBe('/nl')
    expect(nl.target(terms)).toBe('/nl/terms-and-conditions')
    expect(createLinkResolver({ ...index, privacyPageId: 3 }, 'nl').target(privacy)).toBe(
      '/nl/privacy',
    )
  })
})
