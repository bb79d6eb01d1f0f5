import { describe, expect, it } from 'vitest'
import { prefetchMode } from './use-prefetch'

describe('prefetchMode', () => {
  it.each([
    [undefined, 'viewport'],
    [{ effectiveType: '4g' }, 'viewport'],
    [{ effectiveType: '3g' }, 'viewport'],
    [{ effectiveType: '2g' }, 'none'],
    [{ effectiveType: 'slow-2g' }, 'none'],
    [{ effectiveType: '4g', saveData: true }, 'none'],
  ])('%o -> %s', (info, expected) => {
    expect(prefetchMode(info)).toBe(expected)
  })
})
