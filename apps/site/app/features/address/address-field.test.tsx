import { Form } from '@lamella/ui'
import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages } from '@lamella/i18n/server'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useForm, useWatch } from 'react-hook-form'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AddressSuggestion } from './suggestion'
import { AddressField } from './address-field'

interface Values {
  address: string
}

function TestForm({ onChosen }: { onChosen?: (suggestion: AddressSuggestion) => void }) {
  const form = useForm<Values>({ defaultValues: { address: '' }, mode: 'all' })
  const value = useWatch({ control: form.control, name: 'address' })
  return (
    <Form form={form} onSubmit={() => {}} incompleteMessage="incomplete">
      <AddressField<Values, 'address'> name="address" onSuggestionChosen={onChosen} />
      <p data-testid="value">{value}</p>
    </Form>
  )
}

const ui = (element: React.ReactNode) => (
  <I18nProvider locale="nl" catalogue={serializedMessages('nl')}>
    {element}
  </I18nProvider>
)

const gent: AddressSuggestion = {
  id: '5:Kerkstraat 12',
  street: 'Kerkstraat 12',
  houseNumber: '12',
  postalCode: '9000',
  municipality: 'Gent',
  country: 'BE',
}

let answer: AddressSuggestion[]
const fetchMock = vi.fn(async (_url: URL) => Response.json({ suggestions: answer }))

beforeEach(() => {
  // jsdom lays nothing out; the combobox scrolls the active option into view.
  Element.prototype.scrollIntoView = () => {}
  vi.useFakeTimers()
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Adres' }), { target: { value: text } })
  await act(() => vi.advanceTimersByTimeAsync(300))
}

describe('AddressField', () => {
  it('is a plain named text input in the server HTML, so it submits without JavaScript', () => {
    const html = renderToString(ui(<TestForm />))
    expect(html).toMatch(/<input[^>]*name="address"/)
    expect(html).not.toContain('role="combobox"')
  })

  it('keeps what was typed before the page hydrated', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(ui(<TestForm />))
    container.querySelector<HTMLInputElement>('input[name="address"]')!.value = 'Kerkstraat 12'
    const root = await act(async () => hydrateRoot(container, ui(<TestForm />)))
    try {
      expect(container.querySelector('[role="combobox"]')).toHaveValue('Kerkstraat 12')
      expect(container.querySelector('input[type="hidden"][name="address"]')).toHaveValue(
        'Kerkstraat 12',
      )
    } finally {
      act(() => root.unmount())
      container.remove()
    }
  })

  it('hints to start typing, then searches in the visitor language', async () => {
    render(ui(<TestForm />))
    const input = screen.getByRole('combobox', { name: 'Adres' })
    fireEvent.focus(input)
    expect(screen.getByRole('status')).toHaveTextContent('Begin uw adres te typen')
    answer = [gent]
    fireEvent.change(input, { target: { value: 'Kerkstraat 12, 90' } })
    expect(screen.getByRole('status')).toHaveTextContent('Adressen worden gezocht…')
    await act(() => vi.advanceTimersByTimeAsync(300))
    const url = fetchMock.mock.calls[0]![0]
    expect(url.pathname).toBe('/api/address')
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Kerkstraat 12, 90', lang: 'nl' })
    expect(screen.getByRole('option', { name: /Kerkstraat 12/ })).toHaveTextContent('9000 Gent')
    expect(screen.getByRole('status')).toHaveTextContent('1 adres gevonden')
  })

  it('says when no address is found', async () => {
    render(ui(<TestForm />))
    answer = []
    await type('Nergensstraat 1, 9999')
    expect(screen.getByRole('status')).toHaveTextContent('Geen adres gevonden')
  })

  it('marks a suggestion without house number', async () => {
    render(ui(<TestForm />))
    answer = [{ ...gent, street: 'Kerkstraat', houseNumber: null }]
    await type('Kerkstraat, 9000')
    expect(screen.getByRole('option')).toHaveTextContent('Het adres bevat geen huisnummer')
  })

  it('takes the street line of the chosen suggestion and hands the rest to the form', async () => {
    const chosen = vi.fn()
    render(ui(<TestForm onChosen={chosen} />))
    answer = [gent]
    await type('kerkstraat 12, 90')
    const input = screen.getByRole('combobox', { name: 'Adres' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(chosen).toHaveBeenCalledWith(gent)
    expect(input).toHaveValue('Kerkstraat 12')
    expect(screen.getByTestId('value')).toHaveTextContent('Kerkstraat 12')
  })

  it('keeps what the visitor types as the value, and drops malformed answers', async () => {
    render(ui(<TestForm />))
    fetchMock.mockResolvedValueOnce(Response.json({ suggestions: [{ id: 1, street: null }] }))
    await type('Dorpsstraat 4, 9000')
    expect(screen.getByTestId('value')).toHaveTextContent('Dorpsstraat 4, 9000')
    expect(screen.queryByRole('option')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Geen adres gevonden')
  })
})
