import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Spinner } from './spinner'

describe('Spinner', () => {
  it('announces its label as a status', async () => {
    const { container } = render(<Spinner label="Loading" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(screen.getByText('Loading').className).toContain('sr-only')
    await expectNoA11yViolations(container)
  })

  it('is silent without a label', () => {
    const { container } = render(<Spinner label={null} />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })
})
