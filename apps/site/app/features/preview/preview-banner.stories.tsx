import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { PreviewBanner } from './preview-banner'

const meta = {
  title: 'Site/Preview banner',
  component: PreviewBanner,
  parameters: { layout: 'fullscreen', site: { path: '/en/spring-offer' } satisfies SiteStory },
} satisfies Meta<typeof PreviewBanner>

export default meta
type Story = StoryObj<typeof meta>

/** What editors see above a draft: the exit posts the page's path. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const exit = canvas.getByRole('button', { name: 'Exit preview' })
    await expect(exit.closest('form')).toHaveAttribute('action', '/api/preview/exit')
    await expect(exit.closest('form')?.querySelector('input[name=path]')).toHaveValue(
      '/en/spring-offer',
    )
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }

/** A draft with a schedule, and a promo banner that ends by itself: editors read both moments. */
export const Scheduled: Story = {
  args: {
    bannerSchedule: { comesOff: 'April 30, 2027 at 10:00 PM GMT+2' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The promo banner hides from April 30, 2027 at 10:00 PM GMT+2.'),
    ).toBeVisible()
  },
}
