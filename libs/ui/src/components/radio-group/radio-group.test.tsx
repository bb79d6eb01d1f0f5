import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { RadioGroup, RadioGroupItem, YesNoRadioGroup } from './radio-group'

const stairs = [
  { value: 'classic', label: 'Classic', description: 'Straight steps across the width' },
  { value: 'lounge', label: 'Lounge' },
  { value: 'oblique', label: 'Oblique', disabled: true },
]

describe('RadioGroup', () => {
  it('renders options and selects with the mouse and arrow keys', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = render(
      <Field label="Stair">
        <RadioGroup options={stairs} onValueChange={onValueChange} />
      </Field>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Stair' })
    expect(group).toHaveAttribute('aria-orientation', 'vertical')
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveAccessibleDescription(
      'Straight steps across the width',
    )
    expect(screen.getByRole('radio', { name: 'Oblique' })).toBeDisabled()
    await user.click(screen.getByText('Classic'))
    expect(onValueChange).toHaveBeenLastCalledWith('classic')
    expect(screen.getByRole('radio', { name: 'Classic' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Classic' }))
    // Radix moves focus on a timer and checks the radio only while the arrow key is still held.
    await user.keyboard('{ArrowDown>}')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Lounge' })).toBeChecked())
    await user.keyboard('{/ArrowDown}')
    expect(onValueChange).toHaveBeenLastCalledWith('lounge')
    await expectNoA11yViolations(container)
  })

  it('calls onBlur only when focus leaves the group', async () => {
    const user = userEvent.setup()
    const onBlur = vi.fn()
    render(
      <>
        <RadioGroup
          aria-label="Stair"
          options={stairs.slice(0, 2)}
          defaultValue="classic"
          onBlur={onBlur}
        />
        <button type="button">Next</button>
      </>,
    )
    await user.click(screen.getByRole('radio', { name: 'Classic' }))
    await user.keyboard('{ArrowDown}')
    expect(onBlur).not.toHaveBeenCalled()
    await user.tab()
    expect(onBlur).toHaveBeenCalledOnce()
  })

  it('lays items out horizontally and accepts RadioGroupItem children', () => {
    render(
      <RadioGroup aria-label="Size" orientation="horizontal">
        <RadioGroupItem value="s" label="Small" />
        <RadioGroupItem value="l" label="Large" />
      </RadioGroup>,
    )
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal')
    expect(screen.getAllByRole('radio')).toHaveLength(2)
  })

  it('shows the invalid state from its Field', async () => {
    const { container } = render(
      <Field
        label="Stair"
        required
        error="You have to make a choice here"
        validationVisibility="live"
      >
        <RadioGroup options={stairs} />
      </Field>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Stair' })
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(group).toHaveAttribute('aria-required', 'true')
    expect(group).toHaveAccessibleDescription('You have to make a choice here')
    await expectNoA11yViolations(container)
  })
})

describe('YesNoRadioGroup', () => {
  it('offers yes and no with the given labels', async () => {
    const onValueChange = vi.fn()
    const { container } = render(
      <Field label="Do you already have a pool?">
        <YesNoRadioGroup yesLabel="Ja" noLabel="Nee" onValueChange={onValueChange} />
      </Field>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Do you already have a pool?' })
    expect(group).toHaveAttribute('aria-orientation', 'horizontal')
    await userEvent.click(screen.getByRole('radio', { name: 'Nee' }))
    expect(onValueChange).toHaveBeenCalledWith('no')
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }))
    expect(onValueChange).toHaveBeenLastCalledWith('yes')
    await expectNoA11yViolations(container)
  })

  it('is controlled with an empty value meaning no answer yet', () => {
    const { rerender } = render(
      <YesNoRadioGroup aria-label="Pool" yesLabel="Yes" noLabel="No" value="" />,
    )
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked()
    rerender(<YesNoRadioGroup aria-label="Pool" yesLabel="Yes" noLabel="No" value="yes" />)
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked()
  })
})
