import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { toast, Toaster } from './toaster'

const meta = {
  title: 'Components/Feedback/Toaster',
  component: Toaster,
  args: { label: 'Notifications' },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Trigger: Story = {
  parameters: { screenshot: { target: 'canvas' } },
  render: (args) => (
    <>
      <Toaster {...args} />
      <Button
        variant="outline"
        onClick={() =>
          toast.success('Request sent', {
            description: 'Your dealer contacts you within two working days.',
          })
        }
      >
        Send request
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    await expect(await screen.findByText('Request sent')).toBeInTheDocument()
    toast.dismiss()
    await waitFor(() => expect(screen.queryByText('Request sent')).toBeNull())
  },
}

function Stack() {
  useEffect(() => {
    toast('Sample requested', { description: 'We send it within five working days.' })
    toast.error('Form not submitted.', {
      description: 'An error occurred while submitting the form, please try again later.',
    })
    return () => {
      toast.dismiss()
    }
  }, [])
  return null
}

/** Dark, top-right: a form error over a confirmation. */
export const Toasts: Story = {
  render: (args) => (
    <>
      <Toaster {...args} expand duration={Infinity} />
      <Stack />
    </>
  ),
  play: async () => {
    await expect(await screen.findByText('Form not submitted.')).toBeInTheDocument()
    const region = screen.getByRole('region', { name: /Notifications/ })
    await expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-sonner-theme',
      'dark',
    )
  },
}
