import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { ImageCollection } from './image-collection'
import { imageCollectionFixture } from './image-collection.fixture'

const meta = {
  title: 'Blocks/Image collection',
  component: ImageCollection,
  parameters: { layout: 'fullscreen' },
  args: { block: imageCollectionFixture },
} satisfies Meta<typeof ImageCollection>

export default meta
type Story = StoryObj<typeof meta>

const titles = imageCollectionFixture.images.map((row) => row.caption!)

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Enlarge picture/ })).toHaveLength(4)
  },
}

/** Enter opens the lightbox, the arrow keys step through it, Escape closes it. */
export const Lightbox: Story = {
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: `Enlarge picture: ${titles[1]}` })
    second.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: titles[1] })
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(dialog).getByText('Picture 3 of 4')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(second).toHaveFocus()
    // open again for the picture of the lightbox itself
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: titles[1] })
  },
}
