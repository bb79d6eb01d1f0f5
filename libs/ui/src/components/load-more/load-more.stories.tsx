import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { LoadMore } from './load-more'

function GrowingList() {
  const [shown, setShown] = useState(12)
  return (
    <LoadMore
      counter={`${shown} of 30 projects`}
      current={shown}
      total={30}
      label="Show more projects"
      onLoadMore={() => setShown((value) => Math.min(value + 12, 30))}
    />
  )
}

const meta = {
  title: 'Components/Lists/LoadMore',
  component: LoadMore,
  args: { counter: '12 of 40 posts', current: 12, total: 40, label: 'Load more', onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading' } }

export const AllLoaded: Story = {
  args: { counter: '40 of 40 posts', current: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** With `href`, the button is a link to the next page, so the list also grows without JavaScript. */
export const ProgressiveLink: Story = {
  args: { href: '?page=2' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Load more' })
    await expect(link).toHaveAttribute('href', '?page=2')
    await userEvent.click(link)
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const Interactive: Story = {
  render: () => <GrowingList />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more projects' }))
    await expect(canvas.getByText('24 of 30 projects')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Show more projects' }))
    await expect(canvas.getByText('30 of 30 projects')).toBeInTheDocument()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
