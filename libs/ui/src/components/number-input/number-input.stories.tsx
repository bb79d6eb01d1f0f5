import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { NumberInput } from './number-input'

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: { onValueChange: fn(), unit: 'm', placeholder: '10' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['integer', 'float'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  render: (args) => (
    <Field label="Pool length">
      <NumberInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof NumberInput>

export default meta
type Story = StoryObj<typeof meta>

/** Accepts a decimal comma or point; the value is a number, or undefined when empty. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Pool length' })
    await userEvent.type(input, '12,5')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12.5)
    await userEvent.clear(input)
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined)
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Pool length' })).toHaveFocus()
  },
}

export const Filled: Story = {
  args: { defaultValue: 8.5 },
}

export const Integer: Story = {
  args: { mode: 'integer', unit: undefined, defaultValue: 3 },
  render: (args) => (
    <Field label="Number of steps">
      <NumberInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('inputmode', 'numeric')
  },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field label="Pool width" description="Inside measurement, from wall to wall.">
      <NumberInput {...args} defaultValue={4} />
    </Field>
  ),
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 10 },
}

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Pool length"
      required
      error="Pool length must be at least 2."
      validationVisibility="live"
    >
      <NumberInput {...args} defaultValue={1.5} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Field label="Small">
        <NumberInput {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <NumberInput {...args} size="md" />
      </Field>
      <Field label="Large">
        <NumberInput {...args} size="lg" />
      </Field>
    </div>
  ),
}
