import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Container } from './container'

describe('Container', () => {
  it('renders a div with the content width by default', async () => {
    const { container } = render(<Container>Text</Container>)
    const root = container.firstElementChild
    expect(root?.tagName).toBe('DIV')
    expect(root).toHaveAttribute('data-slot', 'container')
    expect(root?.className).toContain('max-w-content')
    await expectNoA11yViolations(container)
  })

  it('switches width with size', () => {
    const { container } = render(<Container size="wide">Text</Container>)
    expect(container.firstElementChild?.className).toContain('max-w-wide')
  })

  it('puts its styles on the child with asChild', () => {
    render(
      <Container asChild>
        <main>Main</main>
      </Container>,
    )
    expect(screen.getByRole('main').className).toContain('mx-auto')
  })
})
