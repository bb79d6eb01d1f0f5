import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { poolLinesFixture } from '#app/features/configurator/configurator.fixture'
import { ChosenConfiguration } from './chosen-configuration'
import { configurationFixture } from './quote.fixture'

const meta = {
  title: 'Site/Quote form/Chosen configuration',
  component: ChosenConfiguration,
  args: { locale: 'en', configuration: configurationFixture, lines: poolLinesFixture },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChosenConfiguration>

export default meta
type Story = StoryObj<typeof meta>

/** The configuration the request is for, and a link back to change it. */
export const Configured: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Horizon 11 × 4.5')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/en/configure?pool=1&color=volcano_grey&length=12&width=5&stair=stair_both_lounge',
    )
  },
}

/** Arrived without a configuration: an invitation to make one. */
export const NotConfigured: Story = {
  args: { configuration: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Configure your pool' })).toHaveAttribute(
      'href',
      '/en/configure',
    )
  },
}
