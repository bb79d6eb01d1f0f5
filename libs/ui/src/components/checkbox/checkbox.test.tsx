import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { Checkbox } from './checkbox'

describe('Checkbox', () => {
  it('toggles by clicking the box or its label and by Space', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    const { container } = render(
      <Checkbox label="Send me the newsletter" onCheckedChange={onCheckedChange} />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Send me the newsletter' })
    expect(checkbox).toHaveAttribute('data-state', 'unchecked')
    await user.click(checkbox)
    expect(checkbox).toHaveAttribute('data-state', 'checked')
    await user.click(screen.getByText('Send me the newsletter'))
    expect(checkbox).toHaveAttribute('data-state', 'unchecked')
    checkbox.focus()
    await user.keyboard(' ')
    expect(checkbox).toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    await expectNoA11yViolations(container)
  })

  it('describes itself and supports the indeterminate state', () => {
    render(
      <Checkbox label="All colours" description="Selects every colour" checked="indeterminate" />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'All colours' })
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed')
    expect(checkbox).toHaveAccessibleDescription('Selects every colour')
  })

  it('takes id, required and error wiring from its Field', async () => {
    const { container } = render(
      <Field required error="You have to accept this" isSubmitted>
        <Checkbox label="I accept the terms" />
      </Field>,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' })
    expect(checkbox).toHaveAttribute('aria-required', 'true')
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(checkbox).toHaveAccessibleDescription('You have to accept this')
    await expectNoA11yViolations(container)
  })

  it('does not toggle when disabled', async () => {
    render(<Checkbox label="Locked" disabled />)
    await userEvent.click(screen.getByRole('checkbox'))
    expect(screen.getByRole('checkbox')).not.toBeChecked()
  })

  it('renders a bare box with an aria-label', async () => {
    const { container } = render(<Checkbox aria-label="Select row" />)
    expect(screen.getByRole('checkbox', { name: 'Select row' })).toHaveAttribute(
      'data-slot',
      'checkbox',
    )
    await expectNoA11yViolations(container)
  })
})
