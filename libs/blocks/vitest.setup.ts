import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { freshPage } from '@lamella/ui/test/fresh-page'
import { afterEach, beforeAll } from 'vitest'
import { mediaQueryList } from './src/test/media'

beforeAll(freshPage)
afterEach(cleanup)

// jsdom has no media queries and no scrolling: a visitor without a motion preference, and a
// scrollTo that tests can spy on. A test that needs reduced motion calls `reducedMotion(true)`.
window.matchMedia ??= (query: string) => mediaQueryList(query, false)
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
