import { translatorFor } from '@lamella/i18n/server'
import { describe, expect, it } from 'vitest'
import { formatCubicMetres, formatMetres, poolKeyFigures, poolSpecs } from './pool-specs'

const horizon = {
  depth: 1.5,
  length: 11,
  width: 4.5,
  volume: 43.5,
  coverIntegration: true,
  safetyRim: false,
  stairs: 'wide_lounge' as const,
  standingLedge: true,
}

// Intl separates number and unit with a space or a no-break space depending on the ICU build.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('pool specifications', () => {
  it('formats metres with the locale decimals', () => {
    expect(plain(formatMetres('nl', 1.5))).toBe('1,5 m')
    expect(plain(formatMetres('en', 1.5))).toBe('1.5 m')
    expect(plain(formatMetres('de', 11))).toBe('11 m')
  })

  it('formats volume in cubic metres', () => {
    expect(plain(formatCubicMetres('fr', translatorFor('fr'), 43.5))).toBe('43,5 m³')
    expect(plain(formatCubicMetres('en', translatorFor('en'), 72))).toBe('72 m³')
  })

  it('lists every specification in its fixed order, translated', () => {
    const specs = poolSpecs(horizon, 'nl', translatorFor('nl'))
    expect(specs.map((spec) => spec.key)).toEqual([
      'depth',
      'length',
      'width',
      'volume',
      'integration',
      'safetyRim',
      'stairs',
      'standingLedge',
    ])
    const value = (key: string) => plain(specs.find((spec) => spec.key === key)!.value)
    expect(value('depth')).toBe('1,5 m')
    expect(value('width')).toBe('4,5 m')
    expect(value('integration')).toBe('Ja')
    expect(value('safetyRim')).toBe('Nee')
    expect(value('stairs')).toBe(translatorFor('nl')('stairs.wide_lounge'))
    expect(specs.find((spec) => spec.key === 'integration')!.label).toBe(
      'Integratie lamellenafdekking',
    )
  })

  it('leaves out figures the CMS left empty instead of showing 0', () => {
    const specs = poolSpecs(
      { ...horizon, depth: null, volume: null, stairs: null },
      'en',
      translatorFor('en'),
    )
    expect(specs.map((spec) => spec.key)).toEqual([
      'length',
      'width',
      'integration',
      'safetyRim',
      'standingLedge',
    ])
  })

  it('gives a card its key figures', () => {
    expect(poolKeyFigures(horizon, 'en', translatorFor('en')).map(plain)).toEqual([
      '11 × 4.5 m',
      'Depth 1.5 m',
      '43.5 m³',
    ])
  })
})
