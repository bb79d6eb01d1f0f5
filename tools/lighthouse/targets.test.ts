import { describe, expect, it } from 'vitest'
import { parseSitemap, pickTargets } from './targets.ts'

const entry = (loc: string, alternates: string[]) =>
  [
    '  <url>',
    `    <loc>http://127.0.0.1:3271${loc}</loc>`,
    ...alternates.map(
      (href) =>
        `    <xhtml:link rel="alternate" hreflang="x" href="http://127.0.0.1:3271${href}"/>`,
    ),
    '  </url>',
  ].join('\n')

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  entry('/en', ['/nl', '/en']),
  entry('/en/blog/only-in-english', []),
  entry('/en/blog/choosing-the-colour', ['/nl/blog/kleur-kiezen', '/en/blog/choosing-the-colour']),
  entry('/en/covers/white', ['/nl/covers/wit', '/en/covers/white']),
  entry('/en/covers/white/x?a=1&amp;b=2', []),
  '</urlset>',
].join('\n')

describe('parseSitemap', () => {
  it('reads each entry with its alternates, as paths', () => {
    const entries = parseSitemap(sitemap)
    expect(entries[0]).toEqual({ path: '/en', alternates: ['/en', '/nl'] })
    expect(entries[1]).toEqual({
      path: '/en/blog/only-in-english',
      alternates: ['/en/blog/only-in-english'],
    })
    expect(entries).toHaveLength(5)
  })
})

describe('pickTargets', () => {
  const entries = parseSitemap(sitemap)

  it('measures the same detail page in every language', () => {
    expect(pickTargets(entries, ['home', 'article', 'projects', 'cover'], ['en', 'nl'])).toEqual([
      { template: 'home', lang: 'en', path: '/en' },
      { template: 'home', lang: 'nl', path: '/nl' },
      { template: 'article', lang: 'en', path: '/en/blog/choosing-the-colour' },
      { template: 'article', lang: 'nl', path: '/nl/blog/kleur-kiezen' },
      { template: 'projects', lang: 'en', path: '/en/projects' },
      { template: 'projects', lang: 'nl', path: '/nl/projects' },
      { template: 'cover', lang: 'en', path: '/en/covers/white' },
      { template: 'cover', lang: 'nl', path: '/nl/covers/wit' },
    ])
  })

  it('measures the configurator at its own path', () => {
    expect(pickTargets(entries, ['configure'], ['nl'])).toEqual([
      { template: 'configure', lang: 'nl', path: '/nl/configure' },
    ])
  })

  it('takes the first detail page when one language is asked', () => {
    expect(pickTargets(entries, ['article'], ['en'])).toEqual([
      { template: 'article', lang: 'en', path: '/en/blog/only-in-english' },
    ])
  })

  it('says so when no detail page exists in every language', () => {
    expect(() => pickTargets(entries, ['cover'], ['en', 'fr'])).toThrow(/no \/covers\/ page/)
  })
})
