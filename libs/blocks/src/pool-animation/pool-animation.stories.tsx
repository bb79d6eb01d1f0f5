import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PoolAnimation } from './pool-animation'
import { poolAnimationFixture } from './pool-animation.fixture'

const meta = {
  title: 'Blocks/Pool animation',
  component: PoolAnimation,
  parameters: { layout: 'fullscreen' },
  args: { block: poolAnimationFixture },
} satisfies Meta<typeof PoolAnimation>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The story browser prefers reduced motion, as some visitors do: the cover stands half closed and
 * there is nothing to pause (the unit test plays and pauses it).
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Volcano grey/ })).toBeVisible()
    const cover = canvasElement.querySelector('[data-slot=pool-cover]')!
    await expect(getComputedStyle(cover).animationName).toBe('none')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Translucent slats let the water show through. */
export const TransparentBlue: Story = {
  args: { block: { ...poolAnimationFixture, color: 'transparent_blue', text: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Transparent blue/ })).toBeVisible()
  },
}
