import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildPlaces, nameKey, outputFile, serialize } from './build.ts'

const data = buildPlaces()

describe('the places table', () => {
  it('is what the sources build: nobody edited it by hand, nobody forgot to rebuild it', () => {
    expect(readFileSync(outputFile, 'utf8')).toBe(serialize(data))
  })

  it('holds every Belgian postal code and its localities, and the neighbouring markets', () => {
    const count = (country: string) => data.places.filter((row) => row[0] === country).length
    expect(count('BE')).toBeGreaterThan(2700)
    expect(count('NL')).toBeGreaterThan(4000)
    expect(count('LU')).toBeGreaterThan(4000)
    expect(count('FR')).toBeGreaterThan(35000)
    expect(count('DE')).toBeGreaterThan(16000)
    const at = (country: string, code: string) =>
      data.places.filter((row) => row[0] === country && row[1] === code).map((row) => row[2])
    expect(at('BE', '8370')).toEqual(['Blankenberge', 'Uitkerke'])
    expect(at('NL', '5611')).toEqual(['Eindhoven'])
    expect(at('FR', '59000')).toEqual(['Lille'])
    expect(at('DE', '52062')).toEqual(['Aachen'])
    // No CEDEX mailbox of a firm, no company code.
    expect(data.places.some((row) => /cedex|gmbh/i.test(`${row[1]} ${row[2]}`))).toBe(false)
  })

  it('names Belgian municipalities in Dutch, French and German, and their province', () => {
    const named = (name: string) => data.places.find((row) => row[0] === 'BE' && row[2] === name)
    expect(named('Liège')?.[6]?.names).toEqual({ nl: 'Luik', fr: 'Liège', de: 'Lüttich' })
    expect(named('Mons')?.[6]?.names).toEqual({ nl: 'Bergen', fr: 'Mons', de: 'Mons' })
    expect(named('Saint-Vith')?.[6]?.names).toEqual({
      nl: 'Sankt Vith',
      fr: 'Saint-Vith',
      de: 'Sankt Vith',
    })
    expect(data.regions[named('Blankenberge')![3]]).toBe('Provincie West-Vlaanderen')
    expect(data.regions[named('Eupen')![3]]).toBe('Province de Liège')
  })

  it('lends towns their other names, for the search', () => {
    const aachen = data.places.find((row) => row[0] === 'DE' && row[1] === '52062')
    expect(aachen?.[6]?.aliases).toEqual(expect.arrayContaining(['Aken', 'Aix-la-Chapelle']))
    expect(aachen?.[6]?.population).toBeGreaterThan(200_000)
  })

  it('compares names as visitors type them', () => {
    expect(nameKey('Braine-l’Alleud')).toBe('braine l alleud')
    expect(nameKey('Sint-Niklaas (Sint-Niklaas)')).toBe('sint niklaas')
    expect(nameKey('Großbrücke')).toBe('grossbrucke')
  })
})
