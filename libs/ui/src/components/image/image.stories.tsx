import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { fixtureImages, fixtureLoader } from '../../test/fixtures'
import { Image } from './image'

const meta = {
  title: 'Components/Image',
  component: Image,
  args: {
    src: fixtureLoader(fixtureImages.pool),
    width: 640,
    height: 480,
    sizes: '(min-width: 64rem) 640px, 100vw',
    alt: 'A built-in pool with a closed lamella cover on a sand-coloured terrace',
    radius: 'lg',
  },
} satisfies Meta<typeof Image>

export default meta
type Story = StoryObj<typeof meta>

/** Below the fold: lazy, async decoding, responsive srcset from the loader. */
export const Responsive: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('decoding', 'async')
    await expect(image).toHaveAttribute('width', '640')
    await expect(image.getAttribute('srcset')).toContain('1280w')
  },
}

/** The hero image: eager with high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  },
}

export const Cover: Story = {
  render: (args) => (
    <div className="h-64 w-full max-w-3xl overflow-hidden rounded-lg">
      <Image {...args} fit="cover" radius="none" />
    </div>
  ),
}

export const PlainUrl: Story = {
  render: (args) => <Image {...args} src={fixtureImages.project} width={480} height={360} />,
}
