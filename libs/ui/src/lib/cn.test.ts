import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins class names and leaves out false, null and undefined', () => {
    expect(cn('flex', false, null, undefined, ['gap-2', { 'p-4': true, 'p-2': false }])).toBe(
      'flex gap-2 p-4',
    )
  })

  it('keeps classes of different properties and of different states side by side', () => {
    expect(cn('py-14 px-6', 'hover:bg-muted bg-surface', 'hidden lg:flex')).toBe(
      'py-14 px-6 hover:bg-muted bg-surface hidden lg:flex',
    )
  })

  it('refuses, in development, a class that a later one would override', () => {
    expect(() => cn('rounded-xl py-14', 'py-8')).toThrow(/"py-14" would be overridden/)
    expect(() => cn('text-foreground', 'text-primary')).toThrow(/text-foreground/)
  })
})
