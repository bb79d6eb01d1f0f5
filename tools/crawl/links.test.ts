import { describe, expect, it } from 'vitest'
import { decodeAttribute, extractLinks, kindOf, sameSite, srcsetUrls } from './links.ts'

const base = new URL('http://127.0.0.1:3000/fr/projets')

describe('the links a page holds', () => {
  it('finds anchors, pictures of img and source srcsets, and link hrefs', () => {
    const html = `
      <link rel="stylesheet" href="/assets/root-abc.css">
      <link rel="preload" as="image" imagesrcset="/media/a?w=320&amp;f=avif 320w, /media/a?w=640&amp;f=avif 640w">
      <a class="x" href="/fr/projets/villa">Villa</a>
      <a href='/fr/contact#form'>Contact</a>
      <picture>
        <source type="image/avif" srcset="/media/b?w=320&amp;f=avif 320w,/media/b?w=640&amp;f=avif 640w">
        <img alt="" src="/media/b?w=640&amp;f=jpg" srcset="/media/b?w=320&amp;f=jpg 320w">
      </picture>
      <a href="mailto:info@lamella.example">mail</a>
      <a name="top">no link</a>`
    expect(extractLinks(html)).toEqual([
      '/assets/root-abc.css',
      '/media/a?w=320&f=avif',
      '/media/a?w=640&f=avif',
      '/fr/projets/villa',
      '/fr/contact#form',
      '/media/b?w=320&f=avif',
      '/media/b?w=640&f=avif',
      '/media/b?w=640&f=jpg',
      '/media/b?w=320&f=jpg',
      'mailto:info@lamella.example',
    ])
  })

  it('reads srcset candidates with widths, densities or nothing', () => {
    expect(srcsetUrls('/a.webp 1x, /b.webp 2x')).toEqual(['/a.webp', '/b.webp'])
    expect(srcsetUrls('/only.webp')).toEqual(['/only.webp'])
    expect(srcsetUrls(' /a?w=1,2 320w ,  /b 640w ')).toEqual(['/a?w=1,2', '/b'])
  })

  it('decodes character references in attributes', () => {
    expect(decodeAttribute('/x?a=1&amp;b=&#50;&#x33;&unknown;')).toBe('/x?a=1&b=23&unknown;')
  })

  it('asks only for its own site, without fragments, and never for the API', () => {
    expect(sameSite('/fr/contact#form', base)?.href).toBe('http://127.0.0.1:3000/fr/contact')
    expect(sameSite('villa', base)?.pathname).toBe('/fr/villa')
    expect(sameSite('https://elsewhere.example/fr', base)).toBeUndefined()
    expect(sameSite('mailto:info@lamella.example', base)).toBeUndefined()
    expect(sameSite('tel:+3250000000', base)).toBeUndefined()
    expect(sameSite('/api/preview/exit', base)).toBeUndefined()
  })

  it('tells pictures, files and pages apart by their URL', () => {
    const url = (path: string) => new URL(path, base)
    expect(kindOf(url('/media/b?w=320&f=jpg'))).toBe('picture')
    expect(kindOf(url('/assets/root-abc.js'))).toBe('file')
    expect(kindOf(url('/sitemap.xml'))).toBe('file')
    expect(kindOf(url('/fr/projets?page=2'))).toBe('page')
    expect(kindOf(url('/fr'))).toBe('page')
  })
})
