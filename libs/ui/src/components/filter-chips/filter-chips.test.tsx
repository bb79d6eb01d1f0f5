import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { FilterChips } from './filter-chips'

const OPTIONS = [
  { value: 'blue', label: 'Blue', count: 3 },
  { value: 'grey', label: 'Grey', count: 5 },
]

describe('FilterChips (single)', () => {
  it('is a named radio group with a checked all chip', async () => {
    const { container } = render(
      <FilterChips label="Colour" options={OPTIONS} allLabel="All" allCount={8} />,
    )
    expect(screen.getByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'All 8' })).toBeChecked()
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    await expectNoA11yViolations(container)
  })

  it('selects a chip and reports its value; all reports empty', async () => {
    const onValueChange = vi.fn()
    render(
      <FilterChips label="Colour" options={OPTIONS} allLabel="All" onValueChange={onValueChange} />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Blue 3' }))
    expect(onValueChange).toHaveBeenLastCalledWith('blue')
    expect(screen.getByRole('radio', { name: 'Blue 3' })).toHaveAttribute('data-state', 'checked')
    await userEvent.click(screen.getByRole('radio', { name: 'All' }))
    expect(onValueChange).toHaveBeenLastCalledWith('')
  })

  it('reads counts through countLabel', () => {
    render(<FilterChips label="Colour" options={OPTIONS} countLabel={(n) => `${n} projects`} />)
    expect(screen.getByRole('radio', { name: 'Grey 5 projects' })).toBeInTheDocument()
  })

  it('leaves out the all chip without allLabel', () => {
    render(<FilterChips label="Colour" options={OPTIONS} />)
    expect(screen.getAllByRole('radio')).toHaveLength(2)
  })
})

describe('FilterChips (multiple)', () => {
  it('toggles chips with aria-pressed and clears them with all', async () => {
    const onValueChange = vi.fn()
    const { container } = render(
      <FilterChips
        type="multiple"
        label="Colour"
        options={OPTIONS}
        allLabel="All"
        onValueChange={onValueChange}
      />,
    )
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument()
    const all = screen.getByRole('button', { name: 'All' })
    expect(all).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Blue 3' }))
    await userEvent.click(screen.getByRole('button', { name: 'Grey 5' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['blue', 'grey'])
    expect(all).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(screen.getByRole('button', { name: 'Blue 3' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['grey'])
    await userEvent.click(all)
    expect(onValueChange).toHaveBeenLastCalledWith([])
    expect(all).toHaveAttribute('aria-pressed', 'true')
    await expectNoA11yViolations(container)
  })
})
