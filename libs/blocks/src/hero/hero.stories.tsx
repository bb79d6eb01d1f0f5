import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Hero } from './hero'
import { heroFixture, splitHeroFixture, videoHeroFixture } from './hero.fixture'

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { block: heroFixture },
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(heroFixture.headline)).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: heroFixture.cta_label! })).toHaveAttribute(
      'href',
      heroFixture.cta_url!,
    )
  },
}

/** Without a photo the band stays dark and the text readable. */
export const WithoutImage: Story = {
  args: { block: { ...heroFixture, image: null, cta_label: null, cta_url: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** The picture beside the text; below 768 pixels it goes above the text. */
export const Split: Story = {
  args: { block: splitHeroFixture },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-variant=split]')).not.toBeNull()
    await expect(canvas.getByRole('link', { name: splitHeroFixture.cta_label! })).toBeVisible()
  },
}

/**
 * A background video over its poster, with the button that stops it. The stories have no video
 * file, so the poster stays, as it does when a video cannot load.
 */
export const Video: Story = {
  args: { block: videoHeroFixture },
  play: async ({ canvasElement, canvas }) => {
    // the video's code is a chunk of its own: wait for its button
    await expect(await canvas.findByRole('button', { name: /video/i })).toBeVisible()
    const video = canvasElement.querySelector('video')
    await expect(video).not.toBeNull()
    await expect(video).toHaveProperty('muted', true)
    await expect(video).toHaveAttribute('loop')
    await expect(canvasElement.querySelector('img')).not.toBeNull()
  },
}

/** A video hero without a video file is its poster alone: nothing to pause. */
export const VideoWithoutFile: Story = {
  args: { block: { ...videoHeroFixture, video: null } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('video')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
