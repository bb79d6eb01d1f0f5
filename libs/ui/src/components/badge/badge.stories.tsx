import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './badge'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['neutral', 'brand', 'solid', 'outline', 'success', 'warning', 'danger', 'overlay'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge variant="neutral">Neutral</Badge>
      <Badge variant="brand">Solar slats</Badge>
      <Badge variant="solid">Bestseller</Badge>
      <Badge variant="outline">Built-in</Badge>
      <Badge variant="success">In stock</Badge>
      <Badge variant="warning">Few left</Badge>
      <Badge variant="danger">Discontinued</Badge>
      <Badge variant="brand" uppercase>
        Promo
      </Badge>
      <Badge variant="neutral" size="md">
        Medium
      </Badge>
    </div>
  ),
}

export const OverImage: Story = {
  render: () => (
    <div className="flex h-40 w-72 items-start bg-brand-700 p-3">
      <Badge variant="overlay">Project · Ghent</Badge>
    </div>
  ),
}
