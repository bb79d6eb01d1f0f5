import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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

/** A question's trigger (its `<summary>`), found by the heading inside it. */
function question(canvasElement: HTMLElement, name: string) {
  const summary = within(canvasElement).getByRole('heading', { name }).closest('summary')
  if (!summary) throw new Error(`${name} has no summary`)
  return summary
}

/**
 * The first answer open, its question focused as after Enter from the keyboard (the browser opens
 * a `<summary>` on Enter itself, which user-event does not simulate: the story clicks it), and the
 * empty category saying so.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = question(canvasElement, faqFixture.faq![0]!.items[0]!.question)
    first.focus()
    first.click()
    await expect(first).toHaveFocus()
    await expect(canvas.getByText(/it is not a floor/)).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('This category has no items')
  },
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    for (const item of canvasElement.querySelectorAll('details')) {
      await expect(item).not.toHaveAttribute('open')
    }
  },
}
