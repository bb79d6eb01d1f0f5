import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(cleanup)

// jsdom has no media queries and no scrolling: a visitor without a motion preference, and a
// scrollTo that tests can spy on. A test that needs reduced motion replaces matchMedia itself.
window.matchMedia ??= vi.fn((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
}))
Element.prototype.scrollTo ??= function scrollTo() {}

/** Nor layout observers, which the carousel (embla) and the counters set up: they never fire. */
class NoObserver {
  readonly root = null
  readonly rootMargin = ''
  readonly scrollMargin = ''
  readonly thresholds = []
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
window.IntersectionObserver ??= NoObserver
window.ResizeObserver ??= NoObserver
