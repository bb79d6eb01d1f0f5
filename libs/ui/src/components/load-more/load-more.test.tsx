import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { LoadMore } from './load-more'

describe('LoadMore', () => {
  it('shows the counter in a polite live region and the button', async () => {
    const onLoadMore = vi.fn()
    const { container } = render(
      <LoadMore
        counter="6 of 20 posts"
        current={6}
        total={20}
        label="Load more"
        onLoadMore={onLoadMore}
      />,
    )
    const counter = screen.getByText('6 of 20 posts')
    expect(counter).toHaveAttribute('aria-live', 'polite')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
    await expectNoA11yViolations(container)
  })

  it('draws progress as the share of items shown', () => {
    const { container } = render(<LoadMore counter="5 of 20" current={5} total={20} label="More" />)
    const bar = container.querySelector<HTMLElement>('[data-slot="load-more-progress"]')
    expect(bar?.style.width).toBe('25%')
    expect(bar?.parentElement).toHaveAttribute('aria-hidden', 'true')
  })

  it('hides the button once everything is shown', () => {
    render(<LoadMore counter="20 of 20" current={20} total={20} label="More" />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('blocks repeated clicks while loading', async () => {
    const onLoadMore = vi.fn()
    render(
      <LoadMore
        counter="1 of 9"
        current={1}
        total={9}
        label="More"
        loading
        loadingLabel="Loading"
        onLoadMore={onLoadMore}
      />,
    )
    const button = screen.getByRole('button', { name: /More/ })
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('renders a link to the next page and handles the click in place', () => {
    const onLoadMore = vi.fn()
    render(
      <LoadMore
        counter="1 of 9"
        current={1}
        total={9}
        label="More"
        href="?page=2"
        onLoadMore={onLoadMore}
      />,
    )
    const link = screen.getByRole('link', { name: 'More' })
    expect(link).toHaveAttribute('href', '?page=2')
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(link, event)
    expect(event.defaultPrevented).toBe(true)
    expect(onLoadMore).toHaveBeenCalledOnce()
  })

  it('leaves a modified click to the browser, so the next page can open in a new tab', () => {
    const onLoadMore = vi.fn()
    render(
      <LoadMore
        counter="1 of 9"
        current={1}
        total={9}
        label="More"
        href="?page=2"
        onLoadMore={onLoadMore}
      />,
    )
    const link = screen.getByRole('link', { name: 'More' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      fireEvent(link, event)
      expect(event.defaultPrevented).toBe(false)
    }
    expect(onLoadMore).not.toHaveBeenCalled()
  })
})
