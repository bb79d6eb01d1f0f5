import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RichText } from './rich-text'
import { richTextFixture } from './rich-text.fixture'

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
  parameters: { layout: 'fullscreen' },
  args: { block: richTextFixture },
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: richTextFixture.title! })).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Safety' })).toBeInTheDocument()
  },
}

export const WithoutTitle: Story = {
  args: { block: { ...richTextFixture, title: null } },
}
