import { describe, expect, it } from 'vitest'
import { isSafeNavigation, isSitePath } from './safe-path'

// What attackers send to turn a redirect or a navigation into a trip to another origin: the
// characters browsers strip or reinterpret, raw and percent-encoded, and other schemes.
const offSite = [
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/x',
  '/%0A/evil.example',
  '/\r\n/evil.example',
  '/%0d%0a/evil.example',
  '/ /evil.example',
  '/%20/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%E2%80%A8/evil.example',
  '/%',
  '/%zz',
  'https://evil.example',
  'http:/evil.example',
  '\\\\evil.example',
  'evil.example',
  '',
  `/${'a'.repeat(3000)}`,
]

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
