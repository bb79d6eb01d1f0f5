import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SearchIcon } from '../../lib/icons'
import { Button } from '../button/button'
import { EmptyState } from './empty-state'

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No projects found',
    description: 'No project matches these filters yet. Try another colour or stair.',
    icon: <SearchIcon />,
    action: <Button variant="outline">Show all projects</Button>,
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const NoProjects: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No projects found')
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No projects found' }),
    ).toBeInTheDocument()
  },
}

export const NoDealers: Story = {
  args: {
    title: 'No dealers found.',
    description: 'There is no dealer near this postal code yet.',
    action: <Button variant="link">Show all dealers</Button>,
  },
}

export const Plain: Story = {
  args: {
    variant: 'plain',
    title: 'This category has no items',
    description: undefined,
    icon: undefined,
    action: undefined,
  },
}
