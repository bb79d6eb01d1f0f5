import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Prose } from './prose'

describe('Prose', () => {
  it('renders the given HTML', async () => {
    const { container } = render(
      <Prose html={'<h2>Title</h2><p>Body with <a href="/x">a link</a></p>'} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('href', '/x')
    expect(container.firstElementChild).toHaveAttribute('data-slot', 'prose')
    await expectNoA11yViolations(container)
  })

  it('inserts the HTML as given (sanitising is the caller’s job)', () => {
    const { container } = render(<Prose html="<p><em>kept</em></p>" />)
    expect(container.querySelector('em')?.textContent).toBe('kept')
  })
})
