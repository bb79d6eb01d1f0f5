import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { Input } from './input'

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { onChange: fn(), placeholder: 'Jane Peeters' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field label="Full name">
      <Input {...args} />
    </Field>
  ),
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada')
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus()
  },
}

export const Filled: Story = {
  args: { defaultValue: 'Jan Peeters' },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field label="Email address" description="We only use it to send your quote." required>
      <Input type="email" {...args} placeholder="name@example.com" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email address/ })
    await expect(input).toHaveAccessibleDescription('We only use it to send your quote.')
    await expect(input).toHaveAttribute('aria-required', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Jan Peeters' },
}

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Email address"
      error="Please enter a valid email address."
      validationVisibility="live"
    >
      <Input type="email" {...args} defaultValue="jan@" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const InvalidFocused: Story = {
  ...Invalid,
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox')).toHaveFocus()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Field label="Small">
        <Input {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <Input {...args} size="md" />
      </Field>
      <Field label="Large">
        <Input {...args} size="lg" />
      </Field>
    </div>
  ),
}
