import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { ChoiceCard, ChoiceCards } from './choice-cards'

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <ChoiceCards aria-label="Pool type" onValueChange={onValueChange} name="pool">
      <ChoiceCard
        value="built-in"
        label="Built-in"
        description="In a pit"
        media={<img src="/a.svg" alt="" />}
      />
      <ChoiceCard value="surface" label="Surface" />
    </ChoiceCards>
  )
}

describe('ChoiceCards', () => {
  it('is a radio group of cards named by their labels', async () => {
    const { container } = render(<Example />)
    expect(screen.getByRole('radiogroup', { name: 'Pool type' })).toBeInTheDocument()
    const card = screen.getByRole('radio', { name: 'Built-in' })
    expect(card).toHaveAccessibleDescription('In a pit')
    expect(card).not.toBeChecked()
    await expectNoA11yViolations(container)
  })

  it('selects a card on click', async () => {
    const onValueChange = vi.fn()
    render(<Example onValueChange={onValueChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Surface' }))
    expect(onValueChange).toHaveBeenCalledWith('surface')
    expect(screen.getByRole('radio', { name: 'Surface' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Surface' })).toHaveAttribute('data-state', 'checked')
  })

  // Arrow-key selection needs real focus handling: the browser story (StairPicker) covers it.
  it('is one tab stop', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('radio', { name: 'Surface' }))
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0])
  })
})
