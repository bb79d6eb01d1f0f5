import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton'

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Shapes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton shape="circle" className="size-12" />
      <div className="flex w-64 flex-col gap-2">
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
    </div>
  ),
}

/** The placeholder of a card grid while projects load. */
export const CardGrid: Story = {
  render: () => (
    <div aria-busy="true" className="grid max-w-4xl grid-cols-3 gap-6">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3">
          <Skeleton className="aspect-[4/3] w-full" />
          {/* text lines of other heights than the text shape's */}
          <Skeleton shape={null} className="h-3 w-1/3 rounded-sm" />
          <Skeleton shape={null} className="h-5 w-4/5 rounded-sm" />
        </div>
      ))}
    </div>
  ),
}
