import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { NumberInput, parseNumberInput, type NumberInputMode } from './number-input'

describe('parseNumberInput', () => {
  const table: Array<[string, NumberInputMode, number | undefined]> = [
    ['', 'float', undefined],
    ['   ', 'integer', undefined],
    ['12', 'integer', 12],
    [' 12 ', 'integer', 12],
    ['-3', 'integer', -3],
    ['+7', 'integer', 7],
    ['12.0', 'integer', 12],
    ['12.5', 'integer', Number.NaN],
    ['12,5', 'integer', Number.NaN],
    ['12.5', 'float', 12.5],
    ['12,5', 'float', 12.5],
    ['0,75', 'float', 0.75],
    [',5', 'float', 0.5],
    ['5.', 'float', 5],
    ['-0', 'float', 0],
    ['-2,25', 'float', -2.25],
    ['abc', 'float', Number.NaN],
    ['12abc', 'integer', Number.NaN],
    ['1.000,5', 'float', Number.NaN],
    ['1e3', 'float', Number.NaN],
    ['.', 'float', Number.NaN],
  ]

  it.each(table)('%j as %s → %s', (text, mode, expected) => {
    expect(parseNumberInput(text, mode)).toEqual(expected)
  })
})

describe('NumberInput', () => {
  it('reports parsed values and keeps the typed text', async () => {
    const onValueChange = vi.fn()
    const { container } = render(
      <Field label="Length">
        <NumberInput unit="m" onValueChange={onValueChange} />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Length' })
    expect(input).toHaveAttribute('inputmode', 'decimal')
    expect(input).toHaveAccessibleDescription('m')
    await userEvent.type(input, '12,5')
    expect(input).toHaveValue('12,5')
    expect(onValueChange).toHaveBeenLastCalledWith(12.5)
    await userEvent.clear(input)
    expect(onValueChange).toHaveBeenLastCalledWith(undefined)
    await expectNoA11yViolations(container)
  })

  it('uses a numeric keyboard and whole numbers in integer mode', async () => {
    const onValueChange = vi.fn()
    render(<NumberInput aria-label="Steps" mode="integer" onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: 'Steps' })
    expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(input, '4')
    expect(onValueChange).toHaveBeenLastCalledWith(4)
    await userEvent.type(input, ',5')
    expect(onValueChange).toHaveBeenLastCalledWith(Number.NaN)
  })

  it('follows a controlled value without rewriting what is typed', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | undefined>(3)
      return (
        <>
          <NumberInput aria-label="Width" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(8.25)}>
            Preset
          </button>
          <output>{String(value)}</output>
        </>
      )
    }
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Width' })
    expect(input).toHaveValue('3')
    await userEvent.type(input, ',')
    expect(input).toHaveValue('3,')
    expect(screen.getByRole('status')).toHaveTextContent('3')
    await userEvent.click(screen.getByRole('button', { name: 'Preset' }))
    expect(input).toHaveValue('8.25')
  })

  it('writes outside values with a custom formatter', () => {
    render(
      <NumberInput
        aria-label="Depth"
        defaultValue={1.5}
        formatValue={(value) => (value === undefined ? '' : String(value).replace('.', ','))}
      />,
    )
    expect(screen.getByRole('textbox')).toHaveValue('1,5')
  })
})
