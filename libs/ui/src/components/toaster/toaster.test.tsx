import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { toast, Toaster, TOASTER_DEFAULTS } from './toaster'

describe('TOASTER_DEFAULTS', () => {
  it('holds the original site’s values', () => {
    expect(TOASTER_DEFAULTS).toEqual({
      theme: 'dark',
      position: 'top-right',
      duration: 4000,
      visibleToasts: 3,
      width: 356,
      gap: 14,
      swipeThreshold: 20,
      hotkey: ['altKey', 'KeyT'],
    })
  })
})

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    act(() => {
      toast.dismiss()
    })
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  })

  it('renders a dark, top-right list with the configured width and gap', async () => {
    const { container } = render(<Toaster label="Meldingen" />)
    act(() => {
      toast('Hello')
    })
    const list = await vi.waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-sonner-toaster]')
      if (!element) throw new Error('no toaster yet')
      return element
    })
    expect(list).toHaveAttribute('data-sonner-theme', 'dark')
    expect(list).toHaveAttribute('data-y-position', 'top')
    expect(list).toHaveAttribute('data-x-position', 'right')
    expect(list.style.getPropertyValue('--width')).toBe('356px')
    expect(list.style.getPropertyValue('--gap')).toBe('14px')
    await expectNoA11yViolations(container)
  })

  it('names the region with the label and the Alt+T hotkey', () => {
    render(<Toaster label="Meldingen" />)
    expect(screen.getByRole('region', { name: 'Meldingen alt+T' })).toBeInTheDocument()
  })

  it('shows at most three toasts at once', async () => {
    render(<Toaster label="Notifications" />)
    act(() => {
      for (const text of ['one', 'two', 'three', 'four', 'five']) toast(text)
    })
    await vi.waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(5))
    expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(3)
  })

  it('removes a toast after 4000 ms', async () => {
    render(<Toaster label="Notifications" />)
    act(() => {
      toast('Short-lived')
    })
    await vi.waitFor(() => expect(screen.getByText('Short-lived')).toBeInTheDocument())
    act(() => {
      vi.advanceTimersByTime(3900)
    })
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-removed', 'false')
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-removed', 'true')
  })

  it('moves focus to the toasts with Alt+T', async () => {
    render(<Toaster label="Notifications" />)
    act(() => {
      toast('Focus me')
    })
    await vi.waitFor(() => expect(screen.getByText('Focus me')).toBeInTheDocument())
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true })
    expect(document.activeElement).toBe(document.querySelector('[data-sonner-toaster]'))
  })
})
