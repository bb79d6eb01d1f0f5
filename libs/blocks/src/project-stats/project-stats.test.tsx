import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reducedMotion } from '../test/media'
import { providers, serverHtml } from '../test/render'
import { ProjectStats } from './project-stats'
import { projectStatsFixture } from './project-stats.fixture'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** An IntersectionObserver whose targets are all in view as soon as they are observed. */
function everythingVisible() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        )
      }
      disconnect() {}
    },
  )
}

const counters = () =>
  [...document.querySelectorAll('[data-slot=counter]')].map((counter) => counter.textContent)

describe('ProjectStats', () => {
  it('sends the final numbers, formatted for the language, in the server HTML', () => {
    const en = serverHtml(<ProjectStats block={projectStatsFixture} />, 'en')
    expect(en).toContain('1,200')
    expect(en).toContain('98.5')
    const nl = serverHtml(<ProjectStats block={projectStatsFixture} />, 'nl')
    expect(nl).toContain('1.200')
    expect(nl).toContain('98,5')
    expect(nl).not.toContain('1,200')
  })

  it('gives assistive technology the final number while the digits move', () => {
    everythingVisible()
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1)
    render(<ProjectStats block={projectStatsFixture} />, { wrapper: providers() })
    const first = document.querySelector('[data-slot=counter]')
    expect(first).toHaveAttribute('aria-hidden', 'true')
    expect(first?.nextElementSibling).toHaveTextContent('1,200')
    expect(first?.nextElementSibling).toHaveClass('sr-only')
  })

  it('counts up from zero when the figures come into view', () => {
    everythingVisible()
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    render(<ProjectStats block={projectStatsFixture} />, { wrapper: providers() })
    expect(frames.length).toBeGreaterThan(0)
    const start = performance.now()
    act(() => frames.splice(0).forEach((frame) => frame(start + 300)))
    const midway = counters()
    expect(midway[0]).not.toBe('1,200')
    act(() => frames.splice(0).forEach((frame) => frame(start + 5000)))
    expect(counters()).toEqual(['1,200', '10', '35', '98.5'])
  })

  it('shows the final numbers without animating for visitors who prefer reduced motion', () => {
    reducedMotion(true)
    everythingVisible()
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    render(<ProjectStats block={projectStatsFixture} />, { wrapper: providers() })
    expect(counters()).toEqual(['1,200', '10', '35', '98.5'])
    expect(frame).not.toHaveBeenCalled()
  })
})
