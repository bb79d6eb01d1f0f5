import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  detectLocale,
  localeCookie,
  negotiateLocale,
  readLocaleCookie,
  serializeLocaleCookie,
} from './detect'

describe('detectLocale', () => {
  it('prefers a valid locale cookie over Accept-Language', () => {
    expect(detectLocale({ cookie: 'lamella_locale=de', acceptLanguage: 'fr-BE,fr;q=0.9' })).toBe(
      'de',
    )
  })

  it('ignores an invalid cookie and uses Accept-Language', () => {
    expect(detectLocale({ cookie: 'lamella_locale=pt', acceptLanguage: 'fr-BE,fr;q=0.9' })).toBe(
      'fr',
    )
  })

  it('defaults to Dutch without any usable source', () => {
    expect(detectLocale()).toBe('nl')
    expect(detectLocale({ cookie: null, acceptLanguage: null })).toBe('nl')
    expect(detectLocale({ cookie: 'other=1', acceptLanguage: 'pt-BR,pt;q=0.9' })).toBe('nl')
  })

  it.each([
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
    ['fr-BE', 'fr'],
    ['de-CH,de;q=0.9', 'de'],
    ['es-MX', 'es'],
    ['en-GB,en;q=0.9,nl;q=0.8', 'en'],
    ['pt-BR,pt;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['fr;q=0.4, de;q=0.8, en;q=0.6', 'de'],
    ['en;q=0, fr;q=0.1', 'fr'],
    ['*', 'nl'],
    ['ja, *;q=0.1', 'nl'],
  ])('negotiates Accept-Language %j to %s', (header, expected) => {
    expect(detectLocale({ acceptLanguage: header })).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'pt',
    'zz-ZZ',
    ';;;',
    ',,,',
    'en;q=0',
    'q=1',
    '\u0000garbage',
    'x'.repeat(5000),
  ])('falls back to Dutch for unusable header %j', (header) => {
    expect(negotiateLocale(header)).toBeUndefined()
    expect(detectLocale({ acceptLanguage: header })).toBe('nl')
  })
})

describe('readLocaleCookie', () => {
  it.each([
    ['lamella_locale=fr', 'fr'],
    ['theme=dark; lamella_locale=es; other=1', 'es'],
    ['lamella_locale="en"', 'en'],
    ['lamella_locale=xx; lamella_locale=de', 'de'],
    [' lamella_locale = nl ', 'nl'],
  ])('reads %j as %s', (header, expected) => {
    expect(readLocaleCookie(header)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'lamella_locale=',
    'lamella_locale=FR',
    'lamella_locale=nl-BE',
    'xlamella_locale=fr',
    'lamella_locale',
  ])('finds nothing in %j', (header) => {
    expect(readLocaleCookie(header)).toBeUndefined()
  })
})

describe('serializeLocaleCookie', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps the locale for 365 days on the whole site with SameSite=Lax, readable by the page', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') })
    expect(localeCookie).toEqual({
      name: 'lamella_locale',
      maxAge: 31_536_000,
      path: '/',
      sameSite: 'Lax',
    })
    expect(serializeLocaleCookie('fr')).toBe(
      'lamella_locale=fr; Max-Age=31536000; Path=/; Expires=Thu, 01 Jan 2026 00:00:00 GMT; SameSite=Lax',
    )
  })

  it('adds Secure on request', () => {
    const header = serializeLocaleCookie('nl', { secure: true })
    expect(header.split('; ')).toEqual(
      expect.arrayContaining([
        'lamella_locale=nl',
        'Max-Age=31536000',
        'Path=/',
        'SameSite=Lax',
        'Secure',
      ]),
    )
    expect(serializeLocaleCookie('nl')).not.toContain('Secure')
  })

  it('round-trips through readLocaleCookie', () => {
    const [pair = ''] = serializeLocaleCookie('de').split('; ')
    expect(readLocaleCookie(pair)).toBe('de')
  })
})
