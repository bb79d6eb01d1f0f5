import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { Select } from './select'

const colours = [
  { value: 'white', label: 'White' },
  { value: 'grey', label: 'Grey' },
  { value: 'volcano_grey', label: 'Volcano grey' },
  { value: 'transparent_blue_solar', label: 'Transparent blue solar' },
]

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { onChange: fn(), placeholder: 'Choose a colour', options: colours },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field label="Cover colour">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cover colour' })
    await userEvent.selectOptions(select, 'grey')
    await expect(select).toHaveValue('grey')
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Placeholder: Story = {}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('combobox', { name: 'Cover colour' })).toHaveFocus()
  },
}

export const Filled: Story = {
  args: { defaultValue: 'volcano_grey' },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field label="Cover colour" description="Solar slats warm the water by up to 5 °C.">
      <Select {...args} />
    </Field>
  ),
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'white' },
}

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Cover colour"
      required
      error="You have to make a choice here"
      validationVisibility="live"
    >
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Field label="Small">
        <Select {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <Select {...args} size="md" />
      </Field>
      <Field label="Large">
        <Select {...args} size="lg" />
      </Field>
    </div>
  ),
}
