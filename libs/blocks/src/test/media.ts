import { vi } from 'vitest'

/** A media query's answer, as jsdom (which has no `matchMedia`) cannot give one. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }
}

/** Makes `(prefers-reduced-motion: reduce)` match, or not, for the rest of the test. */
export function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')),
  )
}
