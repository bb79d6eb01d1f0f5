import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { Textarea } from './textarea'

describe('Textarea', () => {
  it('is labelled by its Field and accepts multi-line text', async () => {
    const { container } = render(
      <Field label="Message" description="Tell us about your pool.">
        <Textarea />
      </Field>,
    )
    const textarea = screen.getByRole('textbox', { name: 'Message' })
    expect(textarea).toHaveAttribute('data-slot', 'textarea')
    expect(textarea).toHaveAccessibleDescription('Tell us about your pool.')
    await userEvent.type(textarea, 'Line one{enter}Line two')
    expect(textarea).toHaveValue('Line one\nLine two')
    await expectNoA11yViolations(container)
  })

  it('applies size and resize variants', () => {
    render(<Textarea aria-label="Notes" size="sm" resize="auto" />)
    const textarea = screen.getByRole('textbox')
    expect(textarea.className).toMatch(/\bmin-h-16\b/)
    expect(textarea.className).toMatch(/\bfield-sizing-content\b/)
  })

  it('shows invalid state from its Field', async () => {
    const { container } = render(
      <Field label="Message" error="Message is required." validationVisibility="live">
        <Textarea />
      </Field>,
    )
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Message is required.')
    await expectNoA11yViolations(container)
  })
})
