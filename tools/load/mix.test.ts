import { describe, expect, it } from 'vitest'
import { buildMix, dataPath, extractPaths, formPaths, shares, type Target } from './mix.ts'

describe('extractPaths', () => {
  it('finds same-origin links and the media route images of src and srcset', () => {
    const html = `
      <a href="/en/projects?color=blue&amp;page=2">Blue</a>
      <a class="x" href="https://elsewhere.example/">Out</a>
      <a href="/en/projects?color=blue&amp;page=2">Again</a>
      <img src="/media/abc?w=640&amp;f=webp" srcSet="/media/abc?w=320&amp;f=webp 320w, /media/abc?w=640&amp;f=webp 640w">
      <img src="/favicon.ico">`
    expect(extractPaths(html)).toEqual({
      links: ['/en/projects?color=blue&page=2'],
      images: ['/media/abc?w=640&f=webp', '/media/abc?w=320&f=webp'],
    })
  })
})

describe('dataPath', () => {
  it('asks for the data of a page the way React Router does', () => {
    expect(dataPath('/en/blog')).toBe('/en/blog.data')
    expect(dataPath('/en/projects?color=blue')).toBe('/en/projects.data?color=blue')
    expect(dataPath('/')).toBe('/_root.data')
  })
})

describe('buildMix', () => {
  const targets: Target[] = [
    { path: '/en', kind: 'page', status: 200, weight: 3 },
    { path: '/en.data', kind: 'data', status: 200, weight: 1 },
    { path: '/en/nope', kind: 'not-found', status: 404, weight: 1 },
  ]

  it('repeats each target by its weight, in an order that is the same every run', () => {
    const mix = buildMix(targets)
    expect(mix).toHaveLength(5)
    expect(mix.filter((t) => t.path === '/en')).toHaveLength(3)
    expect(buildMix(targets).map((t) => t.path)).toEqual(mix.map((t) => t.path))
    expect(buildMix(targets, 99).map((t) => t.path)).not.toEqual([
      '/en',
      '/en',
      '/en',
      '/en.data',
      '/en/nope',
    ])
  })

  it('reports the share of each kind of request', () => {
    expect(shares(buildMix(targets))).toEqual({
      page: 0.6,
      data: 0.2,
      media: 0,
      file: 0,
      'not-found': 0.2,
    })
  })
})

describe('formPaths', () => {
  it('asks for each of the first choices of a GET form, with its hidden fields', () => {
    const html = `
      <form aria-label="Filter projects" action="/en/projects" method="get">
        <input type="radio" class="sr-only" name="color" checked="" value=""/>
        <input type="radio" class="sr-only" name="color" value="blue"/>
        <input type="radio" class="sr-only" name="color" value="cream"/>
        <input type="checkbox" name="stair" value="roman"/>
      </form>
      <form action="/en/configure" method="get"><input type="hidden" name="step" value="color"/>
        <input type="radio" name="pool" value="1"/><input type="radio" name="pool" value="2"/></form>
      <form action="/en/configure" method="get"><input type="hidden" name="step" value="stair"/>
        <input type="text" name="length" value="11"/><input type="text" name="note" value=""/></form>
      <form action="/en/quote" method="post"><input type="radio" name="x" value="1"/></form>`
    expect(formPaths(html, 1)).toEqual([
      '/en/projects?color=blue',
      '/en/projects?stair=roman',
      '/en/configure?step=color&pool=1',
      '/en/configure?step=stair&length=11',
    ])
  })
})

describe('extractPaths with relative links', () => {
  it('resolves a link that is only a query against the page', () => {
    expect(extractPaths('<a href="?page=2">2</a>', '/en/projects?color=blue').links).toEqual([
      '/en/projects?page=2',
    ])
  })
})
