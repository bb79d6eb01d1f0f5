import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages } from '@lamella/i18n/server'
import { render, screen, within } from '@testing-library/react'
import { Outlet, createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { DealerResult, DealerSearch } from '../../lib/dealers.server'
import DealersScreen from './dealers'

const place = { id: '5', code: '9000', names: ['Gent', 'Gand'], latitude: 51.05, longitude: 3.72 }

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
      '/nl/dealers?q=9000&place=5&all=1',
    )
  })

  it('offers no "show all" when every dealer is shown', async () => {
    renderScreen(
      '9000',
      { status: 'found', place, dealers: [dealer(1, 'Waterkant', 2)], total: 1 },
      true,
    )
    await screen.findByRole('list')
    expect(screen.queryByRole('link', { name: 'Toon alle dealers' })).toBeNull()
  })

  it('links each place an ambiguous name designates', async () => {
    renderScreen('Brussel', {
      status: 'ambiguous',
      choices: [
        { ...place, id: '1', code: '1000', names: ['Brussel'] },
        { ...place, id: '3', code: '1030', names: ['Brussel'] },
      ],
    })
    const choices = await screen.findByRole('navigation', { name: 'Welke plaats bedoelt u?' })
    expect(
      within(choices)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/nl/dealers?q=Brussel&place=1', '/nl/dealers?q=Brussel&place=3'])
  })

  it('says when nothing is found', async () => {
    renderScreen('Atlantis', { status: 'none' })
    expect(await screen.findByRole('heading', { name: 'Geen dealers gevonden.' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Geen dealers gevonden.')
  })
})
