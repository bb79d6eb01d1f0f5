import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Container } from './container'

const meta = {
  title: 'Components/Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { size: 'content' },
  argTypes: { size: { control: 'inline-radio', options: ['prose', 'content', 'wide', 'full'] } },
  render: (args) => (
    <Container {...args}>
      <div className="rounded-md bg-brand-50 px-4 py-6 text-center text-sm text-brand-800">
        Container ({args.size ?? 'content'})
      </div>
    </Container>
  ),
} satisfies Meta<typeof Container>

export default meta
type Story = StoryObj<typeof meta>

export const Content: Story = {}

export const Widths: Story = {
  render: () => (
    <div className="flex flex-col gap-4 py-6">
      {(['prose', 'content', 'wide', 'full'] as const).map((size) => (
        <Container key={size} size={size}>
          <div className="rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-800">{size}</div>
        </Container>
      ))}
    </div>
  ),
}

export const AsChild: Story = {
  render: () => (
    <Container asChild>
      <main>
        <p className="py-6">A main landmark with the container's width.</p>
      </main>
    </Container>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('data-slot', 'container')
  },
}
