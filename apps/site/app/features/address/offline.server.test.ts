import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from './offline.server'

// The site's own places table: the same data the dealer finder searches.
const provider = createOfflineProvider()
const places = (suggestions: Awaited<ReturnType<typeof provider.suggest>>) =>
  suggestions.map((s) => `${s.country} ${s.postalCode} ${s.municipality}`)

describe('the offline address provider', () => {
  it('completes the place of a full address, named in the visitor language', async () => {
    expect(await provider.suggest('Kerkstraat 12, 9000 Gent', 'fr')).toEqual([
      {
        id: 'BE-9000-1:Kerkstraat 12',
        street: 'Kerkstraat 12',
        houseNumber: '12',
        postalCode: '9000',
        municipality: 'Gand',
        country: 'BE',
      },
    ])
    const brussels = await provider.suggest('12 rue de la loi 1000 bruxelles', 'nl')
    expect(brussels[0]).toEqual(
      expect.objectContaining({
        street: '12 rue de la loi',
        postalCode: '1000',
        municipality: 'Brussel',
      }),
    )
  })

  it('knows every locality of a code, and the neighbouring countries', async () => {
    expect(places(await provider.suggest('Zeedijk 5, 8370', 'nl'))).toEqual([
      'BE 8370 Blankenberge',
      'BE 8370 Uitkerke',
      'LU 8370 Hobscheid',
    ])
    expect(places(await provider.suggest('Rue Nationale 1, 59000 Lille', 'fr'))).toEqual([
      'FR 59000 Lille',
    ])
    expect(places(await provider.suggest('Markt 3, 5611 AB', 'nl'))).toEqual([
      'NL 5611 AB Eindhoven',
    ])
    expect(places(await provider.suggest('Theaterstraße 1, 52062 Aachen', 'de'))).toEqual([
      'DE 52062 Aachen',
    ])
  })

  it('offers every place a partial code or name begins, the form country first', async () => {
    const byCode = await provider.suggest('Kerkstraat 12, 900', 'nl')
    expect(byCode[0]).toEqual(expect.objectContaining({ postalCode: '9000', municipality: 'Gent' }))
    const dutchFirst = await provider.suggest('Kerkstraat 12, 561', 'nl', { country: 'NL' })
    expect(dutchFirst[0]?.country).toBe('NL')
    const byName = await provider.suggest('Kerkstraat 12, blanken', 'nl')
    expect(places(byName)).toContain('BE 8370 Blankenberge')
  })

  it('completes a street alone with the postal code the form already has', async () => {
    expect(
      places(await provider.suggest('Kerkstraat 12', 'nl', { postalCode: '9700', country: 'BE' })),
    ).toEqual(expect.arrayContaining(['BE 9700 Oudenaarde']))
    expect(
      places(
        await provider.suggest('Kerkstraat 12', 'nl', { postalCode: '5611 AB', country: 'NL' }),
      ),
    ).toEqual(['NL 5611 AB Eindhoven'])
  })

  it("keeps a Dutch postcode's letters, typed or already in the form", async () => {
    const typed = await provider.suggest('Markt 3, 4524 CD Sluis', 'nl')
    expect(typed[0]).toEqual(expect.objectContaining({ postalCode: '4524 CD', country: 'NL' }))
    const fromForm = await provider.suggest('Markt 3', 'nl', {
      postalCode: '4524cd',
      country: 'NL',
    })
    expect(fromForm[0]).toEqual(expect.objectContaining({ postalCode: '4524 CD', country: 'NL' }))
    // a Belgian code has no letters to keep
    const belgian = await provider.suggest('Markt 3, 9000 Gent', 'nl')
    expect(belgian[0]?.postalCode).toBe('9000')
  })

  it('offers a street alone as typed while the form has no postal code yet', async () => {
    expect(await provider.suggest('Kerkstraat 12', 'nl')).toEqual([
      {
        id: 'typed:Kerkstraat 12',
        street: 'Kerkstraat 12',
        houseNumber: '12',
        postalCode: null,
        municipality: null,
        country: null,
      },
    ])
  })

  it('keeps an address without house number, so the field can say it has none', async () => {
    expect((await provider.suggest('Kerkstraat, 9000', 'nl'))[0]).toEqual(
      expect.objectContaining({ street: 'Kerkstraat', houseNumber: null, postalCode: '9000' }),
    )
  })

  it('suggests nothing without a street, or for a place nobody knows', async () => {
    expect(await provider.suggest('9000 Gent', 'nl')).toEqual([])
    expect(await provider.suggest('Kerkstraat 12, 0000', 'nl')).toEqual([])
    expect(await provider.suggest('Kerkstraat 12, Qqqq', 'nl')).toEqual([])
  })
})
