import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from './accordion'

const FAQ = [
  {
    q: 'How much energy does a slatted cover save?',
    a: 'A closed cover reduces evaporation, the largest source of heat loss, by up to 90 percent. Most owners see their heating costs halve.',
  },
  {
    q: 'Is a slatted cover safe for children?',
    a: 'When locked, our covers meet the French safety standard NF P90-308 and carry an adult’s weight.',
  },
  {
    q: 'Can I fit a cover to an existing pool?',
    a: 'Yes. Your dealer measures the pool and proposes a deck-mounted or a built-in solution.',
  },
]

function FaqAccordion({ openIndex, ...args }: AccordionProps & { openIndex?: number }) {
  return (
    <div className="max-w-2xl">
      <Accordion {...args}>
        {FAQ.map((item, index) => (
          <AccordionItem key={item.q} open={index === openIndex}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  )
}

/** A question's trigger (its `<summary>`), found by the heading inside it. */
function question(canvasElement: HTMLElement, name: string) {
  const summary = within(canvasElement).getByRole('heading', { name }).closest('summary')
  if (!summary) throw new Error(`${name} has no summary`)
  return summary
}

const meta = {
  title: 'Components/Overlays/Accordion',
  component: Accordion,
  args: { type: 'single' },
  render: (args) => <FaqAccordion {...args} />,
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

/** One answer open at a time: opening the first closes the second. */
export const Faq: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = question(canvasElement, FAQ[0]!.q)
    const second = question(canvasElement, FAQ[1]!.q)
    await expect(canvas.getByText(/heating costs halve/)).not.toBeVisible()
    await userEvent.click(second)
    await expect(canvas.getByText(/carry an adult/)).toBeVisible()
    await userEvent.click(first)
    await expect(canvas.getByText(/heating costs halve/)).toBeVisible()
    await expect(canvas.getByText(/carry an adult/)).not.toBeVisible()
    await expect(canvas.getByRole('region', { name: FAQ[0]!.q })).toBeVisible()
  },
}

export const Cards: Story = {
  args: { variant: 'cards' },
  render: (args) => <FaqAccordion {...args} openIndex={1} />,
}

/**
 * Tab reaches the first question, the arrow keys move between questions. Enter and Space open
 * a `<summary>` natively, which user-event does not simulate: the story clicks the focused
 * question instead (the site's e2e tests press the real keys).
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab()
    await expect(question(canvasElement, FAQ[0]!.q)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const second = question(canvasElement, FAQ[1]!.q)
    await expect(second).toHaveFocus()
    second.click()
    await expect(canvas.getByText(/carry an adult/)).toBeVisible()
    await expect(second).toHaveFocus()
  },
}
