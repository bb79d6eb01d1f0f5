import type { Dealer } from '@lamella/cms'
import { describe, expect, it } from 'vitest'
import { places } from '#app/shared/places/places.server'
import {
  brusselsDay,
  distanceKm,
  isPaused,
  NEAREST_DEALERS,
  searchDealers,
} from './dealer-search.server'

const dealer = (
  id: number,
  name: string,
  latitude: number | null,
  longitude: number | null,
  country: Dealer['country'] = 'BE',
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
  pausedUntil: null,
  languages: [],
  openingHours: null,
  country,
})

const dealers: Dealer[] = [
  dealer(1, 'Gent Pools', 51.0342, 3.7398),
  dealer(2, 'Luik Pools', 50.64, 5.57),
  dealer(3, 'Brussel Pools', 50.85, 4.36),
  dealer(4, 'No Coordinates', null, null),
  dealer(5, 'Leuven Pools', 50.88, 4.7),
  dealer(6, 'Aachen Pools', 50.77, 6.08, 'DE'),
]

const index = places()
const search = (query: string, options?: Parameters<typeof searchDealers>[4]) =>
  searchDealers(index, dealers, 'nl', query, options)
const names = (result: ReturnType<typeof searchDealers>) =>
  result.status === 'found' || result.status === 'all'
    ? result.dealers.map((d) => d.name)
    : result.status

describe('distanceKm', () => {
  it('measures the great circle (Brussels to Ghent is about 50 km)', () => {
    const brussels = { latitude: 50.8504, longitude: 4.3488 }
    const km = distanceKm(brussels, { latitude: 51.0543, longitude: 3.7174 })
    expect(km).toBeGreaterThan(45)
    expect(km).toBeLessThan(53)
    expect(distanceKm(brussels, brussels)).toBe(0)
  })
})

describe('searchDealers', () => {
  it('lists the nearest dealers of a postal code first, named in the visitor language', () => {
    const result = search('9000')
    expect(result).toMatchObject({
      status: 'found',
      place: { country: 'BE', code: '9000', name: 'Gent' },
      total: 6,
    })
    expect(names(result)).toEqual(['Gent Pools', 'Brussel Pools', 'Leuven Pools'])
    if (result.status === 'found') {
      expect(result.dealers).toHaveLength(NEAREST_DEALERS)
      expect(result.dealers[0]!.distanceKm).toBeLessThan(5)
    }
    expect(searchDealers(index, dealers, 'fr', 'Luik')).toMatchObject({
      place: { code: '4000', name: 'Liège' },
    })
  })

  it('always lists dealers for a recognised place, however far the nearest is', () => {
    const oostende = search('8400')
    expect(oostende.status).toBe('found')
    if (oostende.status === 'found') {
      expect(oostende.dealers[0]!.name).toBe('Gent Pools')
      expect(oostende.dealers[0]!.distanceKm).toBeGreaterThan(40)
    }
    expect(names(search('Lille'))).toEqual(['Gent Pools', 'Brussel Pools', 'Leuven Pools'])
    expect(names(search('Aken'))[0]).toBe('Aachen Pools')
  })

  it('lists every dealer on request, one without coordinates last', () => {
    expect(names(search('4000', { all: true }))).toEqual([
      'Luik Pools',
      'Aachen Pools',
      'Leuven Pools',
      'Brussel Pools',
      'Gent Pools',
      'No Coordinates',
    ])
  })

  it('says which code it does not know, and which other countries share a code', () => {
    expect(search('L-1009')).toMatchObject({ status: 'found', approximateCode: '1009' })
    expect(search('5611')).toMatchObject({
      status: 'found',
      place: { country: 'NL', name: 'Eindhoven' },
      others: [expect.objectContaining({ country: 'LU', code: '5611' })],
    })
  })

  it('offers the places a name designates and finds the one picked', () => {
    const neuville = search('Neuville')
    expect(neuville.status).toBe('ambiguous')
    if (neuville.status !== 'ambiguous') return
    const picked = neuville.choices[1]!
    expect(search('Neuville', { place: picked.id })).toMatchObject({
      status: 'found',
      place: { id: picked.id },
    })
  })

  it('answers none only for what is no place, and every dealer when asked to', () => {
    expect(search('Atlantis')).toEqual({ status: 'none' })
    expect(search(' ')).toEqual({ status: 'none' })
    expect(names(search('Atlantis', { all: true }))).toEqual([
      'Brussel Pools',
      'Gent Pools',
      'Leuven Pools',
      'Luik Pools',
      'No Coordinates',
      'Aachen Pools',
    ])
    expect(searchDealers(index, [], 'nl', '9000')).toEqual({ status: 'none' })
  })
})

describe('a dealer’s pause', () => {
  it('keeps them out until the day they named, in Brussels', () => {
    expect(isPaused({ pausedUntil: '2026-12-10' }, '2026-12-09')).toBe(true)
    expect(isPaused({ pausedUntil: '2026-12-10' }, '2026-12-10')).toBe(false)
    expect(isPaused({ pausedUntil: null }, '2026-12-09')).toBe(false)
    expect(brusselsDay(new Date('2026-12-09T23:30:00Z'))).toBe('2026-12-10')
  })
})
