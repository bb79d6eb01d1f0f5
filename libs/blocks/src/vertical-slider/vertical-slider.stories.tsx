import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { VerticalSlider } from './vertical-slider'
import { verticalSliderFixture } from './vertical-slider.fixture'

const meta = {
  title: 'Blocks/Vertical slider',
  component: VerticalSlider,
  parameters: { layout: 'fullscreen' },
  args: { block: verticalSliderFixture },
} satisfies Meta<typeof VerticalSlider>

export default meta
type Story = StoryObj<typeof meta>

/** The down button and the arrow keys move the track by one slide. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' })
    await userEvent.click(next)
    await waitFor(() => expect(canvas.getByText('Slide 2 of 3')).toBeInTheDocument())
    const track = canvas.getByRole('list', { name: verticalSliderFixture.heading })
    await waitFor(() => expect(track.scrollTop).toBeGreaterThan(track.clientHeight / 2))
    track.focus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(canvas.getByText('Slide 1 of 3')).toBeInTheDocument())
    await waitFor(() => expect(track.scrollTop).toBe(0))
  },
}

/** On a phone the slides stack: no track, no buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    for (const slide of verticalSliderFixture.slides) {
      await expect(canvas.getByRole('heading', { name: slide.title })).toBeVisible()
    }
  },
}
