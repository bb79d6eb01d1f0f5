import { describe, expect, it } from 'vitest'
import { formatPostalCode, isPostalCode, normalizePostalCode, postalCountry } from './markets.ts'

describe('postal codes', () => {
  it('are written as their country writes them, whatever was typed', () => {
    expect(normalizePostalCode('NL', 'nl-4524cd')).toBe('4524 CD')
    expect(normalizePostalCode('LU', 'L-1941')).toBe('1941')
    expect(isPostalCode('NL', '4524 CD')).toBe(true)
    expect(isPostalCode('BE', '4524 CD')).toBe(false)
  })

  it('carry Luxembourg’s "L-" on an envelope once, whether the code came with it or not', () => {
    expect(formatPostalCode('LU', '1941')).toBe('L-1941')
    expect(formatPostalCode('LU', 'L-1941')).toBe('L-1941')
    expect(formatPostalCode('NL', '4524cd')).toBe('4524 CD')
    expect(formatPostalCode('BE', '8370')).toBe('8370')
  })

  it('belong to the country the form names, unless the code says another it fits', () => {
    expect(postalCountry('8370', 'BE')).toBe('BE')
    expect(postalCountry('L-1009', 'BE')).toBe('LU')
    expect(postalCountry('5611 AB', 'BE')).toBe('NL')
    // a code that fits the named country stays with it
    expect(postalCountry('52062', 'DE')).toBe('DE')
    expect(postalCountry('8370', 'nowhere')).toBe('BE')
  })
})
