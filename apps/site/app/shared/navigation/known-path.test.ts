import { describe, expect, it } from 'vitest'
import { isKnownPath } from './known-path'

describe('isKnownPath', () => {
  const slugs = ['about', 'about/our-story']
  it.each([
    ['/en', true],
    ['/en/blog', true],
    ['/en/blog/winterize', true],
    ['/en/covers?page=2', true],
    ['/en/terms-and-conditions', true],
    ['/en/about', true],
    ['/en/about/our-story#team', true],
    ['/en/dealers', true],
    ['/en/quote', true],
    ['/en/quote?pool=1&color=blue', true],
    ['/en/blog/a/b', false],
    ['/en/pools', true],
    ['/en/faq', true],
    ['/fr/about', false],
  ])('%s -> %s', (href, known) => {
    expect(isKnownPath(href, 'en', slugs)).toBe(known)
  })
})
