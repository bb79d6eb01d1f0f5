import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { Combobox, type ComboboxOption } from './combobox'

const municipalities: ComboboxOption[] = [
  { value: '9000', label: 'Gent', description: '9000' },
  { value: '9050', label: 'Gentbrugge', description: '9050' },
  { value: '9031', label: 'Drongen', description: '9031' },
]

function search(query: string) {
  const needle = query.toLowerCase()
  return Promise.resolve(
    municipalities.filter(
      (option) => option.label.toLowerCase().includes(needle) || option.value.startsWith(needle),
    ),
  )
}

const labels = {
  startTypingLabel: 'Type a postal code or municipality',
  loadingLabel: 'Loading results…',
  noResultsLabel: 'No dealers found.',
  resultsCountLabel: (count: number) => `${count} results available`,
}

function renderCombobox(props: Partial<React.ComponentProps<typeof Combobox>> = {}) {
  return render(
    <Field label="Postal code or municipality">
      <Combobox loadOptions={search} debounceMs={0} {...labels} {...props} />
    </Field>,
  )
}

describe('Combobox', () => {
  it('follows the ARIA 1.2 combobox pattern', async () => {
    const { container } = renderCombobox()
    const input = screen.getByRole('combobox', { name: 'Postal code or municipality' })
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    const listboxId = input.getAttribute('aria-controls')!
    expect(container.querySelector(`#${CSS.escape(listboxId)}`)).toHaveAttribute('role', 'listbox')
    expect(container.querySelector('[data-slot=combobox]')).toHaveAttribute('data-state', 'idle')
    await expectNoA11yViolations(container)
  })

  it('shows the start-typing hint on focus and below the minimum length', async () => {
    const user = userEvent.setup()
    const loadOptions = vi.fn(search)
    renderCombobox({ loadOptions, minChars: 2 })
    await user.click(screen.getByRole('combobox'))
    expect(screen.getByRole('status')).toHaveTextContent('Type a postal code or municipality')
    await user.keyboard('G')
    expect(loadOptions).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Type a postal code or municipality')
  })

  it('loads suggestions, announces the count and selects with the keyboard', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = renderCombobox({ onValueChange })
    const input = screen.getByRole('combobox')
    await user.type(input, 'gent')
    const listbox = await screen.findByRole('listbox', { name: 'Postal code or municipality' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Gent9000',
      'Gentbrugge9050',
    ])
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('2 results available')
    expect(container.querySelector('[data-slot=combobox]')).toHaveAttribute('data-state', 'results')
    await expectNoA11yViolations(container)

    await user.keyboard('{ArrowDown}')
    const first = screen.getByRole('option', { name: /^Gent9000/ })
    expect(input).toHaveAttribute('aria-activedescendant', first.id)
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', first.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Gentbrugge/ }).id,
    )
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith(municipalities[1])
    expect(input).toHaveValue('Gentbrugge')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    expect(listbox).not.toBeVisible()
  })

  it('selects with the mouse without losing focus', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    renderCombobox({ onValueChange, name: 'municipality' })
    const input = screen.getByRole('combobox')
    await user.type(input, 'dro')
    await user.click(await screen.findByRole('option', { name: /Drongen/ }))
    expect(onValueChange).toHaveBeenLastCalledWith(municipalities[2])
    expect(input).toHaveFocus()
    expect(document.querySelector('input[type=hidden][name=municipality]')).toHaveValue('9031')
  })

  it('shows the empty state', async () => {
    const user = userEvent.setup()
    const { container } = renderCombobox()
    await user.type(screen.getByRole('combobox'), 'xyz')
    await waitFor(() =>
      expect(container.querySelector('[data-slot=combobox]')).toHaveAttribute(
        'data-state',
        'empty',
      ),
    )
    expect(screen.getByRole('status')).toHaveTextContent('No dealers found.')
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape, then clears on a second Escape', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    renderCombobox({ onValueChange })
    const input = screen.getByRole('combobox')
    await user.type(input, 'gent')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith(municipalities[0])
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
    expect(onValueChange).toHaveBeenLastCalledWith(null)
  })

  it('debounces queries into one request for the text typed last', async () => {
    const user = userEvent.setup()
    const loadOptions = vi.fn(search)
    const { container } = renderCombobox({ loadOptions, debounceMs: 200 })
    await user.type(screen.getByRole('combobox'), 'gent')
    expect(container.querySelector('[data-slot=combobox]')).toHaveAttribute('data-state', 'loading')
    expect(screen.getByRole('status')).toHaveTextContent('Loading results…')
    expect(loadOptions).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(container.querySelector('[data-slot=combobox]')).toHaveAttribute(
        'data-state',
        'results',
      ),
    )
    expect(loadOptions).toHaveBeenCalledOnce()
    expect(loadOptions).toHaveBeenCalledWith('gent', { signal: expect.any(AbortSignal) })
  })

  it('drops the answer of a replaced query', async () => {
    const user = userEvent.setup()
    const pending: Array<(options: ComboboxOption[]) => void> = []
    const loadOptions = vi.fn(
      () => new Promise<ComboboxOption[]>((resolve) => pending.push(resolve)),
    )
    renderCombobox({ loadOptions })
    const input = screen.getByRole('combobox')
    await user.type(input, 'ge')
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1))
    await user.type(input, 'n')
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(2))
    await act(async () => pending[1]!([municipalities[0]!]))
    await act(async () => pending[0]!(municipalities))
    expect(screen.getAllByRole('option')).toHaveLength(1)
  })

  it('shows the invalid state and error from its Field', async () => {
    const { container } = render(
      <Field label="Address" error="Address has no house number" validationVisibility="live">
        <Combobox
          loadOptions={search}
          {...labels}
          defaultValue={{ value: 'a1', label: 'Kerkstraat, 9000 Gent' }}
        />
      </Field>,
    )
    const input = screen.getByRole('combobox', { name: 'Address' })
    expect(input).toHaveValue('Kerkstraat, 9000 Gent')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Address has no house number')
    expect(container.querySelector('[data-slot=combobox]')).toHaveAttribute('data-state', 'invalid')
    await expectNoA11yViolations(container)
  })

  it('rewrites the text when a controlled value is reset from outside', () => {
    const { rerender } = render(
      <Combobox aria-label="Address" loadOptions={search} {...labels} value={municipalities[0]!} />,
    )
    expect(screen.getByRole('combobox')).toHaveValue('Gent')
    rerender(<Combobox aria-label="Address" loadOptions={search} {...labels} value={null} />)
    expect(screen.getByRole('combobox')).toHaveValue('')
  })
})
