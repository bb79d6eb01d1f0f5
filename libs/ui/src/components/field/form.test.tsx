import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Checkbox } from '../checkbox/checkbox'
import { Input } from '../input/input'
import { YesNoRadioGroup } from '../radio-group/radio-group'
import { Form, FormField } from './form'

type Values = { name: string; email: string; terms: boolean; existingPool: '' | 'yes' | 'no' }

function QuoteForm({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  const form = useForm<Values>({
    mode: 'all',
    defaultValues: { name: '', email: '', terms: false, existingPool: '' },
  })
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      incompleteMessage="Sorry, not all fields are filled out correctly."
    >
      <FormField
        name="name"
        label="Name"
        rules={{ required: 'Name is required.' }}
        render={({ field }) => <Input {...field} />}
      />
      <FormField
        name="email"
        label="Email"
        rules={{
          required: 'Email is required.',
          pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid email address.' },
        }}
        render={({ field }) => <Input type="email" {...field} />}
      />
      <FormField
        name="existingPool"
        label="Do you already have a pool?"
        rules={{ required: 'You have to make a choice here' }}
        render={({ field: { onChange, ...field } }) => (
          <YesNoRadioGroup {...field} onValueChange={onChange} yesLabel="Yes" noLabel="No" />
        )}
      />
      <FormField
        name="terms"
        rules={{ required: 'You have to accept this' }}
        render={({ field: { value, onChange, ...field } }) => (
          <Checkbox
            {...field}
            checked={value}
            onCheckedChange={onChange}
            label="I accept the terms"
          />
        )}
      />
      <button type="submit">Send</button>
    </Form>
  )
}

describe('Form and FormField', () => {
  it('wires labels and required state from the rules', async () => {
    const { container } = render(<QuoteForm onSubmit={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true')
    expect(screen.getByRole('radiogroup', { name: 'Do you already have a pool?' })).toHaveAttribute(
      'aria-required',
      'true',
    )
    expect(container.querySelector('form')).toHaveAttribute('novalidate')
    await expectNoA11yViolations(container)
  })

  it('shows a field error after blur (react-hook-form touched state)', async () => {
    const user = userEvent.setup()
    render(<QuoteForm onSubmit={() => {}} />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope')
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a required checkbox’s error once it is unticked again, without a blur or a submit', async () => {
    const user = userEvent.setup()
    const { container } = render(<QuoteForm onSubmit={() => {}} />)
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' })
    await user.click(terms)
    expect(screen.queryByText('You have to accept this')).not.toBeInTheDocument()
    // Back to its default value: react-hook-form calls it pristine, the visitor has changed it.
    await user.click(terms)
    expect(await screen.findByText('You have to accept this')).toBeInTheDocument()
    expect(terms).toHaveAttribute('aria-invalid', 'true')
    expect(terms).toHaveFocus()
    await expectNoA11yViolations(container)
  })

  it('blocks an incomplete submit with the message and a focused error summary in page order', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { container } = render(<QuoteForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const summary = await screen.findByRole('alert', { name: 'There were errors in your form.' })
    expect(summary).toHaveTextContent('Sorry, not all fields are filled out correctly.')
    await waitFor(() => expect(summary).toHaveFocus())
    const links = screen.getAllByRole('link')
    // The label goes before each message, so equal messages stay distinguishable.
    expect(links.map((link) => link.textContent)).toEqual([
      'Name Name is required.',
      'Email Email is required.',
      'Do you already have a pool? You have to make a choice here',
      'You have to accept this',
    ])
    // Every error shows after a submit attempt, whatever the visibility.
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(onSubmit).not.toHaveBeenCalled()
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'incomplete')
    await expectNoA11yViolations(container)

    await user.click(links[0]!)
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    await user.click(screen.getByRole('link', { name: /You have to make a choice here/ }))
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus()
  })

  it('disables the form and reports busy while the submit handler runs', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { container } = render(<QuoteForm onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.click(screen.getByRole('radio', { name: 'No' }))
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const form = container.querySelector('form')!
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'))
    expect(form).toHaveAttribute('data-state', 'submitting')
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ada', email: 'ada@example.com', terms: true, existingPool: 'no' },
      expect.anything(),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await act(async () => finish())
    await waitFor(() => expect(form).not.toHaveAttribute('aria-busy'))
    expect(form).toHaveAttribute('data-state', 'idle')
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
  })

  it('drops fixed errors from the summary and hides it when none are left', async () => {
    const user = userEvent.setup()
    render(<QuoteForm onSubmit={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('alert')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada')
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Name is required/ })).not.toBeInTheDocument(),
    )
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })
})
