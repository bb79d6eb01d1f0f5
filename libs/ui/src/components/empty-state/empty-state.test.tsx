import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { EmptyState } from './empty-state'

describe('EmptyState', () => {
  it('announces the title politely and offers the action', async () => {
    const { container } = render(
      <EmptyState
        title="No dealers found."
        description="Try another postal code."
        icon={<svg />}
        action={<button type="button">Show all dealers</button>}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('No dealers found.')
    expect(screen.getByRole('heading', { level: 2, name: 'No dealers found.' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show all dealers' })).toBeInTheDocument()
    expect(container.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true')
    await expectNoA11yViolations(container)
  })

  it('uses the given heading level', () => {
    render(<EmptyState title="Empty" headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument()
  })
})
