import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Section } from './section'

describe('Section', () => {
  it('is a named region when labelled by its heading', async () => {
    const { container } = render(
      <Section aria-labelledby="title">
        <h2 id="title">Our projects</h2>
      </Section>,
    )
    const region = screen.getByRole('region', { name: 'Our projects' })
    expect(region).toHaveAttribute('data-slot', 'section')
    expect(region).toHaveAttribute('data-tone', 'default')
    await expectNoA11yViolations(container)
  })

  it('applies tone and spacing', () => {
    const { container } = render(<Section tone="inverse" spacing="sm" />)
    const root = container.firstElementChild
    expect(root?.className).toContain('bg-inverse')
    expect(root?.className).toContain('py-10')
    expect(root).toHaveAttribute('data-tone', 'inverse')
  })

  it('renders another element with asChild', () => {
    const { container } = render(
      <Section asChild>
        <footer>Footer</footer>
      </Section>,
    )
    expect(container.firstElementChild?.tagName).toBe('FOOTER')
  })
})
