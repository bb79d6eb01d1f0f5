import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Alert, AlertDescription, AlertTitle } from './alert'

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Variants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Alert variant="info" live="off">
        <AlertTitle>Free measurement</AlertTitle>
        <AlertDescription>Your dealer measures the pool at home before the quote.</AlertDescription>
      </Alert>
      <Alert variant="success" live="off">
        <AlertTitle>Request sent</AlertTitle>
        <AlertDescription>We will contact you within two working days.</AlertDescription>
      </Alert>
      <Alert variant="warning" live="off">
        <AlertTitle>Address has no house number</AlertTitle>
        <AlertDescription>Add a house number so the dealer can find you.</AlertDescription>
      </Alert>
      <Alert variant="danger" live="off">
        <AlertTitle>Form not submitted.</AlertTitle>
        <AlertDescription>
          An error occurred while submitting the form, please try again later.
        </AlertDescription>
      </Alert>
    </div>
  ),
}

export const Status: Story = {
  render: () => (
    <Alert variant="success">
      <AlertTitle>Request sent</AlertTitle>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Request sent')
  },
}

export const Danger: Story = {
  render: () => (
    <Alert variant="danger">
      <AlertTitle>Form not submitted.</AlertTitle>
      <AlertDescription>
        An error occurred while submitting the form, please <a href="#retry">try again later</a>.
      </AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Form not submitted.')
  },
}
