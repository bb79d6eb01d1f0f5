import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  parameters: { screenshot: { target: 'page' } },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Request a sample</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Request a colour sample</DialogTitle>
          <DialogDescription>
            We send a slat in the colour of your choice to your home, free of charge, within five
            working days.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Send request</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = { parameters: { screenshot: { target: 'canvas' } } }

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a colour sample' })
    await expect(dialog).toHaveAccessibleDescription(/free of charge/)
  },
}

/** Opens from the trigger, traps focus, closes with Escape and returns focus to the trigger. */
export const KeyboardFlow: Story = {
  parameters: { screenshot: { target: 'canvas' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Request a sample' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveAttribute('data-state', 'open')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const CloseButton: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: 'canvas' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
