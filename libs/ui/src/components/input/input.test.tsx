import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { Input } from './input'

describe('Input', () => {
  it('renders a text input with the size variant and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>()
    const { container } = render(<Input aria-label="Name" size="lg" ref={ref} />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('data-slot', 'input')
    expect(input.className).toMatch(/\bh-12\b/)
    expect(ref.current).toBe(input)
    await expectNoA11yViolations(container)
  })

  it('accepts typing and calls onChange', async () => {
    const onChange = vi.fn()
    render(<Input aria-label="Name" onChange={onChange} />)
    await userEvent.type(screen.getByRole('textbox'), 'Ada')
    expect(screen.getByRole('textbox')).toHaveValue('Ada')
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('takes its own aria-invalid and keeps a given id inside a Field', () => {
    render(
      <Field label="Email" id="email">
        <Input aria-invalid aria-describedby="extra" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('id', 'email')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', 'extra')
  })

  it('is disabled', async () => {
    const { container } = render(<Input aria-label="Name" disabled defaultValue="Ada" />)
    expect(screen.getByRole('textbox')).toBeDisabled()
    await expectNoA11yViolations(container)
  })

  it('adds className to its own classes', () => {
    render(<Input aria-label="Name" className="max-w-40" />)
    expect(screen.getByRole('textbox').className).toMatch(/\bmax-w-40\b/)
    expect(screen.getByRole('textbox').className).toMatch(/\bh-10\b/)
  })
})
