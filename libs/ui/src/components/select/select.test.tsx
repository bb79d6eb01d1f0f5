import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { Select } from './select'

const colours = [
  { value: 'white', label: 'White' },
  { value: 'grey', label: 'Grey' },
  { value: 'volcano_grey', label: 'Volcano grey', disabled: true },
]

describe('Select', () => {
  it('renders a native select with the placeholder first', async () => {
    const { container } = render(
      <Field label="Colour">
        <Select placeholder="Choose a colour" options={colours} />
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Colour' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveValue('')
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a colour',
      'White',
      'Grey',
      'Volcano grey',
    ])
    expect(screen.getByRole('option', { name: 'Volcano grey' })).toBeDisabled()
    await expectNoA11yViolations(container)
  })

  it('selects an option', async () => {
    const onChange = vi.fn()
    render(
      <Select
        aria-label="Colour"
        placeholder="Choose a colour"
        options={colours}
        onChange={onChange}
      />,
    )
    await userEvent.selectOptions(screen.getByRole('combobox'), 'grey')
    expect(screen.getByRole('combobox')).toHaveValue('grey')
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('accepts children options and is disabled and invalid through its Field', () => {
    render(
      <Field
        label="Stair"
        disabled
        error="You have to make a choice here"
        validationVisibility="live"
      >
        <Select>
          <option value="classic">Classic</option>
        </Select>
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Stair' })
    expect(select).toBeDisabled()
    expect(select).toHaveAttribute('aria-invalid', 'true')
  })
})
