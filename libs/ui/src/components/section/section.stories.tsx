import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button'
import { Container } from '../container/container'
import { Heading } from '../heading/heading'
import { Text } from '../text/text'
import { Section } from './section'

const meta = {
  title: 'Components/Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'default', spacing: 'lg' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['default', 'surface', 'muted', 'brand', 'inverse', 'deep'],
    },
    spacing: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Section {...args} aria-labelledby={`section-${args.tone}`}>
      <Container className="flex flex-col items-start gap-4">
        <Text variant="eyebrow" tone={args.tone === 'inverse' ? 'inverse' : 'default'}>
          Lamella covers
        </Text>
        <Heading id={`section-${args.tone}`} tone={args.tone === 'inverse' ? 'inverse' : 'default'}>
          Safe and energy-efficient, at any time
        </Heading>
        <Text
          variant="lead"
          tone={args.tone === 'inverse' ? 'inverse' : 'muted'}
          className="max-w-2xl"
        >
          A slatted cover keeps the warmth in, the leaves out and children safe, and it rolls away
          at the touch of a button.
        </Text>
        <Button variant={args.tone === 'inverse' ? 'inverse' : 'primary'}>
          Configure your pool
        </Button>
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Safe and energy-efficient, at any time' }),
    ).toBeInTheDocument()
  },
}
export const Surface: Story = { args: { tone: 'surface' } }
export const Brand: Story = { args: { tone: 'brand', spacing: 'md' } }
export const Inverse: Story = { args: { tone: 'inverse' } }
