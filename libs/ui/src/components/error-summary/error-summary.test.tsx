import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { Input } from '../input/input'
import { ErrorSummary } from './error-summary'

describe('ErrorSummary', () => {
  it('is a focusable alert with the default heading and links to the fields', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <>
        <ErrorSummary
          items={[
            { id: 'email', message: 'Please enter a valid email address.' },
            { id: 'city', message: 'City is required.' },
          ]}
        />
        <Field id="email" label="Email">
          <Input />
        </Field>
        <Field id="city" label="City">
          <Input />
        </Field>
      </>,
    )
    const summary = screen.getByRole('alert', { name: 'There were errors in your form.' })
    expect(summary).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'There were errors in your form.',
    )
    summary.focus()
    expect(summary).toHaveFocus()

    const link = screen.getByRole('link', { name: 'City is required.' })
    expect(link).toHaveAttribute('href', '#city')
    await user.click(link)
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus()
    await expectNoA11yViolations(container)
  })

  it('puts the field label before the message', () => {
    render(
      <ErrorSummary
        items={[{ id: 'stair', label: 'Stair', message: 'You have to make a choice here' }]}
      />,
    )
    expect(
      screen.getByRole('link', { name: 'Stair You have to make a choice here' }),
    ).toHaveAttribute('href', '#stair')
  })

  it('takes a translated label, a description and a heading level', async () => {
    const { container } = render(
      <ErrorSummary
        label="Er staan fouten in je formulier."
        description="Sorry, niet alle velden zijn correct ingevuld."
        headingLevel={3}
        items={[{ id: 'x', message: 'Kies hier een optie' }]}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 3, name: 'Er staan fouten in je formulier.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, niet alle velden zijn correct ingevuld.',
    )
    await expectNoA11yViolations(container)
  })
})
