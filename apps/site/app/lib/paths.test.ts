import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from '../routes'
import { everyLanguage, parsePath, pathOf, translatedPaths, type Place } from './paths'

/** The route config as plain route objects, the file of each route kept as its id. */
function toObjects(entries: typeof routes): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.file,
    path: entry.path,
    index: entry.index as false | undefined,
    children: entry.children ? toObjects(entry.children as typeof routes) : undefined,
  })) as RouteObject[]
}
const routeObjects = toObjects(routes)
const routeFile = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id

describe('pathOf', () => {
  it.each<[Place, string]>([
    [{ kind: 'home' }, '/nl'],
    [{ kind: 'terms' }, '/nl/terms-and-conditions'],
    [{ kind: 'privacy' }, '/nl/privacy'],
    [{ kind: 'section', section: 'blog' }, '/nl/blog'],
    [{ kind: 'item', collection: 'posts', slug: 'winterklaar' }, '/nl/blog/winterklaar'],
    [{ kind: 'item', collection: 'pools', slug: 'ibiza' }, '/nl/pools/ibiza'],
    [{ kind: 'page', slug: 'over-ons/ons-verhaal' }, '/nl/over-ons/ons-verhaal'],
  ])('%o -> %s', (place, path) => {
    expect(pathOf('nl', place)).toBe(path)
  })

  it('agrees with routes.ts: every routed place reaches the route that renders it', () => {
    expect(routeFile(pathOf('en', { kind: 'home' }))).toBe('routes/home/home.tsx')
    expect(routeFile(pathOf('en', { kind: 'terms' }))).toBe('routes/pages/terms.tsx')
    expect(routeFile(pathOf('en', { kind: 'privacy' }))).toBe('routes/pages/privacy.tsx')
    expect(routeFile(pathOf('en', { kind: 'section', section: 'projects' }))).toBe(
      'routes/projects/projects-index.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'item', collection: 'posts', slug: 'x' }))).toBe(
      'routes/blog/blog-article.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'item', collection: 'covers', slug: 'x' }))).toBe(
      'routes/covers/cover-detail.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'page', slug: 'about/our-story' }))).toBe(
      'routes/pages/page.tsx',
    )
    expect(routeFile('/en/sitemap.xml')).toBe('routes/system/sitemap.ts')
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
