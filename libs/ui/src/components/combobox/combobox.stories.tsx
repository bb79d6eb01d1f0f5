import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Field } from '../field/field'
import { Combobox, type ComboboxOption } from './combobox'

const places: ComboboxOption[] = [
  { value: '9000', label: 'Gent', description: '9000 · 3 dealers' },
  { value: '9050', label: 'Gentbrugge', description: '9050 · 1 dealer' },
  { value: '9031', label: 'Drongen', description: '9031 · 1 dealer' },
  { value: '8500', label: 'Kortrijk', description: '8500 · 2 dealers' },
]

function searchPlaces(query: string) {
  const needle = query.toLowerCase()
  return Promise.resolve(
    places.filter(
      (place) => place.label.toLowerCase().startsWith(needle) || place.value.startsWith(needle),
    ),
  )
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    loadOptions: searchPlaces,
    debounceMs: 0,
    minChars: 2,
    placeholder: 'e.g. 9000 or Gent',
    startTypingLabel: 'Start typing a postal code or municipality',
    loadingLabel: 'Loading results…',
    noResultsLabel: 'No dealers found.',
    resultsCountLabel: (count: number) =>
      `${count} ${count === 1 ? 'result' : 'results'} available`,
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  // Room below the box for the suggestions, so they are part of the screenshot.
  decorators: [(Story) => <div className="min-h-72 max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field label="Postal code or municipality">
      <Combobox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Combobox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Focused and empty: the start-typing hint. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('combobox')).toHaveFocus()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Start typing a postal code or municipality',
    )
  },
}

export const Loading: Story = {
  args: { loadOptions: () => new Promise<ComboboxOption[]>(() => {}) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Gen')
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot=combobox]')).toHaveAttribute(
        'data-state',
        'loading',
      ),
    )
  },
}

export const Results: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'gen')
    await expect(await canvas.findByRole('listbox')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('2 results available')
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
  },
}

export const KeyboardSelection: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.type(input, 'gen')
    await canvas.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(input).toHaveValue('Gentbrugge')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(places[1])
    await expect(input).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Brussel')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No dealers found.'))
  },
}

export const Filled: Story = {
  args: { defaultValue: places[0] },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field label="Postal code or municipality" description="We show the dealers closest to you.">
      <Combobox {...args} />
    </Field>
  ),
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: places[3] },
}

/** The address lookup: an address without a house number is invalid. */
export const Invalid: Story = {
  args: {
    placeholder: 'Street, number and municipality',
    startTypingLabel: 'Start typing your address',
    noResultsLabel: 'No address found',
    defaultValue: { value: 'kerkstraat-gent', label: 'Kerkstraat, 9000 Gent' },
  },
  render: (args) => (
    <Field label="Address" required error="Address has no house number" validationVisibility="live">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvasElement.querySelector('[data-slot=combobox]')).toHaveAttribute(
      'data-state',
      'invalid',
    )
  },
}

export const Sizes: Story = {
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Field label="Small">
        <Combobox {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <Combobox {...args} size="md" />
      </Field>
      <Field label="Large">
        <Combobox {...args} size="lg" />
      </Field>
    </div>
  ),
}
