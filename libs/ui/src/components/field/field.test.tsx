import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Checkbox } from '../checkbox/checkbox'
import { Input } from '../input/input'
import { RadioGroup } from '../radio-group/radio-group'
import { Field, shouldShowError, type ErrorVisibilityState } from './field'

describe('shouldShowError', () => {
  const base = { isTouched: false, isDirty: false, isSubmitted: false, hasError: true }
  const table: Array<
    [Partial<ErrorVisibilityState> & Pick<ErrorVisibilityState, 'visibility'>, boolean]
  > = [
    [{ visibility: 'blur' }, false],
    [{ visibility: 'blur', isDirty: true }, false],
    [{ visibility: 'blur', isTouched: true }, true],
    [{ visibility: 'dirty' }, false],
    [{ visibility: 'dirty', isTouched: true }, false],
    [{ visibility: 'dirty', isDirty: true }, true],
    [{ visibility: 'live' }, true],
    [{ visibility: 'submit' }, false],
    [{ visibility: 'submit', isTouched: true, isDirty: true }, false],
    [{ visibility: 'submit', isSubmitted: true }, true],
    [{ visibility: 'blur', isSubmitted: true }, true],
    [{ visibility: 'dirty', isSubmitted: true }, true],
    [{ visibility: 'live', hasError: false }, false],
    [{ visibility: 'blur', isTouched: true, isSubmitted: true, hasError: false }, false],
  ]

  it.each(table)('%j → %s', (state, expected) => {
    expect(shouldShowError({ ...base, ...state })).toBe(expected)
  })
})

describe('Field', () => {
  it('labels its control and wires the description', async () => {
    const { container } = render(
      <Field label="Email" description="We reply within two days.">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAccessibleDescription('We reply within two days.')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(container.firstChild).toHaveAttribute('data-state', 'valid')
    expect(container.firstChild).toHaveAttribute('data-visibility', 'blur')
    await expectNoA11yViolations(container)
  })

  it('shows a visual required marker and sets aria-required', () => {
    render(
      <Field label="Name" required>
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows the error only after blur by default', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Field label="Email" error="Please enter a valid email address.">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    await user.type(input, 'x')
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(input).toHaveAttribute('aria-errormessage', `${input.id}-error`)
    expect(container.firstChild).toHaveAttribute('data-state', 'invalid')
    await expectNoA11yViolations(container)
  })

  it('shows the error after a change with dirty visibility', async () => {
    const user = userEvent.setup()
    render(
      <Field label="City" error="City is required." validationVisibility="dirty">
        <Input />
      </Field>,
    )
    await user.tab()
    await user.tab()
    expect(screen.queryByText('City is required.')).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox'), 'a')
    expect(screen.getByText('City is required.')).toBeInTheDocument()
  })

  it('shows the error immediately with live visibility, and never before submit with submit visibility', () => {
    const { rerender } = render(
      <Field label="City" error="City is required." validationVisibility="live">
        <Input />
      </Field>,
    )
    expect(screen.getByText('City is required.')).toBeInTheDocument()
    rerender(
      <Field label="City" error="City is required." validationVisibility="submit" isTouched isDirty>
        <Input />
      </Field>,
    )
    expect(screen.queryByText('City is required.')).not.toBeInTheDocument()
    rerender(
      <Field label="City" error="City is required." validationVisibility="submit" isSubmitted>
        <Input />
      </Field>,
    )
    expect(screen.getByText('City is required.')).toBeInTheDocument()
  })

  it('announces errors through a polite live region', () => {
    render(
      <Field label="City" error="City is required." validationVisibility="live">
        <Input />
      </Field>,
    )
    expect(screen.getByText('City is required.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    )
  })

  it('defaults to dirty visibility for a checkbox', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Field error="You have to accept this">
        <Checkbox label="I accept the terms" />
      </Field>,
    )
    expect(container.firstChild).toHaveAttribute('data-visibility', 'dirty')
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' })
    await user.tab()
    await user.tab()
    expect(screen.queryByText('You have to accept this')).not.toBeInTheDocument()
    await user.click(checkbox)
    expect(screen.getByText('You have to accept this')).toBeInTheDocument()
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(container)
  })

  it('names a radio group through aria-labelledby and treats leaving the group as the blur', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Field label="Stair" error="You have to make a choice here">
        <RadioGroup
          options={[
            { value: 'classic', label: 'Classic' },
            { value: 'lounge', label: 'Lounge' },
          ]}
        />
      </Field>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Stair' })
    expect(screen.getByText('Stair')).not.toHaveAttribute('for')
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveFocus()
    expect(screen.queryByText('You have to make a choice here')).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByText('You have to make a choice here')).toBeInTheDocument()
    expect(group).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(container)
  })

  it('passes the wiring to a render function', () => {
    render(
      <Field label="Notes" description="Optional" error="Too long" validationVisibility="live">
        {(controlProps) => <input {...controlProps} />}
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Notes' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Optional Too long')
  })

  it('disables its control', () => {
    render(
      <Field label="Email" disabled>
        <Input />
      </Field>,
    )
    expect(screen.getByRole('textbox')).toBeDisabled()
  })
})
