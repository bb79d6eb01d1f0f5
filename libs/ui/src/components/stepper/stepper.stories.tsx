import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Stepper, StepperActions } from './stepper'

const STEPS = [
  { id: 'pool', label: 'Pool type' },
  { id: 'colour', label: 'Colour' },
  { id: 'dimensions', label: 'Dimensions' },
  { id: 'stair', label: 'Stair' },
  { id: 'quote', label: 'Request a quote' },
]

function ConfiguratorFlow({ label, completeLabel }: { label: string; completeLabel?: string }) {
  const [current, setCurrent] = useState(1)
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <Stepper
        label={label}
        completeLabel={completeLabel}
        steps={STEPS}
        current={current}
        progressText={`Step ${current + 1} of ${STEPS.length}`}
        onStepSelect={setCurrent}
      />
      <div className="rounded-lg bg-surface p-8 text-muted-foreground">
        {STEPS[current]?.label} options…
      </div>
      <StepperActions
        backLabel={current > 0 ? 'Back' : undefined}
        nextLabel={current === STEPS.length - 1 ? 'Send request' : 'Next'}
        onBack={() => setCurrent((value) => Math.max(0, value - 1))}
        onNext={() => setCurrent((value) => Math.min(STEPS.length - 1, value + 1))}
      />
    </div>
  )
}

const meta = {
  title: 'Components/Lists/Stepper',
  component: Stepper,
  args: {
    label: 'Configurator steps',
    steps: STEPS,
    current: 2,
    progressText: 'Step 3 of 5',
    completeLabel: 'completed',
    onStepSelect: fn(),
  },
} satisfies Meta<typeof Stepper>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const current = canvas.getByText('Dimensions').closest('li')
    await expect(current).toHaveAttribute('aria-current', 'step')
    await userEvent.click(canvas.getByRole('button', { name: 'Pool type (completed)' }))
    await expect(args.onStepSelect).toHaveBeenCalledWith(0)
  },
}

export const FirstStep: Story = { args: { current: 0, progressText: 'Step 1 of 5' } }
export const LastStep: Story = { args: { current: 4, progressText: 'Step 5 of 5' } }
export const Compact: Story = { args: { display: 'compact' } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }

/** The configurator flow: the stepper with next and back actions. */
export const WithActions: Story = {
  render: (args) => <ConfiguratorFlow label={args.label} completeLabel={args.completeLabel} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByText('Dimensions').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(canvas.getByText('Colour').closest('li')).toHaveAttribute('aria-current', 'step')
  },
}
