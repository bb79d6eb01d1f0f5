import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from './text'

const meta = {
  title: 'Components/Typography/Text',
  component: Text,
  args: {
    children:
      'Our slatted covers are made to measure in Belgium and fitted by a local dealer. They keep the water warm and clean, and the pool safe.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['body', 'lead', 'eyebrow', 'caption'] },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'primary', 'inverse', 'danger', 'success', 'inherit'],
    },
  },
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

export const Body: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div className="flex max-w-2xl flex-col gap-5">
      <Text variant="eyebrow">Eyebrow · Energy saving</Text>
      <Text variant="lead">{args.children}</Text>
      <Text>{args.children}</Text>
      <Text variant="caption" tone="muted">
        Caption: photo taken in Knokke, 2025.
      </Text>
    </div>
  ),
}

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Text tone="default">Default text</Text>
      <Text tone="muted">Muted text</Text>
      <Text tone="primary">Primary text</Text>
      <Text tone="danger">Danger text</Text>
      <Text tone="success">Success text</Text>
      <div className="bg-ink-950 p-4">
        <Text tone="inverse">Inverse text</Text>
      </div>
    </div>
  ),
}

export const AsChild: Story = {
  render: () => (
    <Text asChild tone="muted" size="sm">
      <time dateTime="2026-05-14">14 May 2026</time>
    </Text>
  ),
}
