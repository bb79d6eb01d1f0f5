import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Stepper, StepperActions } from './stepper'

const STEPS = [
  { id: 'a', label: 'Pool' },
  { id: 'b', label: 'Colour' },
  { id: 'c', label: 'Quote' },
]

describe('Stepper', () => {
  it('is a named navigation list that marks the current step', async () => {
    const { container } = render(
      <Stepper label="Steps" steps={STEPS} current={1} completeLabel="done" />,
    )
    expect(screen.getByRole('navigation', { name: 'Steps' })).toBeInTheDocument()
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ])
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).toHaveTextContent('Pool (done)')
    await expectNoA11yViolations(container)
  })

  it('lets visitors return to finished steps only', async () => {
    const onStepSelect = vi.fn()
    render(<Stepper label="Steps" steps={STEPS} current={1} onStepSelect={onStepSelect} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(1)
    await userEvent.click(buttons[0]!)
    expect(onStepSelect).toHaveBeenCalledWith(0)
  })

  it('shows the progress text', () => {
    render(<Stepper label="Steps" steps={STEPS} current={0} progressText="Step 1 of 3" />)
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument()
  })
})

describe('StepperActions', () => {
  it('calls back and next', async () => {
    const onBack = vi.fn()
    const onNext = vi.fn()
    const { container } = render(
      <StepperActions backLabel="Back" nextLabel="Next" onBack={onBack} onNext={onNext} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onBack).toHaveBeenCalledOnce()
    expect(onNext).toHaveBeenCalledOnce()
    await expectNoA11yViolations(container)
  })

  it('leaves out back on the first step and submits on the last', () => {
    render(<StepperActions nextLabel="Send" nextType="submit" />)
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit')
  })

  it('disables next', () => {
    render(<StepperActions nextLabel="Next" nextDisabled />)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })
})
