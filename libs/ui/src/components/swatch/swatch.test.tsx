import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Swatch, SwatchGroup } from './swatch'

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <SwatchGroup aria-label="Colour" defaultValue="white" onValueChange={onValueChange}>
      <Swatch value="white" label="White" color="#fff" />
      <Swatch value="blue" label="Transparent blue" color="rgb(0 0 255 / 0.5)" translucent />
      <Swatch value="grey" label="Grey" color="#999" hideLabel />
    </SwatchGroup>
  )
}

describe('Swatch', () => {
  it('is a radio group of named colours', async () => {
    const { container } = render(<Example />)
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Grey' })).toBeInTheDocument()
    expect(screen.getByText('Grey').className).toContain('sr-only')
    await expectNoA11yViolations(container)
  })

  it('selects a colour', async () => {
    const onValueChange = vi.fn()
    render(<Example onValueChange={onValueChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Transparent blue' }))
    expect(onValueChange).toHaveBeenCalledWith('blue')
    expect(screen.getByRole('radio', { name: 'Transparent blue' })).toHaveAttribute(
      'data-state',
      'checked',
    )
  })

  it('paints the colour, over a checkerboard when translucent', () => {
    render(<Example />)
    const fill = (name: string) =>
      screen.getByRole('radio', { name }).querySelector<HTMLElement>('[aria-hidden] > span')?.style
        .background
    expect(fill('White')).toContain('rgb(255, 255, 255)')
    expect(fill('Transparent blue')).toContain('repeating-conic-gradient')
  })
})
