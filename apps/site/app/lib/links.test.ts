import { describe, expect, it } from 'vitest'
import { isExternal, localizeHref } from './links'

describe('localizeHref', () => {
  it.each([
    ['/covers', '/fr/covers'],
    ['/', '/fr'],
    ['https://dealer.example', 'https://dealer.example'],
    ['tel:+3250123456', 'tel:+3250123456'],
    ['//cdn.example/x', '//cdn.example/x'],
    ['#faq', '#faq'],
  ])('%s -> %s', (url, expected) => {
    expect(localizeHref('fr', url)).toBe(expected)
  })

  it('tells external links apart', () => {
    expect(isExternal('https://x.example')).toBe(true)
    expect(isExternal('/covers')).toBe(false)
  })
})
