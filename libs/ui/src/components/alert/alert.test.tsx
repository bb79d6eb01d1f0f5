import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Alert, AlertDescription, AlertTitle } from './alert'

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ] as const)('%s is announced as role=%s', async (variant, role) => {
    const { container } = render(
      <Alert variant={variant}>
        <AlertTitle>Title</AlertTitle>
        <AlertDescription>Text</AlertDescription>
      </Alert>,
    )
    expect(screen.getByRole(role)).toHaveAttribute('data-variant', variant)
    await expectNoA11yViolations(container)
  })

  it('follows an explicit live setting', () => {
    const { rerender } = render(
      <Alert variant="danger" live="polite">
        x
      </Alert>,
    )
    expect(screen.getByRole('status')).toBeInTheDocument()
    rerender(
      <Alert variant="info" live="off">
        x
      </Alert>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('draws a decorative icon', () => {
    const { container } = render(<Alert>x</Alert>)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
