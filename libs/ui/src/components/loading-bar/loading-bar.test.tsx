import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { estimateProgress, LOADING_BAR_DEFAULTS, LoadingBar } from './loading-bar'

const bar = () => document.querySelector<HTMLElement>('[data-slot="loading-bar"]')!

describe('LOADING_BAR_DEFAULTS', () => {
  it('holds the original site’s values', () => {
    expect(LOADING_BAR_DEFAULTS).toEqual({
      color: '#6DAADD',
      height: 3,
      duration: 2000,
      throttle: 200,
    })
  })
})

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is decorative, 3 px high and #6DAADD', async () => {
    vi.useRealTimers()
    const { container } = render(<LoadingBar loading={false} />)
    expect(bar()).toHaveAttribute('aria-hidden', 'true')
    expect(bar().style.height).toBe('3px')
    expect(bar().style.backgroundColor).toBe('rgb(109, 170, 221)')
    expect(bar()).toHaveAttribute('data-state', 'idle')
    await expectNoA11yViolations(container)
  })

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const { rerender } = render(<LoadingBar loading />)
    act(() => {
      vi.advanceTimersByTime(150)
    })
    rerender(<LoadingBar loading={false} />)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(bar()).toHaveAttribute('data-state', 'idle')
  })

  it('appears after the throttle, grows, completes and fades', () => {
    const { rerender } = render(<LoadingBar loading />)
    act(() => {
      vi.advanceTimersByTime(199)
    })
    expect(bar()).toHaveAttribute('data-state', 'idle')
    act(() => {
      vi.advanceTimersByTime(1 + 1000)
    })
    expect(bar()).toHaveAttribute('data-state', 'loading')
    const halfway = Number(/scaleX\(([\d.]+)\)/.exec(bar().style.transform)?.[1])
    expect(halfway).toBeGreaterThan(0.3)
    expect(halfway).toBeLessThan(1)
    rerender(<LoadingBar loading={false} />)
    expect(bar()).toHaveAttribute('data-state', 'complete')
    expect(bar().style.transform).toBe('scaleX(1)')
    act(() => {
      vi.advanceTimersByTime(500)
    })
    expect(bar()).toHaveAttribute('data-state', 'idle')
  })

  it('never reaches the end while loading', () => {
    expect(estimateProgress(0, 2000)).toBe(0)
    expect(estimateProgress(2000, 2000)).toBeGreaterThan(60)
    expect(estimateProgress(2000, 2000)).toBeLessThan(80)
    expect(estimateProgress(60_000, 2000)).toBeLessThan(100)
  })
})
