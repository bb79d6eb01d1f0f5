import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { finalTarget, itemPath, normalPath, pageSections } from './redirects.ts'

describe('a redirect’s paths', () => {
  it('are written with one leading slash, no trailing one and no query', () => {
    expect(normalPath('fr/volets/')).toBe('/fr/volets')
    expect(normalPath(' //fr//volets?x=1 ')).toBe('/fr/volets')
    expect(normalPath('/')).toBe('/')
  })

  it('of an item are its language’s prefix, its section and its slug', () => {
    expect(itemPath('posts', 'fr-FR', 'ete')).toBe('/fr/blog/ete')
    expect(itemPath('pages', 'nl-BE', 'over-ons/team')).toBe('/nl/over-ons/team')
    expect(itemPath('pages', 'xx-XX', 'a')).toBeNull()
    expect(itemPath('covers', 'de-DE', '  ')).toBeNull()
  })

  it('follow the site’s own sections (apps/site/app/shared/paths.ts)', () => {
    const paths = readFileSync(new URL('../../site/app/shared/paths.ts', import.meta.url), 'utf8')
    const block = /export const itemSections = \{([^}]*)\}/.exec(paths)?.[1] ?? ''
    const site = Object.fromEntries(
      [...block.matchAll(/(\w+): '(\w+)'/g)].map(([, collection, section]) => [
        collection,
        section,
      ]),
    )
    const { pages, ...items } = pageSections
    expect(pages).toBe('')
    expect(items).toEqual(site)
  })
})

describe('a chain of redirects', () => {
  const stored = [
    { id: 1, source: '/a', target: '/b', code: 301 },
    { id: 2, source: '/b', target: '/c', code: 301 },
    { id: 3, source: '/gone', target: null, code: 410 },
  ]
  it('leads to where it ends', () => {
    expect(finalTarget('/x', '/a', stored)).toEqual({ target: '/c', loops: false })
    expect(finalTarget('/x', '/gone', stored)).toEqual({ target: '/gone', loops: false })
  })
  it('that comes back to its start is a loop', () => {
    expect(finalTarget('/c', '/a', stored).loops).toBe(true)
    expect(finalTarget('/d', '/d', []).loops).toBe(true)
  })
})
