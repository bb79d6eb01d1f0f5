import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Button } from './button'

describe('Button', () => {
  it('renders a type="button" with the primary variant by default', async () => {
    const { container } = render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveAttribute('data-slot', 'button')
    expect(button).toHaveAttribute('data-variant', 'primary')
    await expectNoA11yViolations(container)
  })

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Send</Button>)
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit')
  })

  it('calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Go</Button>)
    await userEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('blocks clicks and reports busy while loading', async () => {
    const onClick = vi.fn()
    const { container } = render(
      <Button loading loadingLabel="Sending" onClick={onClick}>
        Send
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send Sending' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('data-state', 'loading')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    await expectNoA11yViolations(container)
  })

  it('renders its child through asChild, keeping link semantics', async () => {
    const { container } = render(
      <Button asChild variant="cta">
        <a href="/en">Home</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Home' })
    expect(link).toHaveAttribute('href', '/en')
    expect(link).not.toHaveAttribute('type')
    expect(link.className).toContain('uppercase')
    await expectNoA11yViolations(container)
  })

  it('marks a disabled asChild link with aria-disabled', () => {
    render(
      <Button asChild disabled>
        <a href="/en">Home</a>
      </Button>,
    )
    expect(screen.getByRole('link')).toHaveAttribute('aria-disabled', 'true')
  })

  it('adds className to the variant classes', () => {
    render(<Button className="w-full">Wide</Button>)
    expect(screen.getByRole('button').className).toMatch(/\bw-full\b/)
    expect(screen.getByRole('button').className).toMatch(/\bpx-6\b/)
  })

  it('sets no size when size is null, for a caller that sizes it', () => {
    render(
      <Button size={null} className="h-8 px-2">
        Tight
      </Button>,
    )
    expect(screen.getByRole('button').className).not.toMatch(/\b(h-11|px-6)\b/)
  })

  it('refuses a className that overrides a variant class, which production would not merge', () => {
    expect(() => render(<Button className="px-2">Tight</Button>)).toThrow(/px-6/)
  })
})
