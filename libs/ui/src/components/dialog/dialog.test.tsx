import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog'

function Example({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogTitle>Sample</DialogTitle>
        <DialogDescription>We send it for free.</DialogDescription>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens a named, described modal dialog', async () => {
    render(<Example closeLabel="Close" />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sample' })
    expect(dialog).toHaveAccessibleDescription('We send it for free.')
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content')
    expect(dialog).toHaveAttribute('data-state', 'open')
    await expectNoA11yViolations(document.body)
  })

  it('closes with the labelled close button and returns focus', async () => {
    render(<Example closeLabel="Sluiten" />)
    const trigger = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('button', { name: 'Sluiten' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(trigger).toHaveFocus()
  })

  it('closes with Escape', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('has no close button without a label', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('[data-slot="dialog-close"]')).toBeNull()
  })
})
