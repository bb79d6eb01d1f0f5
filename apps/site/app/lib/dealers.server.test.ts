import type { Dealer, PostalCode } from '@lamella/cms'
import { describe, expect, it } from 'vitest'
import { distanceKm, NEAREST_DEALERS, searchDealers } from './dealers.server'
import { normalizeName } from './places.server'

const row = (
  id: number,
  code: string,
  latitude: number,
  longitude: number,
  names: PostalCode['municipality'],
): PostalCode => ({ id, code, latitude, longitude, municipality: names })

// Real codes and approximate centres, as in the CMS seed.
const postalCodes: PostalCode[] = [
  row(1, '1000', 50.8467, 4.3525, {
    nl: 'Brussel',
    fr: 'Bruxelles',
    de: 'Brüssel',
    en: 'Brussels',
  }),
  row(2, '1030', 50.8676, 4.3737, { nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' }),
  row(3, '1030', 50.8608, 4.3612, {
    nl: 'Brussel',
    fr: 'Bruxelles',
    de: 'Brüssel',
    en: 'Brussels',
  }),
  row(4, '4000', 50.6326, 5.5797, { nl: 'Luik', fr: 'Liège', de: 'Lüttich', en: 'Liège' }),
  row(5, '9000', 51.0543, 3.7174, { nl: 'Gent', fr: 'Gand', de: 'Gent', en: 'Ghent' }),
  row(6, '3600', 50.965, 5.5008, { nl: 'Genk', fr: 'Genk', de: 'Genk' }),
  row(7, '9100', 51.1652, 4.1431, { nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', de: 'Sint-Niklaas' }),
]

const dealer = (
  id: number,
  name: string,
  latitude: number | null,
  longitude: number | null,
): Dealer => ({
  id,
  name,
  address: 'Straat 1',
  postalCode: '1000',
  municipality: 'Brussel',
  latitude,
  longitude,
  phone: null,
  email: null,
  website: null,
})

const dealers: Dealer[] = [
  dealer(1, 'Gent Pools', 51.0342, 3.7398),
  dealer(2, 'Luik Pools', 50.64, 5.57),
  dealer(3, 'Brussel Pools', 50.85, 4.36),
  dealer(4, 'No Coordinates', null, null),
  dealer(5, 'Leuven Pools', 50.88, 4.7),
]

const data = { postalCodes, dealers }
const names = (search: ReturnType<typeof searchDealers>) =>
  search.status === 'found' ? search.dealers.map((d) => d.name) : search.status

describe('normalizeName', () => {
  it('ignores case, accents, ß, hyphens and extra spaces', () => {
    expect(normalizeName('  LIÈGE ')).toBe('liege')
    expect(normalizeName('Sint-Niklaas')).toBe('sint niklaas')
    expect(normalizeName("Braine-l'Alleud")).toBe('braine l alleud')
    expect(normalizeName('Großbrücke')).toBe('grossbrucke')
  })
})

describe('distanceKm', () => {
  it('measures the great circle (Brussels to Ghent is about 50 km)', () => {
    const km = distanceKm(postalCodes[0]!, postalCodes[4]!)
    expect(km).toBeGreaterThan(48)
    expect(km).toBeLessThan(53)
    expect(distanceKm(postalCodes[0]!, postalCodes[0]!)).toBe(0)
  })
})

describe('searchDealers', () => {
  it('finds a place by postal code and lists the nearest dealers first', () => {
    const search = searchDealers(data, 'nl', '9000')
    expect(search).toMatchObject({
      status: 'found',
      place: { code: '9000', names: ['Gent', 'Gand', 'Ghent'] },
      total: 5,
    })
    expect(names(search)).toEqual(['Gent Pools', 'Brussel Pools', 'Leuven Pools'])
    if (search.status === 'found') {
      expect(search.dealers).toHaveLength(NEAREST_DEALERS)
      expect(search.dealers[0]!.distanceKm).toBeLessThan(3)
    }
  })

  it('lists every dealer on request, one without coordinates last', () => {
    expect(names(searchDealers(data, 'nl', '4000', { all: true }))).toEqual([
      'Luik Pools',
      'Leuven Pools',
      'Brussel Pools',
      'Gent Pools',
      'No Coordinates',
    ])
  })

  it('finds a municipality by its nl, fr and de name, whatever the case and accents', () => {
    for (const query of ['Luik', 'liège', 'LIEGE', 'Lüttich', 'luttich']) {
      expect(searchDealers(data, 'fr', query)).toMatchObject({
        status: 'found',
        place: { code: '4000', names: ['Liège', 'Luik', 'Lüttich'] },
      })
    }
    expect(searchDealers(data, 'de', 'saint nicolas')).toMatchObject({
      status: 'found',
      place: { code: '9100', names: ['Sint-Niklaas', 'Saint-Nicolas'] },
    })
  })

  it('prefers an exact name over names it begins, and completes a beginning', () => {
    expect(searchDealers(data, 'nl', 'gent')).toMatchObject({ place: { code: '9000' } })
    expect(searchDealers(data, 'nl', 'schaer')).toMatchObject({
      place: { code: '1030', names: ['Schaarbeek', 'Schaerbeek'] },
    })
    expect(searchDealers(data, 'nl', 'gen').status).toBe('ambiguous')
  })

  it('offers the places a name designates and finds the one picked', () => {
    const search = searchDealers(data, 'en', 'bruxelles')
    expect(search).toEqual({
      status: 'ambiguous',
      choices: [
        expect.objectContaining({
          id: '1',
          code: '1000',
          names: ['Brussels', 'Brussel', 'Bruxelles', 'Brüssel'],
        }),
        expect.objectContaining({
          id: '3',
          code: '1030',
          names: ['Brussels', 'Brussel', 'Bruxelles', 'Brüssel'],
        }),
      ],
    })
    expect(searchDealers(data, 'en', 'bruxelles', { place: '3' })).toMatchObject({
      status: 'found',
      place: { id: '3', code: '1030' },
    })
    // A place that is not among the matches picks nothing.
    expect(searchDealers(data, 'en', 'bruxelles', { place: '5' }).status).toBe('ambiguous')
    expect(searchDealers(data, 'en', '1000 Bruxelles')).toMatchObject({
      status: 'found',
      place: { id: '1' },
    })
  })

  it('finds a code that covers several municipalities, and each of them by name', () => {
    expect(searchDealers(data, 'nl', '1030')).toMatchObject({
      status: 'found',
      place: { id: '2', code: '1030' },
    })
    expect(searchDealers(data, 'nl', '1030 Brussel')).toMatchObject({
      status: 'found',
      place: { id: '3' },
    })
    expect(searchDealers(data, 'fr', 'Schaarbeek')).toMatchObject({
      status: 'found',
      place: { id: '2', names: ['Schaerbeek', 'Schaarbeek'] },
    })
  })

  it('finds nothing for an unknown code or name, a blank query, or no dealers', () => {
    expect(searchDealers(data, 'nl', '9999')).toEqual({ status: 'none' })
    expect(searchDealers(data, 'nl', 'Atlantis')).toEqual({ status: 'none' })
    expect(searchDealers(data, 'nl', ' ')).toEqual({ status: 'none' })
    expect(searchDealers(data, 'nl', 'g')).toEqual({ status: 'none' })
    expect(searchDealers({ postalCodes, dealers: [] }, 'nl', '9000')).toEqual({ status: 'none' })
  })
})
