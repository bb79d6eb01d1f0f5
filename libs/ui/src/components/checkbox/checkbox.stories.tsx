import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { Checkbox } from './checkbox'

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me the Lamella newsletter', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me the Lamella newsletter' })
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
    await userEvent.click(canvas.getByText('Send me the Lamella newsletter'))
    await expect(checkbox).not.toBeChecked()
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox')).toHaveFocus()
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
}

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'All colours' },
}

export const WithDescription: Story = {
  args: {
    label: 'Call me to plan a visit',
    description: 'A dealer near you phones within two working days.',
  },
}

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} disabled label="Unavailable option" />
      <Checkbox {...args} disabled defaultChecked label="Included with every cover" />
    </div>
  ),
}

/** A required checkbox in a Field: its error shows once it has been changed (the 'dirty' default). */
export const Invalid: Story = {
  render: (args) => (
    <Field required error="You have to accept this">
      <Checkbox {...args} label="I accept the terms and conditions" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' })
    await expect(canvas.queryByText('You have to accept this')).not.toBeInTheDocument()
    await userEvent.click(checkbox)
    await userEvent.click(checkbox)
    await expect(canvas.getByText('You have to accept this')).toBeInTheDocument()
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAttribute('aria-required', 'true')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} size="sm" label="Small" defaultChecked />
      <Checkbox {...args} size="md" label="Medium" defaultChecked />
    </div>
  ),
}
