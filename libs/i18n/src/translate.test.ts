import { describe, expect, it } from 'vitest'

import { formatDate, formatNumber } from './format'
import { createTranslator, messagesFor, translatorFor } from './messages'
import { createTranslate } from './translate'

const createI18n = (locale: Parameters<typeof translatorFor>[0]) => ({ t: translatorFor(locale) })

describe('translate', () => {
  it('translates in the requested language', () => {
    const t = createTranslate('fr', messagesFor('fr'))
    expect(t('nav.menu')).toBe('Menu')
    expect(t('home.anyTime')).toBe('à tout moment')
  })

  it('keeps a placeholder that has no value and answers an unknown key with the key', () => {
    const t = createI18n('en').t as (key: string, values?: object) => string
    expect(t('errors.routeNotFound', { other: 1 })).toBe('Page not found: {{path}}')
    expect(t('nav.nowhere')).toBe('nav.nowhere')
  })

  it('interpolates without HTML escaping (React escapes)', () => {
    const t = createI18n('en').t
    expect(t('meta.titleTemplate', { page: 'Pools & covers', brand: 'Lamella' })).toBe(
      'Pools & covers - Lamella',
    )
    expect(t('errors.routeNotFound', { path: '/en/<missing>' })).toBe(
      'Page not found: /en/<missing>',
    )
  })

  it('pluralises counters on the total', () => {
    const t = createI18n('de').t
    expect(t('blog.counter', { shown: 1, count: 1 })).toBe('1 von 1 Beitrag')
    expect(t('blog.counter', { shown: 6, count: 14 })).toBe('6 von 14 Beiträgen')
    expect(createI18n('nl').t('projects.counter', { shown: 9, count: 20 })).toBe(
      '9 van 20 realisaties',
    )
  })

  it('uses the language plural rules (French 0 is singular)', () => {
    expect(createI18n('fr').t('form.filesSelected', { count: 0 })).toBe('0 fichier sélectionné')
    expect(createI18n('en').t('form.filesSelected', { count: 0 })).toBe('0 files selected')
  })

  it('falls back to _other for the French and Spanish "many" category', () => {
    expect(createI18n('fr').t('form.filesSelected', { count: 1_000_000 })).toBe(
      '1000000 fichiers sélectionnés',
    )
    expect(createI18n('es').t('form.filesSelected', { count: 1 })).toBe('1 archivo seleccionado')
  })

  it('keeps instances independent', () => {
    const nl = createI18n('nl')
    const en = createI18n('en')
    expect(nl.t('footer.terms')).toBe('Algemene voorwaarden')
    expect(en.t('footer.terms')).toBe('Terms and conditions')
  })
})

describe('typed keys', () => {
  it('checks keys and interpolation values at compile time', () => {
    const t = createI18n('en').t
    expect(t('blog.counter', { shown: 2, count: 3 })).toBe('2 of 3 posts')
    expect(t(`colors.${'volcano_grey' as 'volcano_grey' | 'white'}`)).toBe('Volcano grey')
    // @ts-expect-error -- not a key of the catalogue
    expect(t('nav.nowhere')).toBe('nav.nowhere')
    // @ts-expect-error -- `{{path}}` needs a value
    expect(t('errors.routeNotFound')).toBe('Page not found: {{path}}')
  })
})

describe('createTranslator', () => {
  it('translates any key with values, per locale', () => {
    expect(createTranslator('es')('configurator.step', { current: 2, total: 5 })).toBe(
      'Paso 2 de 5',
    )
    expect(createTranslator('nl')('validation.length.min', { field: 'Naam', count: 1 })).toBe(
      'Naam moet minstens 1 teken lang zijn.',
    )
  })
})

describe('formatting', () => {
  it('formats dates with the locale tag in Brussels time', () => {
    expect(formatDate('nl', '2025-03-05')).toBe('5 maart 2025')
    expect(formatDate('en', '2025-03-05')).toBe('March 5, 2025')
    expect(formatDate('de', '2025-12-31T23:30:00Z')).toBe('1. Januar 2026')
    expect(formatDate('fr', new Date('2025-07-14T10:00:00Z'), { dateStyle: 'short' })).toBe(
      '14/07/2025',
    )
    expect(() => formatDate('nl', 'not a date')).toThrow(RangeError)
  })

  it('formats numbers with the locale tag', () => {
    expect(formatNumber('nl', 1234.5)).toBe('1.234,5')
    expect(formatNumber('en', 1234.5)).toBe('1,234.5')
    expect(formatNumber('de', 12.5, { minimumFractionDigits: 2 })).toBe('12,50')
    expect(formatNumber('fr', 1234.5)).toBe('1\u202f234,5')
  })
})
