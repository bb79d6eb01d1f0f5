import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { VisuallyHidden } from './visually-hidden'

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while hiding it visually', async () => {
    const { container } = render(
      <button type="button">
        ×<VisuallyHidden>Close</VisuallyHidden>
      </button>,
    )
    expect(screen.getByRole('button', { name: '×Close' })).toBeInTheDocument()
    expect(screen.getByText('Close').className).toContain('sr-only')
    await expectNoA11yViolations(container)
  })

  it('hides another element with asChild', () => {
    render(
      <VisuallyHidden asChild>
        <h2>Hidden heading</h2>
      </VisuallyHidden>,
    )
    expect(screen.getByRole('heading', { name: 'Hidden heading' }).className).toContain('sr-only')
  })
})
