import type { PostalCode } from '@lamella/cms'
import { describe, expect, it, vi } from 'vitest'
import { createOfflineProvider } from './offline.server'

const postalCodes: PostalCode[] = [
  {
    id: 1,
    code: '1000',
    latitude: 50.85,
    longitude: 4.35,
    municipality: { nl: 'Brussel', fr: 'Bruxelles' },
  },
  {
    id: 5,
    code: '9000',
    latitude: 51.05,
    longitude: 3.72,
    municipality: { nl: 'Gent', fr: 'Gand', en: 'Ghent' },
  },
  {
    id: 6,
    code: '9100',
    latitude: 51.17,
    longitude: 4.14,
    municipality: { nl: 'Sint-Niklaas', fr: 'Saint-Nicolas' },
  },
  { id: 7, code: '3600', latitude: 50.97, longitude: 5.5, municipality: { nl: 'Genk' } },
]
const provider = createOfflineProvider(async () => postalCodes)

describe('the offline address provider', () => {
  it('completes the place of a full address in the visitor language', async () => {
    expect(await provider.suggest('Kerkstraat 12, 9000 Gent', 'fr')).toEqual([
      {
        id: '5:Kerkstraat 12',
        street: 'Kerkstraat 12',
        houseNumber: '12',
        postalCode: '9000',
        municipality: 'Gand',
      },
    ])
    expect(await provider.suggest('12 rue de la loi 1000 bruxelles', 'nl')).toEqual([
      expect.objectContaining({
        street: '12 rue de la loi',
        postalCode: '1000',
        municipality: 'Brussel',
      }),
    ])
  })

  it('offers every place a partial code or name begins', async () => {
    const byCode = await provider.suggest('Kerkstraat 12, 90', 'nl')
    expect(byCode.map((s) => `${s.postalCode} ${s.municipality}`)).toEqual(['9000 Gent'])
    const byName = await provider.suggest('Kerkstraat 12, ge', 'nl')
    expect(byName.map((s) => s.postalCode)).toEqual(['9000', '3600'])
    const nine = await provider.suggest('Kerkstraat 12, 9', 'nl')
    expect(nine.map((s) => s.postalCode)).toEqual(['9000', '9100'])
  })

  it('keeps an address without house number, so the field can say it has none', async () => {
    expect(await provider.suggest('Kerkstraat, 9000', 'nl')).toEqual([
      expect.objectContaining({ street: 'Kerkstraat', houseNumber: null, postalCode: '9000' }),
    ])
  })

  it('suggests nothing without a street, without a place, or for an unknown place', async () => {
    expect(await provider.suggest('9000 Gent', 'nl')).toEqual([])
    expect(await provider.suggest('Kerkstraat 12', 'nl')).toEqual([])
    expect(await provider.suggest('Kerkstraat 12, 9999', 'nl')).toEqual([])
  })

  it('answers nothing rather than failing when the CMS cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = createOfflineProvider(() => Promise.reject(new Error('down')))
    expect(await failing.suggest('Kerkstraat 12, 9000', 'nl')).toEqual([])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
