import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Heading } from './heading'

const meta = {
  title: 'Components/Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Slatted pool covers, made in Belgium' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: {
      control: 'select',
      options: [undefined, 'display', '4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'],
    },
  },
} satisfies Meta<typeof Heading>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Levels: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
}

/** The outline level and the look are independent: an h2 that looks like a display title. */
export const LevelAndSizeDecoupled: Story = {
  args: { level: 2, size: 'display', children: 'Every pool deserves a lamella cover' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 })
    await expect(heading.className).toContain('text-4xl')
  },
}

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Heading tone="default">Default tone</Heading>
      <Heading tone="primary">Primary tone</Heading>
      <div className="bg-ink-950 p-6">
        <Heading tone="inverse">Inverse tone</Heading>
      </div>
    </div>
  ),
}
