import { describe, expect, it } from 'vitest'
import { coldRoutes, sitemapPaths, templateOf, templateRoutes } from './routes.ts'

const origin = 'http://127.0.0.1:3261'
const entry = (loc: string, alternates: string[]) =>
  [
    '  <url>',
    `    <loc>${origin}${loc}</loc>`,
    ...alternates.map(
      (path) => `    <xhtml:link rel="alternate" hreflang="x" href="${origin}${path}"/>`,
    ),
    '  </url>',
  ].join('\n')

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  entry('/en', ['/nl', '/en', '/fr']),
  entry('/en/terms-and-conditions', ['/nl/terms-and-conditions']),
  entry('/en/about', ['/nl/over-ons', '/fr/a-propos']),
  entry('/en/about/our-story', ['/nl/over-ons/ons-verhaal']),
  entry('/en/blog', ['/nl/blog']),
  entry('/en/covers', ['/nl/covers']),
  entry('/en/projects', ['/nl/projects']),
  entry('/en/blog/winter', ['/nl/blog/winter-nl', '/es/blog/invierno']),
  entry('/en/covers/white', ['/nl/covers/wit', '/fr/covers/blanc']),
  entry('/en/projects/ghent', ['/nl/projects/gent', '/de/projects/gent-de']),
  '</urlset>',
].join('\n')

describe('sitemapPaths', () => {
  it('lists every location and alternate once, as paths', () => {
    const paths = sitemapPaths(sitemap)
    expect(paths.slice(0, 4)).toEqual(['/en', '/nl', '/fr', '/en/terms-and-conditions'])
    expect(paths).toContain('/fr/covers/blanc')
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('templateOf', () => {
  it.each([
    ['/en', 'home'],
    ['/en/blog', 'blog-index'],
    ['/en/blog?page=3', 'blog-index'],
    ['/en/blog/winter', 'blog-article'],
    ['/fr/covers', 'covers-index'],
    ['/fr/covers/blanc', 'cover-detail'],
    ['/de/projects', 'projects-index'],
    ['/de/projects/gent', 'project-detail'],
    ['/nl/terms-and-conditions', 'terms'],
    ['/nl/sitemap.xml', 'sitemap'],
    ['/nl/over-ons/ons-verhaal', 'page'],
    ['/es/pools', 'pools-index'],
    ['/es/pools/horizon-piscina-enterrada', 'pool-detail'],
    ['/en/faq', 'faq'],
    ['/nl/configure?step=color', 'configure'],
    ['/fr/dealers', 'dealers'],
    ['/de/quote', 'quote'],
  ] as const)('%s is %s', (path, template) => {
    expect(templateOf(path)).toBe(template)
  })
})

describe('templateRoutes', () => {
  it('picks the first URL of every template in a language, and its sitemap', () => {
    expect(templateRoutes(sitemapPaths(sitemap), 'nl')).toEqual([
      { template: 'home', path: '/nl' },
      { template: 'blog-index', path: '/nl/blog' },
      { template: 'blog-article', path: '/nl/blog/winter-nl' },
      { template: 'covers-index', path: '/nl/covers' },
      { template: 'cover-detail', path: '/nl/covers/wit' },
      { template: 'projects-index', path: '/nl/projects' },
      { template: 'project-detail', path: '/nl/projects/gent' },
      { template: 'terms', path: '/nl/terms-and-conditions' },
      { template: 'page', path: '/nl/over-ons' },
      { template: 'sitemap', path: '/nl/sitemap.xml' },
    ])
  })
})

describe('coldRoutes', () => {
  it('takes a later blog page and details in languages the warm-up leaves alone', () => {
    expect(coldRoutes(sitemapPaths(sitemap))).toEqual([
      '/en/blog?page=3',
      '/fr/covers/blanc',
      '/de/projects/gent-de',
      '/es/blog/invierno',
    ])
  })
})
