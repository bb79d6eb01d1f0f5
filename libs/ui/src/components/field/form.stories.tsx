import type { Meta, StoryObj } from '@storybook/react-vite'
import { useForm } from 'react-hook-form'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { Checkbox } from '../checkbox/checkbox'
import { Combobox, type ComboboxOption } from '../combobox/combobox'
import { Input } from '../input/input'
import { NumberInput } from '../number-input/number-input'
import { RadioGroup, YesNoRadioGroup } from '../radio-group/radio-group'
import { Select } from '../select/select'
import { Form, FormField } from './form'

type QuoteValues = {
  name: string
  email: string
  colour: string
  length?: number
  stair: string
  existingPool: '' | 'yes' | 'no'
  address: ComboboxOption | null
  terms: boolean
}

const addresses: ComboboxOption[] = [
  { value: 'a1', label: 'Kerkstraat 12, 9000 Gent' },
  { value: 'a2', label: 'Kerkstraat, 9000 Gent' },
]

function QuoteForm({ onSubmit }: { onSubmit: (values: QuoteValues) => unknown }) {
  const form = useForm<QuoteValues>({
    mode: 'all',
    shouldFocusError: false,
    defaultValues: {
      name: '',
      email: '',
      colour: '',
      length: undefined,
      stair: '',
      existingPool: '',
      address: null,
      terms: false,
    },
  })
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      incompleteMessage="Sorry, not all fields are filled out correctly."
      layout="custom"
      className="grid max-w-4xl grid-cols-3 gap-x-6 gap-y-5"
    >
      <FormField
        name="name"
        label="Full name"
        rules={{ required: 'Full name is required.' }}
        render={({ field }) => <Input autoComplete="name" {...field} />}
      />
      <FormField
        name="email"
        label="Email address"
        description="We only use it to send your quote."
        rules={{
          required: 'Email address is required.',
          pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid email address.' },
        }}
        render={({ field }) => <Input type="email" autoComplete="email" {...field} />}
      />
      <FormField
        name="colour"
        label="Cover colour"
        rules={{ required: 'You have to make a choice here' }}
        render={({ field }) => (
          <Select
            placeholder="Choose a colour"
            options={[
              { value: 'white', label: 'White' },
              { value: 'grey', label: 'Grey' },
              { value: 'transparent_blue_solar', label: 'Transparent blue solar' },
            ]}
            {...field}
          />
        )}
      />
      <FormField
        name="length"
        label="Pool length"
        rules={{
          required: 'Pool length is required.',
          validate: (value) =>
            (value !== undefined && value >= 2) || 'Pool length must be at least 2.',
        }}
        render={({ field: { value, onChange, ...field } }) => (
          <NumberInput unit="m" value={value} onValueChange={onChange} {...field} />
        )}
      />
      <FormField
        name="stair"
        label="Stair"
        rules={{ required: 'You have to make a choice here' }}
        render={({ field: { onChange, ...field } }) => (
          <RadioGroup
            orientation="horizontal"
            onValueChange={onChange}
            options={[
              { value: 'stair_classic', label: 'Classic' },
              { value: 'stair_lounge', label: 'Lounge' },
              { value: 'none', label: 'No stair' },
            ]}
            {...field}
          />
        )}
      />
      <FormField
        name="existingPool"
        label="Do you already have a pool?"
        rules={{ required: 'You have to make a choice here' }}
        render={({ field: { onChange, ...field } }) => (
          <YesNoRadioGroup yesLabel="Yes" noLabel="No" onValueChange={onChange} {...field} />
        )}
      />
      <FormField
        name="address"
        label="Address"
        className="col-span-2"
        rules={{
          required: 'Address is required.',
          validate: (value) => !value || /\d+,/.test(value.label) || 'Address has no house number',
        }}
        render={({ field: { onChange, ...field } }) => (
          <Combobox
            loadOptions={(query) =>
              Promise.resolve(
                addresses.filter((a) => a.label.toLowerCase().includes(query.toLowerCase())),
              )
            }
            debounceMs={0}
            onValueChange={onChange}
            startTypingLabel="Start typing your address"
            loadingLabel="Loading results…"
            noResultsLabel="No address found"
            resultsCountLabel={(count) => `${count} addresses found`}
            {...field}
          />
        )}
      />
      <FormField
        name="terms"
        className="col-span-full"
        rules={{ required: 'You have to accept this' }}
        render={({ field: { value, onChange, ...field } }) => (
          <Checkbox
            label="I accept the terms and conditions"
            checked={value}
            onCheckedChange={onChange}
            {...field}
          />
        )}
      />
      <Button type="submit" className="col-span-full justify-self-start">
        Request a quote
      </Button>
    </Form>
  )
}

const meta = {
  title: 'Forms/Form',
  component: QuoteForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof QuoteForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Submitting an incomplete form shows every error and moves focus to the summary. */
export const Incomplete: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }))
    const summary = await canvas.findByRole('alert', { name: 'There were errors in your form.' })
    await expect(summary).toHaveTextContent('Sorry, not all fields are filled out correctly.')
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('link', { name: /Pool length is required/ }))
    await expect(canvas.getByRole('textbox', { name: /Pool length/ })).toHaveFocus()
  },
}

async function fillIn(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Jan Peeters')
  await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'jan@example.com')
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Cover colour/ }), 'grey')
  await userEvent.type(canvas.getByRole('textbox', { name: /Pool length/ }), '10,5')
  await userEvent.click(canvas.getByRole('radio', { name: 'Lounge' }))
  await userEvent.click(canvas.getByRole('radio', { name: 'No' }))
  await userEvent.type(canvas.getByRole('combobox', { name: /Address/ }), 'kerk')
  await userEvent.click(await canvas.findByRole('option', { name: 'Kerkstraat 12, 9000 Gent' }))
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }))
}

/** A valid submit disables the whole form and marks it busy until the handler settles. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }))
    const form = canvasElement.querySelector('form')
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('button', { name: 'Request a quote' })).toBeDisabled()
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Jan Peeters',
        length: 10.5,
        stair: 'stair_lounge',
        existingPool: 'no',
        terms: true,
      }),
      expect.anything(),
    )
  },
}

/** The address lookup's own rule: a chosen address without a house number. */
export const AddressWithoutHouseNumber: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /Address/ }), 'kerk')
    await userEvent.click(await canvas.findByRole('option', { name: 'Kerkstraat, 9000 Gent' }))
    await userEvent.tab()
    await expect(await canvas.findByText('Address has no house number')).toBeInTheDocument()
  },
}

/**
 * A checkbox shows its error once the visitor has changed it ('dirty'), even when the change is
 * undone: ticking the terms and unticking them again asks for them at once.
 */
export const CheckboxUntickedAgain: Story = {
  play: async ({ args, canvas }) => {
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' })
    await userEvent.click(terms)
    await expect(canvas.queryByText('You have to accept this')).not.toBeInTheDocument()
    await userEvent.click(terms)
    await expect(await canvas.findByText('You have to accept this')).toBeVisible()
    await expect(terms).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
