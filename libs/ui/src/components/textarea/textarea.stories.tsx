import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { Textarea } from './textarea'

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { onChange: fn(), placeholder: 'Tell us about your pool' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    resize: { control: 'inline-radio', options: ['vertical', 'none', 'auto'] },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: (args) => (
    <Field label="Message">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hi')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus()
  },
}

export const Filled: Story = {
  args: { defaultValue: 'Our pool is 10 by 4 metres with a roman stair on the short side.' },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field label="Message" description="Dimensions, stair type and anything else we should know.">
      <Textarea {...args} />
    </Field>
  ),
}

export const AutoResize: Story = {
  args: {
    resize: 'auto',
    defaultValue: 'Line one\nLine two\nLine three\nLine four\nLine five',
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 12 May.' },
}

export const Invalid: Story = {
  render: (args) => (
    <Field label="Message" error="Message is required." validationVisibility="live" required>
      <Textarea {...args} />
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
        <Textarea {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <Textarea {...args} size="md" />
      </Field>
      <Field label="Large">
        <Textarea {...args} size="lg" />
      </Field>
    </div>
  ),
}
