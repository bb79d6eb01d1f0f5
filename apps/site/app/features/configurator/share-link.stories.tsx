import { toast } from '@lamella/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor } from 'storybook/test'
import { resetToasts } from '#app/shared/toast/toasts'
import { ShareLink } from './share-link'

const url = 'https://www.lamella.example/en/configure?step=quote&pool=1&color=volcano_grey'

const meta = {
  title: 'Site/Configurator/Share link',
  component: ShareLink,
  args: { url },
  // The aside's width; the toasts show top right, outside the canvas (the site decorator).
  decorators: [
    (Story) => (
      <div className="max-w-[26rem]">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => {
    toast.dismiss()
    resetToasts()
  },
} satisfies Meta<typeof ShareLink>

export default meta
type Story = StoryObj<typeof meta>

/** The link in a read-only field, and the button that copies it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link to this configuration' })).toHaveValue(
      url,
    )
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible()
  },
}

/** Copied: a short success toast. */
export const Copied: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(await screen.findByText('Link copied')).toBeVisible()
    await expect(writeText).toHaveBeenCalledWith(url)
  },
}

/** The browser refused: an error toast, and the link selected in the field to copy by hand. */
export const NotCopied: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied'))
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(await screen.findByText('The link could not be copied')).toBeVisible()
    const field = canvas.getByRole<HTMLInputElement>('textbox', {
      name: 'Link to this configuration',
    })
    await waitFor(() => expect(field).toHaveFocus())
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length])
  },
}
