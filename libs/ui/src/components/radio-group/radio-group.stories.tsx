import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Field } from '../field/field'
import { RadioGroup, YesNoRadioGroup } from './radio-group'

const stairs = [
  { value: 'stair_classic', label: 'Classic', description: 'Straight steps across the full width' },
  { value: 'stair_lounge', label: 'Lounge', description: 'Wide steps to sit on' },
  { value: 'stair_oblique', label: 'Oblique' },
]

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { options: stairs, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => (
    <Field label="Stair">
      <RadioGroup {...args} />
    </Field>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Lounge'))
    await expect(canvas.getByRole('radio', { name: 'Lounge' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledWith('stair_lounge')
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Classic' })).toHaveFocus()
  },
}

export const KeyboardSelection: Story = {
  args: { defaultValue: 'stair_classic' },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown>}')
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Lounge' })).toBeChecked())
    await userEvent.keyboard('{/ArrowDown}')
  },
}

export const Filled: Story = {
  args: { defaultValue: 'stair_oblique' },
}

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    options: stairs.map(({ value, label }) => ({ value, label })),
    defaultValue: 'stair_classic',
  },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field label="Stair" description="Choose the stair your pool has or will have.">
      <RadioGroup {...args} />
    </Field>
  ),
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'stair_lounge' },
}

export const DisabledOption: Story = {
  args: {
    options: [
      ...stairs.slice(0, 2),
      { value: 'wide_lounge', label: 'Wide lounge', disabled: true },
    ],
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Stair"
      required
      error="You have to make a choice here"
      validationVisibility="live"
    >
      <RadioGroup {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Stair/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const YesNo: Story = {
  render: () => (
    <Field label="Do you already have a pool?">
      <YesNoRadioGroup yesLabel="Yes" noLabel="No" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }))
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked()
  },
}

export const YesNoInvalid: Story = {
  render: () => (
    <Field
      label="Heb je al een zwembad?"
      required
      error="Je moet hier een keuze maken"
      validationVisibility="live"
    >
      <YesNoRadioGroup yesLabel="Ja" noLabel="Nee" />
    </Field>
  ),
}
