import { describe, expect, it } from 'vitest'
import { everyLanguage, parsePath, pathOf, translatedPaths, type Place } from './paths'

describe('pathOf', () => {
  it.each<[Place, string]>([
    [{ kind: 'home' }, '/nl'],
    [{ kind: 'terms' }, '/nl/terms-and-conditions'],
    [{ kind: 'privacy' }, '/nl/privacy'],
    [{ kind: 'section', section: 'blog' }, '/nl/blog'],
    [{ kind: 'item', collection: 'posts', slug: 'winterklaar' }, '/nl/blog/winterklaar'],
    [{ kind: 'item', collection: 'pools', slug: 'ibiza' }, '/nl/pools/ibiza'],
    [{ kind: 'page', slug: 'over-ons/ons-verhaal' }, '/nl/over-ons/ons-verhaal'],
    [{ kind: 'search' }, '/nl/search'],
    [{ kind: 'search', query: 'lamellen & kleur' }, '/nl/search?q=lamellen+%26+kleur'],
  ])('%o -> %s', (place, path) => {
    expect(pathOf('nl', place)).toBe(path)
  })
})

describe('parsePath', () => {
  it('reads back every place it writes, in every language', () => {
    const places: Place[] = [
      { kind: 'home' },
      { kind: 'terms' },
      { kind: 'privacy' },
      { kind: 'section', section: 'covers' },
      { kind: 'item', collection: 'projects', slug: 'villa' },
      { kind: 'page', slug: 'about/our-story' },
      { kind: 'search' },
    ]
    for (const place of places) {
      expect(parsePath(pathOf('fr', place))).toEqual({ locale: 'fr', place })
    }
  })

  it('reads paths without a language, with a query or fragment', () => {
    expect(parsePath('/covers#colours')).toEqual({ place: { kind: 'section', section: 'covers' } })
    expect(parsePath('/blog/winterize?x=1')).toEqual({
      place: { kind: 'item', collection: 'posts', slug: 'winterize' },
    })
    expect(parsePath('/')).toEqual({ place: { kind: 'home' } })
  })

  it('refuses what no route renders', () => {
    expect(parsePath('/en/blog/a/b')).toBeUndefined()
    expect(parsePath('/en/terms-and-conditions/x')).toBeUndefined()
    expect(parsePath('/en/privacy/x')).toBeUndefined()
    expect(parsePath('/en/configure/step')).toBeUndefined()
    expect(parsePath('/en/sitemap.xml')).toBeUndefined()
    expect(parsePath('/en/search/x')).toBeUndefined()
  })
})

describe('paths per language', () => {
  it('gives fixed places every language and items the languages they have', () => {
    expect(everyLanguage({ kind: 'section', section: 'blog' })).toEqual({
      nl: '/nl/blog',
      en: '/en/blog',
      fr: '/fr/blog',
      de: '/de/blog',
      es: '/es/blog',
    })
    expect(
      translatedPaths({ nl: 'wit', de: 'weiss' }, (slug) => ({
        kind: 'item',
        collection: 'covers',
        slug,
      })),
    ).toEqual({ nl: '/nl/covers/wit', de: '/de/covers/weiss' })
  })
})
