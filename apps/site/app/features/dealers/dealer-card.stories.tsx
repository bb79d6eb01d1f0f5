import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DealerCard } from './dealer-card'
import { dealersNearGent, sparseDealer } from './dealers.fixture'

const meta = {
  title: 'Site/Dealers/Dealer card',
  component: DealerCard,
  args: { dealer: dealersNearGent[0]! },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealerCard>

export default meta
type Story = StoryObj<typeof meta>

/** Name, distance, address and every way to reach the dealer. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waterkant Zwembaden' })).toBeVisible()
    await expect(canvas.getByText('2.2 km away')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '+32 9 231 58 07' })).toHaveAttribute(
      'href',
      'tel:+3292315807',
    )
  },
}

/** What the CMS leaves out stays out: no distance, address line, e-mail or website. */
export const Sparse: Story = {
  args: { dealer: sparseDealer },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/away/)).toBeNull()
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
