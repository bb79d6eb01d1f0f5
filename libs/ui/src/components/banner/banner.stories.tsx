import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Banner } from './banner'

const meta = {
  title: 'Components/Overlays/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Promotion',
    message: 'Spring offer: free solar slats with every cover ordered before 31 May.',
    moreInfoLabel: 'More information',
    moreInfoHref: '/en/promotions/spring',
    closeLabel: 'Close promotion',
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['brand', 'accent', 'neutral'] } },
} satisfies Meta<typeof Banner>

export default meta
type Story = StoryObj<typeof meta>

export const Promo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Promotion' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'More information' })).toHaveAttribute(
      'href',
      '/en/promotions/spring',
    )
  },
}

export const Accent: Story = { args: { tone: 'accent' } }
export const Neutral: Story = { args: { tone: 'neutral' } }

export const Dismiss: Story = {
  // Nothing is left on the canvas to compare once the banner is gone.
  parameters: { screenshot: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close promotion' }))
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const NotDismissible: Story = { args: { closeLabel: undefined } }
