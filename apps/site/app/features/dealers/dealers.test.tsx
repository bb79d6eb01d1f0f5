import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages } from '@lamella/i18n/server'
import { render, screen, within } from '@testing-library/react'
import { Outlet, createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { DealerResult, DealerSearch } from './dealer-search.server'
import DealersScreen from './dealers'

const place = {
  id: 'BE-9000-1',
  country: 'BE' as const,
  code: '9000',
  name: 'Gent',
  region: 'Provincie Oost-Vlaanderen',
  latitude: 51.05,
  longitude: 3.72,
}

const dealer = (id: number, name: string, distanceKm: number | null): DealerResult => ({
  id,
  name,
  address: 'Brusselsesteenweg 640',
  postalCode: '9000',
  municipality: 'Gent',
  phone: '+32 9 231 58 07',
  email: 'hallo@example.com',
  website: null,
  latitude: 51,
  longitude: 3.7,
  country: 'BE',
  pausedUntil: null,
  languages: [],
  openingHours: null,
  distanceKm,
})

function renderScreen(query: string, search: DealerSearch | null, all = false) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ config: { map: null } }),
      Component: Outlet,
      children: [
        {
          path: 'nl/dealers',
          loader: () => ({ query, all, search, head: null }),
          Component: DealersScreen,
        },
      ],
    },
  ])
  return render(
    <I18nProvider locale="nl" catalogue={serializedMessages('nl')}>
      <Stub initialEntries={[`/nl/dealers?q=${encodeURIComponent(query)}`]} />
    </I18nProvider>,
  )
}

describe('the dealer finder screen', () => {
  it('is a labelled search form alone before any search', async () => {
    renderScreen('', null)
    const box = await screen.findByRole('searchbox', { name: 'Postcode of gemeente' })
    expect(box.closest('form')).toHaveAttribute('method', 'get')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('lists the dealers found in order, with distance, phone and a way to see them all', async () => {
    renderScreen('9000', {
      status: 'found',
      place,
      dealers: [
        dealer(1, 'Waterkant', 2.66),
        dealer(2, 'Dender', 25.2),
        dealer(3, 'Ver weg', null),
      ],
      total: 20,
      others: [],
    })
    const list = await screen.findByRole('list', {
      name: 'De 3 dealers het dichtst bij 9000 Gent',
    })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Waterkant',
      'Dender',
      'Ver weg',
    ])
    expect(items[0]).toHaveTextContent('op 2,7 km')
    expect(items[1]).toHaveTextContent('op 25 km')
    expect(items[2]).not.toHaveTextContent(' km')
    expect(within(items[0]!).getByRole('link', { name: '+32 9 231 58 07' })).toHaveAttribute(
      'href',
      'tel:+3292315807',
    )
    expect(screen.getByRole('status')).toHaveTextContent('De 3 dealers het dichtst bij 9000 Gent')
    expect(screen.getByRole('link', { name: 'Toon alle dealers' })).toHaveAttribute(
      'href',
      '/nl/dealers?q=9000&place=BE-9000-1&all=1',
    )
    expect(screen.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    )
  })

  it('says how far the nearest dealer is when it is far, and which code it did not know', async () => {
    renderScreen('8399', {
      status: 'found',
      place: { ...place, code: '8400', name: 'Oostende' },
      dealers: [dealer(1, 'Waterkant', 42.4)],
      total: 1,
      approximateCode: '8399',
      others: [],
    })
    await screen.findByRole('list')
    expect(screen.getByText('De dichtstbijzijnde dealer is op 42 km.')).toBeVisible()
    expect(
      screen.getByText(
        'Postcode 8399 kennen we niet: dit zijn de dealers het dichtst bij 8400 Oostende.',
      ),
    ).toBeVisible()
  })

  it('offers the same code in the neighbouring countries, named with their country', async () => {
    renderScreen('5611', {
      status: 'found',
      place: { ...place, id: 'NL-5611-1', country: 'NL', code: '5611', name: 'Eindhoven' },
      dealers: [dealer(1, 'Waterkant', 80)],
      total: 1,
      others: [
        { ...place, id: 'LU-5611-1', country: 'LU', code: '5611', name: 'Mondorf-les-Bains' },
      ],
    })
    expect(
      await screen.findByRole('list', {
        name: 'De dealer het dichtst bij 5611 Eindhoven, Nederland',
      }),
    ).toBeVisible()
    const others = screen.getByRole('navigation', { name: 'Bedoelde u een andere plaats?' })
    expect(within(others).getByRole('link')).toHaveTextContent('L-5611 Mondorf-les-Bains')
    expect(within(others).getByRole('link')).toHaveAttribute(
      'href',
      '/nl/dealers?q=5611&place=LU-5611-1',
    )
  })

  it('offers no "show all" when every dealer is shown', async () => {
    renderScreen(
      '9000',
      { status: 'found', place, dealers: [dealer(1, 'Waterkant', 2)], total: 1, others: [] },
      true,
    )
    await screen.findByRole('list')
    expect(screen.queryByRole('link', { name: 'Toon alle dealers' })).toBeNull()
  })

  it('links each place an ambiguous name designates', async () => {
    renderScreen('Bergen', {
      status: 'ambiguous',
      choices: [
        { ...place, id: 'BE-7000-1', code: '7000', name: 'Bergen', region: 'Province du Hainaut' },
        {
          ...place,
          id: 'NL-1861-1',
          country: 'NL',
          code: '1861',
          name: 'Bergen',
          region: 'North Holland',
        },
      ],
      more: false,
    })
    const choices = await screen.findByRole('navigation', { name: 'Welke plaats bedoelt u?' })
    expect(
      within(choices)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/nl/dealers?q=Bergen&place=BE-7000-1', '/nl/dealers?q=Bergen&place=NL-1861-1'])
    expect(within(choices).getAllByRole('listitem')[1]).toHaveTextContent(
      '1861 BergenNorth Holland · Nederland',
    )
  })

  it('says when the input is no place, what to try next, and offers every dealer', async () => {
    renderScreen('Atlantis', { status: 'none' })
    expect(await screen.findByRole('heading', { name: 'Geen dealers gevonden.' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Geen dealers gevonden.')
    expect(screen.getByText(/probeer de postcode/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Toon alle dealers' })).toHaveAttribute(
      'href',
      '/nl/dealers?all=1',
    )
  })

  it('lists every dealer when asked to without a place', async () => {
    renderScreen(
      '',
      { status: 'all', dealers: [dealer(1, 'Waterkant', null), dealer(2, 'Dender', null)] },
      true,
    )
    expect(await screen.findByRole('list', { name: 'Alle 2 dealers' })).toBeVisible()
  })
})
