import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import { LOADING_BAR_DEFAULTS, LoadingBar } from './loading-bar'

function NavigationDemo() {
  const [loading, setLoading] = useState(false)
  return (
    <>
      <LoadingBar loading={loading} />
      <Button variant="outline" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </>
  )
}

const meta = {
  title: 'Components/Feedback/LoadingBar',
  component: LoadingBar,
  args: { loading: true },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof LoadingBar>

export default meta
type Story = StoryObj<typeof meta>

/** The bar in the middle of a navigation (progress frozen for the screenshot). */
export const Loading: Story = {
  render: () => (
    <div className="relative h-24">
      <div
        data-slot="loading-bar"
        aria-hidden="true"
        className="absolute inset-x-0 top-0 origin-left"
        style={{
          height: LOADING_BAR_DEFAULTS.height,
          backgroundColor: LOADING_BAR_DEFAULTS.color,
          transform: 'scaleX(0.6)',
        }}
      />
      <p className="pt-6 text-sm text-muted-foreground">
        {LOADING_BAR_DEFAULTS.color}, {LOADING_BAR_DEFAULTS.height} px,{' '}
        {LOADING_BAR_DEFAULTS.duration} ms, throttle {LOADING_BAR_DEFAULTS.throttle} ms
      </p>
    </div>
  ),
}

/** Starts after the 200 ms throttle, completes and fades when loading stops. */
export const Navigation: Story = {
  parameters: { screenshot: { disable: true } },
  render: () => <NavigationDemo />,
  play: async ({ canvas, canvasElement }) => {
    const bar = canvasElement.ownerDocument.querySelector('[data-slot="loading-bar"]')
    await expect(bar).toHaveAttribute('data-state', 'idle')
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }))
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'loading'), { timeout: 1000 })
    await expect(bar).toHaveStyle({ height: '3px', backgroundColor: 'rgb(109, 170, 221)' })
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }))
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'complete'))
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'idle'), { timeout: 2000 })
  },
}
