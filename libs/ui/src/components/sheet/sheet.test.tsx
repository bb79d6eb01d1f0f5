import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet'

function Menu({ side }: { side?: 'left' | 'right' | 'top' | 'bottom' }) {
  return (
    <Sheet>
      <SheetTrigger>Menu</SheetTrigger>
      <SheetContent side={side} closeLabel="Close menu">
        <SheetTitle>Navigation</SheetTitle>
        <SheetDescription>Pages</SheetDescription>
        <a href="/en">Home</a>
      </SheetContent>
    </Sheet>
  )
}

describe('Sheet', () => {
  it('opens as a modal dialog from the right by default', async () => {
    render(<Menu />)
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(sheet).toHaveAttribute('data-side', 'right')
    expect(sheet.className).toContain('end-0')
    await expectNoA11yViolations(document.body)
  })

  it.each(['left', 'top', 'bottom'] as const)('slides in from the %s', async (side) => {
    render(<Menu side={side} />)
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', side)
  })

  it('closes with its labelled close button', async () => {
    render(<Menu />)
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
