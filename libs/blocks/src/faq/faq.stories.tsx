import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Faq } from './faq'
import { faqFixture } from './faq.fixture'

const meta = {
  title: 'Blocks/FAQ',
  component: Faq,
  parameters: { layout: 'fullscreen' },
  args: { block: faqFixture },
} satisfies Meta<typeof Faq>

export default meta
type Story = StoryObj<typeof meta>

/** The first answer opened from the keyboard; the empty category says so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: faqFixture.faq![0]!.items[0]!.question })
    question.focus()
    await userEvent.keyboard('{Enter}')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('This category has no items')
  },
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    }
  },
}
