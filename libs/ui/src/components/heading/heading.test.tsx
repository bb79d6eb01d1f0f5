import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Heading } from './heading'

describe('Heading', () => {
  it('renders an h2 by default', async () => {
    const { container } = render(<Heading>Title</Heading>)
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toHaveAttribute(
      'data-slot',
      'heading',
    )
    await expectNoA11yViolations(container)
  })

  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as h%i', (level) => {
    render(<Heading level={level}>Title</Heading>)
    expect(screen.getByRole('heading', { level })).toBeInTheDocument()
  })

  it('keeps the level when the size changes', () => {
    render(
      <Heading level={4} size="display">
        Big h4
      </Heading>,
    )
    const heading = screen.getByRole('heading', { level: 4 })
    expect(heading.className).toContain('text-4xl')
  })

  it('derives a size from the level when none is given', () => {
    render(<Heading level={1}>Page</Heading>)
    expect(screen.getByRole('heading', { level: 1 }).className).toContain('sm:text-4xl')
  })
})
