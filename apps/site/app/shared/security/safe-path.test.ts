import { describe, expect, it } from 'vitest'
import { isSafeNavigation, isSitePath } from './safe-path'
import { offSite } from './safe-path.fixture'

describe('isSitePath', () => {
  it.each([
    '/',
    '/nl/over-ons',
    '/fr/projets?couleur=bleu&page=2',
    '/en/blog#comments',
    '/de/fachh%C3%A4ndler',
    '/nl/liège',
  ])('%s is a path of the site', (path) => {
    expect(isSitePath(path)).toBe(true)
  })

  it.each(offSite)('%j is refused', (path) => {
    expect(isSitePath(path)).toBe(false)
  })

  it('refuses what is no text', () => {
    for (const value of [undefined, null, 42, ['/'], { pathname: '/' }]) {
      expect(isSitePath(value)).toBe(false)
    }
  })
})

describe('isSafeNavigation', () => {
  const origin = 'https://www.lamella.example'
  it.each([
    ['/nl/blog', true],
    ['?page=2', true],
    ['#faq', true],
    [{ pathname: '/en' }, true],
    [{ search: '?page=2' }, true],
    ['https://www.lamella.example/en', true],
    ['https://evil.example/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    [{ pathname: '//evil.example' }, false],
    [{ pathname: '/\\evil.example' }, false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['blob:https://www.lamella.example/1', false],
    ['mailto:x@y.z', false],
  ])('%o -> %s', (to, safe) => {
    expect(isSafeNavigation(to, origin)).toBe(safe)
  })

  it.each(offSite.filter((path) => path.startsWith('/')))('%j is refused', (path) => {
    expect(isSafeNavigation(path, origin)).toBe(false)
  })
})
