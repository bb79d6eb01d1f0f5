import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { Input } from '../input/input'
import { ErrorSummary } from './error-summary'

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    items: [
      { id: 'summary-email', message: 'Please enter a valid email address.' },
      { id: 'summary-city', message: 'City is required.' },
    ],
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof ErrorSummary>

export default meta
type Story = StoryObj<typeof meta>

/** The default heading: 'There were errors in your form.' */
export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert', { name: 'There were errors in your form.' })
    await expect(summary).toHaveAttribute('tabindex', '-1')
  },
}

export const WithDescription: Story = {
  args: { description: 'Sorry, not all fields are filled out correctly.' },
}

export const Translated: Story = {
  args: {
    label: 'Er staan fouten in je formulier.',
    description: 'Sorry, niet alle velden zijn correct ingevuld.',
    items: [{ id: 'summary-choice', message: 'Je moet hier een keuze maken' }],
  },
}

export const Small: Story = {
  args: { size: 'sm' },
}

/** Focus moves to the summary; its links move focus on to the fields. */
export const LinksToFields: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <ErrorSummary {...args} />
      <Field
        id="summary-email"
        label="Email address"
        error="Please enter a valid email address."
        validationVisibility="live"
      >
        <Input type="email" defaultValue="jan@" />
      </Field>
      <Field id="summary-city" label="City" error="City is required." validationVisibility="live">
        <Input />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert')
    summary.focus()
    await expect(summary).toHaveFocus()
    await userEvent.click(canvas.getByRole('link', { name: 'City is required.' }))
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus()
  },
}
