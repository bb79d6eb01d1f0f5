import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Hero } from './hero'
import { heroFixture } from './hero.fixture'

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
