import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Checkbox } from '../checkbox/checkbox'
import { Input } from '../input/input'
import { Field } from './field'

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email address', error: 'Please enter a valid email address.' },
  argTypes: {
    validationVisibility: { control: 'inline-radio', options: ['blur', 'dirty', 'live', 'submit'] },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Field {...args}>
      <Input type="email" defaultValue="jan@" />
    </Field>
  ),
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { error: undefined },
  render: (args) => (
    <Field {...args}>
      <Input type="email" />
    </Field>
  ),
}

export const Focused: Story = {
  args: { error: undefined },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('textbox')).toHaveFocus()
  },
}

export const WithDescription: Story = {
  args: { description: 'We only use it to send your quote.', required: true, error: undefined },
}

export const Disabled: Story = {
  args: { disabled: true, error: undefined },
}

/** Default 'blur': the error appears once focus leaves the field. */
export const BlurVisibility: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
    await userEvent.tab()
    await expect(canvas.getByText('Please enter a valid email address.')).toBeInTheDocument()
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** 'dirty': the error appears after the first change. */
export const DirtyVisibility: Story = {
  args: { validationVisibility: 'dirty' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'x')
    await expect(canvas.getByText('Please enter a valid email address.')).toBeInTheDocument()
  },
}

/** 'live': the error is always visible. */
export const Invalid: Story = {
  args: {
    validationVisibility: 'live',
    description: 'We only use it to send your quote.',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox')
    await expect(input).toHaveAccessibleDescription(
      'We only use it to send your quote. Please enter a valid email address.',
    )
  },
}

/** 'submit': nothing shows until a submit attempt (here passed as `isSubmitted`). */
export const SubmitVisibility: Story = {
  args: { validationVisibility: 'submit', isSubmitted: true },
}

/** Checkboxes default to 'dirty': tabbing past leaves them quiet. */
export const CheckboxField: Story = {
  args: { label: undefined, error: 'You have to accept this', required: true },
  render: (args) => (
    <Field {...args}>
      <Checkbox label="I accept the terms and conditions" />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=field]')).toHaveAttribute(
      'data-visibility',
      'dirty',
    )
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.queryByText('You have to accept this')).not.toBeInTheDocument()
  },
}

/** Any element can take the wiring through a render function. */
export const RenderFunction: Story = {
  args: {
    label: 'Preferred date',
    validationVisibility: 'live',
    error: 'The selected date is invalid.',
  },
  render: (args) => (
    <Field {...args}>
      {(controlProps) => (
        <input
          type="date"
          defaultValue="2020-01-01"
          className="h-10 rounded-md border border-danger px-3"
          {...controlProps}
        />
      )}
    </Field>
  ),
}
