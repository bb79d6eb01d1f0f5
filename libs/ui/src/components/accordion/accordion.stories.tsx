import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

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

const meta = {
  title: 'Components/Overlays/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <div className="max-w-2xl">
      <Accordion {...args}>
        {FAQ.map((item, index) => (
          <AccordionItem key={item.q} value={`item-${index}`}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  ),
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Faq: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: FAQ[0]!.q })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/heating costs halve/)).toBeVisible()
  },
}

export const Cards: Story = {
  args: { variant: 'cards', defaultValue: 'item-1' } as never,
}

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: FAQ[0]!.q })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('button', { name: FAQ[1]!.q })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: FAQ[1]!.q })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}
