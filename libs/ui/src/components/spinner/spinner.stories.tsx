import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from './spinner'

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading dealers' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['current', 'primary', 'muted'] },
  },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dealers')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-6">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
      <Spinner {...args} tone="muted" />
    </div>
  ),
}

export const WithVisibleText: Story = {
  render: () => (
    <p className="flex items-center gap-3 text-muted-foreground">
      <Spinner label={null} size="sm" tone="muted" />
      Searching for dealers near you…
    </p>
  ),
}
