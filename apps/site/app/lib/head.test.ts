import { describe, expect, it } from 'vitest'
import { headToMeta, robotsDirective } from './head'

describe('robotsDirective', () => {
  it.each([
    [{}, undefined],
    [{ noIndex: true }, 'noindex'],
    [{ noFollow: true }, 'nofollow'],
    [{ noIndex: true, noFollow: true }, 'noindex, nofollow'],
    [null, undefined],
  ])('applies the directives that are set: %o -> %s', (seo, expected) => {
    expect(robotsDirective(seo)).toBe(expected)
  })
})

describe('headToMeta', () => {
  it('renders title, description, robots, canonical and hreflang alternates', () => {
    const meta = headToMeta({
      title: 'Blog - Lamella',
      description: 'News',
      robots: 'noindex',
      canonical: 'https://lamella.example/en/blog',
      alternates: [{ hrefLang: 'nl-BE', href: 'https://lamella.example/nl/blog' }],
    })
    expect(meta).toContainEqual({ title: 'Blog - Lamella' })
    expect(meta).toContainEqual({ name: 'description', content: 'News' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://lamella.example/en/blog',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'nl-BE',
      href: 'https://lamella.example/nl/blog',
    })
  })

  it('renders no robots tag when nothing is restricted', () => {
    expect(headToMeta({ title: 'x' }).some((m) => 'name' in m && m.name === 'robots')).toBe(false)
  })
})
