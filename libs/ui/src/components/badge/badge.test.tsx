import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Badge } from './badge'

describe('Badge', () => {
  it('renders a span with the neutral variant', async () => {
    const { container } = render(<Badge>New</Badge>)
    const badge = screen.getByText('New')
    expect(badge.tagName).toBe('SPAN')
    expect(badge).toHaveAttribute('data-slot', 'badge')
    expect(badge.className).toContain('bg-ink-100')
    await expectNoA11yViolations(container)
  })

  it('applies variants', () => {
    render(
      <Badge variant="danger" uppercase>
        Sold out
      </Badge>,
    )
    const badge = screen.getByText('Sold out')
    expect(badge.className).toContain('text-danger')
    expect(badge.className).toContain('uppercase')
  })
})
