import { describe, expect, it } from 'vitest'
import { parseAddress } from './parse'

describe('parseAddress', () => {
  it.each([
    [
      'Kerkstraat 12, 9000 Gent',
      { street: 'Kerkstraat', houseNumber: '12', postalCode: '9000', municipality: 'Gent' },
    ],
    [
      '12 rue de la Loi 1000 Bruxelles',
      {
        street: 'rue de la Loi',
        houseNumber: '12',
        numberFirst: true,
        postalCode: '1000',
        municipality: 'Bruxelles',
      },
    ],
    [
      '12, rue de la Loi, 1000 Bruxelles',
      {
        street: 'rue de la Loi',
        houseNumber: '12',
        numberFirst: true,
        postalCode: '1000',
        municipality: 'Bruxelles',
      },
    ],
    [
      'Hauptstraße 5a 4700 Eupen',
      { street: 'Hauptstraße', houseNumber: '5a', postalCode: '4700', municipality: 'Eupen' },
    ],
    [
      'Bredabaan 812 bus 3, 2930',
      { street: 'Bredabaan', houseNumber: '812 bus 3', postalCode: '2930' },
    ],
    ['Kerkstraat 12 Gent', { street: 'Kerkstraat', houseNumber: '12', municipality: 'Gent' }],
    ['Kerkstraat 12', { street: 'Kerkstraat', houseNumber: '12' }],
    ['Kerkstraat', { street: 'Kerkstraat' }],
    ['Kerkstraat, 9000 Gent', { street: 'Kerkstraat', postalCode: '9000', municipality: 'Gent' }],
    ['  Kerkstraat   12 ,  90 ', { street: 'Kerkstraat', houseNumber: '12', postalCode: '90' }],
    ['Kerkstraat 12, Ge', { street: 'Kerkstraat', houseNumber: '12', municipality: 'Ge' }],
    ['9000 Gent', { postalCode: '9000', municipality: 'Gent' }],
    [
      'Grote Markt 1, 59000 Lille',
      { street: 'Grote Markt', houseNumber: '1', postalCode: '59000', municipality: 'Lille' },
    ],
    [
      'Markt 3 5611 AB Eindhoven',
      {
        street: 'Markt',
        houseNumber: '3',
        postalCode: '5611',
        postalLetters: 'AB',
        country: 'NL',
        municipality: 'Eindhoven',
      },
    ],
    [
      'Rue de la Gare 4, L-1009 Luxembourg',
      {
        street: 'Rue de la Gare',
        houseNumber: '4',
        postalCode: '1009',
        country: 'LU',
        municipality: 'Luxembourg',
      },
    ],
    [
      'Kerkstraat 12, 9000 Ge',
      { street: 'Kerkstraat', houseNumber: '12', postalCode: '9000', municipality: 'Ge' },
    ],
    ['', {}],
  ])('%s', (input, expected) => {
    expect(parseAddress(input)).toEqual(expected)
  })
})
