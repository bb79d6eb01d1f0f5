import { describe, expect, it } from 'vitest'
import { lookupPlace, parsePlaceQuery } from './lookup.server'
import { placeName, places, type Place } from './places.server'

// The site's own table, built from open data (tools/places): the market as visitors type it.
const index = places()
const where = (place: Place) => `${place.country} ${place.code} ${place.name}`
const lookup = (query: string, options?: { place?: string }) => {
  const result = lookupPlace(index, query, options)
  return result.status === 'found'
    ? { found: where(result.place), others: result.others.map(where) }
    : result.status === 'ambiguous'
      ? { choices: result.choices.map(where) }
      : { unknown: true }
}

describe('parsePlaceQuery', () => {
  it.each([
    ['8370', { code: '8370', name: '' }],
    ['8370 Uitkerke', { code: '8370', name: 'uitkerke' }],
    ['L-1009', { country: 'LU', code: '1009', name: '' }],
    ['NL 5611', { country: 'NL', code: '5611', name: '' }],
    ['5611 AB Eindhoven', { country: 'NL', code: '5611', name: 'eindhoven' }],
    ['D-52062 Aachen', { country: 'DE', code: '52062', name: 'aachen' }],
    ['59000', { code: '59000', name: '' }],
    ['De Panne', { name: 'de panne' }],
    ['  Liège ', { name: 'liege' }],
  ])('%s', (query, parsed) => {
    expect(parsePlaceQuery(query)).toEqual(parsed)
  })
})

describe('lookupPlace', () => {
  it('knows every Belgian postal code and each locality under it', () => {
    expect(lookup('8370')).toEqual({ found: 'BE 8370 Blankenberge', others: ['LU 8370 Hobscheid'] })
    expect(lookup('8370 Uitkerke')).toMatchObject({ found: 'BE 8370 Uitkerke' })
    expect(lookup('3920')).toMatchObject({ found: 'BE 3920 Lommel' })
    expect(lookup('9700')).toMatchObject({ found: 'BE 9700 Oudenaarde' })
    // A code's municipality stands for it, not the first of its parts.
    expect(lookup('4000')).toMatchObject({ found: 'BE 4000 Liège' })
    expect(index.all.filter((place) => place.country === 'BE').length).toBeGreaterThan(2700)
  })

  it('finds Belgian places by their Dutch, French and German names', () => {
    for (const query of ['Luik', 'Liège', 'LIEGE', 'Lüttich']) {
      expect(lookup(query)).toMatchObject({ found: 'BE 4000 Liège' })
    }
    for (const query of ['Brussel', 'Bruxelles', 'Brüssel', 'Brussels', 'Bruselas']) {
      expect(lookup(query)).toMatchObject({ found: 'BE 1000 Bruxelles' })
    }
    expect(lookup('Bergen')).toMatchObject({ found: 'BE 7000 Mons' })
    expect(lookup('Sankt Vith')).toMatchObject({ found: 'BE 4780 Saint-Vith' })
    expect(lookup('schaer')).toMatchObject({ found: 'BE 1030 Schaerbeek' })
    const liege = index.byCode.get('BE:4000')![0]!
    expect([placeName(liege, 'nl'), placeName(liege, 'fr'), placeName(liege, 'de')]).toEqual([
      'Luik',
      'Liège',
      'Lüttich',
    ])
    expect(placeName(liege, 'en')).toBe('Liège')
    // Without a name in the visitor's language, the name of the language spoken there.
    const named = (code: string, locale: 'en' | 'es' | 'fr') =>
      placeName(index.byCode.get(`BE:${code}`)![0]!, locale)
    expect(['4780', '4760', '4720', '3790'].map((code) => named(code, 'en'))).toEqual([
      'Sankt Vith',
      'Büllingen',
      'Kelmis',
      'Voeren',
    ])
    expect(named('4780', 'es')).toBe('Sankt Vith')
    expect(named('3790', 'fr')).toBe('Fourons')
  })

  it('finds the neighbouring markets by code and name, exonyms included', () => {
    expect(lookup('59000')).toMatchObject({ found: 'FR 59000 Lille' })
    expect(lookup('Lille')).toEqual({ found: 'FR 59000 Lille', others: ['BE 2275 Lille'] })
    expect(lookup('Rijsel')).toMatchObject({ found: 'FR 59000 Lille' })
    expect(lookup('5611')).toEqual({
      found: 'NL 5611 Eindhoven',
      others: ['LU 5611 Mondorf-les-Bains'],
    })
    expect(lookup('5611 AB')).toMatchObject({ found: 'NL 5611 Eindhoven' })
    expect(lookup('Eindhoven')).toMatchObject({ found: 'NL 5611 Eindhoven' })
    expect(lookup('Maastricht')).toMatchObject({ found: 'NL 6211 Maastricht' })
    expect(lookup('52062')).toMatchObject({ found: 'DE 52062 Aachen' })
    for (const query of ['Aachen', 'Aken', 'Aix-la-Chapelle']) {
      expect(lookup(query)).toMatchObject({ found: 'DE 52062 Aachen' })
    }
    expect(lookup('Luxemburg')).toMatchObject({ found: 'LU 1111 Luxembourg' })
  })

  it('places an unknown code of a known district at the nearest code it knows', () => {
    const result = lookupPlace(index, 'L-1009')
    expect(result).toMatchObject({ status: 'found', approximateCode: '1009' })
    expect(result.status === 'found' && result.place.country).toBe('LU')
    // Without a country several districts qualify: the visitor says which.
    expect(lookupPlace(index, '1009')).toMatchObject({
      status: 'ambiguous',
      approximateCode: '1009',
    })
  })

  it("takes a town for its own name before another town's other name, and offers the rest", () => {
    // Mons-en-Barœul is called Mons too, and French villages are named Mons: Belgium's is meant.
    const mons = lookupPlace(index, 'Mons')
    expect(mons).toMatchObject({ status: 'found' })
    if (mons.status !== 'found') return
    expect(where(mons.place)).toBe('BE 7000 Mons')
    const french = mons.others.find((place) => place.country === 'FR')!
    expect(lookup('Mons', { place: french.id })).toMatchObject({ found: where(french) })
  })

  it('asks which place when a name is shared by towns alike, the home market first', () => {
    const neuville = lookupPlace(index, 'Neuville')
    expect(neuville.status).toBe('ambiguous')
    if (neuville.status !== 'ambiguous') return
    expect(where(neuville.choices[0]!)).toBe('BE 5600 Neuville')
    expect(neuville.choices.some((place) => place.country === 'FR')).toBe(true)
  })

  it('reads St. and St for Sankt, Saint and Sint, also after a Belgian code', () => {
    for (const query of ['St. Vith', 'St Vith', 'st-vith', '4780 St Vith', '4780 St. Vith']) {
      expect(lookup(query)).toMatchObject({ found: 'BE 4780 Saint-Vith' })
    }
    expect(lookup('St-Truiden')).toMatchObject({ found: 'BE 3800 Sint-Truiden' })
    // a Dutch postcode with a name after it is still Dutch
    expect(lookup('5611 AB Eindhoven')).toMatchObject({ found: 'NL 5611 Eindhoven' })
  })

  it('knows the names people use besides the official one', () => {
    expect(lookup('Den Bosch')).toMatchObject({ found: "NL 5211 's-Hertogenbosch" })
  })

  it('answers unknown for what is no place', () => {
    for (const query of ['', 'x', 'Atlantis', '0000', 'Kerkstraat']) {
      expect(lookup(query)).toEqual({ unknown: true })
    }
  })
})
