import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Skeleton } from './skeleton'

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const { container } = render(<Skeleton className="h-4 w-10" />)
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.firstElementChild).toHaveAttribute('data-slot', 'skeleton')
    await expectNoA11yViolations(container)
  })

  it('animates only when motion is allowed, and takes a shape', () => {
    const { container } = render(<Skeleton shape="circle" />)
    expect(container.firstElementChild?.className).toContain('motion-safe:animate-shimmer')
    expect(container.firstElementChild?.className).toContain('rounded-full')
  })
})
