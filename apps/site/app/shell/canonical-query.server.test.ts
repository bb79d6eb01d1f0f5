// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { canonicalQuery, MAX_LIST_PAGES, type KnownValues } from './canonical-query.server'

const known: KnownValues = {
  projectPools: vi.fn(async () => new Set(['3', '7'])),
  poolLines: vi.fn(async () => new Set(['1', '2'])),
}

async function canonical(url: string, values: KnownValues = known) {
  const { pathname, searchParams } = new URL(url, 'http://site')
  return String(await canonicalQuery(pathname, searchParams, values))
}

describe('canonicalQuery', () => {
  it('keeps a list page as the lists read it: a whole number from 2, at most the bound', async () => {
    expect(await canonical('/en/blog?page=2')).toBe('page=2')
    expect(await canonical('/en/projects.data?page=7')).toBe('page=7')
    expect(await canonical('/en/blog?page=2abc')).toBe('page=2')
    expect(await canonical('/en/blog?page=999999')).toBe(`page=${MAX_LIST_PAGES}`)
    for (const made of ['1', '0', '-3', 'abc', '', 'NaN', '1e9']) {
      expect(await canonical(`/en/blog?page=${made}`), made).toBe('')
    }
    // pages without a list read no page
    expect(await canonical('/en/faq?page=2')).toBe('')
    expect(await canonical('/en/blog/some-post?page=2')).toBe('')
  })

  it('keeps the projects’ filters with known values only', async () => {
    expect(await canonical('/en/projects?color=white&type=bench&pool=3&stair=stair_classic')).toBe(
      'color=white&type=bench&pool=3&stair=stair_classic',
    )
    expect(await canonical('/en/projects?color=pink&type=x&pool=4&stair=&page=2')).toBe('page=2')
    expect(await canonical('/fr/projects.data?pool=7')).toBe('pool=7')
  })

  it('checks a pool id by its form when the CMS cannot say which exist', async () => {
    const down: KnownValues = {
      projectPools: async () => Promise.reject(new Error('CMS down')),
      poolLines: async () => Promise.reject(new Error('CMS down')),
    }
    expect(await canonical('/en/projects?pool=4', down)).toBe('pool=4')
    expect(await canonical('/en/projects?pool=04', down)).toBe('')
    expect(await canonical('/en/configure?pool=9', down)).toBe('pool=9')
  })

  it('keeps a covers colour of the ten, and no other filter there', async () => {
    expect(await canonical('/nl/covers?color=volcano_grey')).toBe('color=volcano_grey')
    expect(await canonical('/nl/covers?color=pink&type=bench')).toBe('')
  })

  it('keeps configurator choices a step can read, as the configurator writes them', async () => {
    expect(
      await canonical('/en/configure?step=stair&pool=1&color=blue&length=10%2C5&width=+4+'),
    ).toBe('step=stair&pool=1&color=blue&length=10.5&width=4')
    // out of every line's range still reads as a measure, for the step to word
    expect(await canonical('/en/configure?length=30&width=0.35')).toBe('length=30&width=0.35')
    for (const made of [
      'step=nowhere',
      'pool=999',
      'color=pink',
      'stair=ladder',
      'length=abc',
      'length=10.555',
      'width=1e3',
      'width=-2',
      'length=100000',
    ]) {
      expect(await canonical(`/en/configure?${made}`), made).toBe('')
    }
    // the quote page reads the configuration but no step
    expect(await canonical('/de/quote?pool=2&step=quote')).toBe('pool=2')
  })

  it('keeps the dealer search trimmed, a place id of the finder’s form and all=1', async () => {
    expect(await canonical('/en/dealers?q=+Mons+&place=FR-83440-2&all=1')).toBe(
      'q=Mons&place=FR-83440-2&all=1',
    )
    expect(await canonical(`/en/dealers?q=${'a'.repeat(200)}`)).toBe(`q=${'a'.repeat(80)}`)
    expect(await canonical('/en/dealers?q=+&place=<x>&all=yes')).toBe('')
  })

  it('keeps _routes on data requests only', async () => {
    expect(await canonical('/en/blog.data?_routes=root')).toBe('_routes=root')
    expect(await canonical('/en/blog?_routes=root')).toBe('')
  })

  it('reads nothing on paths without a language', async () => {
    expect(await canonical('/xx/blog?page=2')).toBe('')
    expect(await canonical('/?page=2&color=white')).toBe('')
  })

  it('gives the same answer for its own answer: a redirect to it is the last', async () => {
    for (const url of [
      '/en/configure?step=stair&pool=1&length=10%2C5&width=4.20',
      '/en/dealers?q=++a++b++',
      '/en/blog?page=77',
    ]) {
      const once = await canonical(url)
      const path = new URL(url, 'http://site').pathname
      expect(await canonical(`${path}?${once}`), url).toBe(once)
    }
  })
})
