import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
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

/** The button stops and restarts the cover; screenshots show it half closed, as without motion. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Volcano grey/ })).toBeVisible()
    const figure = canvasElement.querySelector('figure')
    await expect(figure).toHaveAttribute('data-state', 'playing')
    await userEvent.click(canvas.getByRole('button', { name: 'Pause animation' }))
    await expect(figure).toHaveAttribute('data-state', 'paused')
    await expect(canvas.getByRole('button', { name: 'Play animation' })).toHaveFocus()
  },
}

/** Translucent slats let the water show through. */
export const TransparentBlue: Story = {
  args: { block: { ...poolAnimationFixture, color: 'transparent_blue', text: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Transparent blue/ })).toBeVisible()
  },
}
