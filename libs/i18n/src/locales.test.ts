import { describe, expect, it } from 'vitest'

import { defaultLocale, fromTag, isLocale, localeCodes, locales, toTag } from './locales'

describe('locales', () => {
  it('lists the five site languages with their tags, Dutch first and default', () => {
    expect(locales.map(({ code, tag }) => [code, tag])).toEqual([
      ['nl', 'nl-BE'],
      ['en', 'en-US'],
      ['fr', 'fr-FR'],
      ['de', 'de-DE'],
      ['es', 'es-ES'],
    ])
    expect(localeCodes).toEqual(['nl', 'en', 'fr', 'de', 'es'])
    expect(defaultLocale).toBe('nl')
  })

  it('maps codes to tags and back', () => {
    for (const code of localeCodes) expect(fromTag(toTag(code))).toBe(code)
    expect(fromTag('NL-be')).toBe('nl')
    expect(fromTag('fr')).toBe('fr')
    expect(fromTag('fr-BE')).toBeUndefined()
    expect(fromTag('pt-PT')).toBeUndefined()
  })

  it('recognises only the five codes', () => {
    expect(localeCodes.every(isLocale)).toBe(true)
    for (const value of ['NL', 'nl-BE', 'pt', '', undefined, 42])
      expect(isLocale(value)).toBe(false)
  })
})
