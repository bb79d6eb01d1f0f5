/// <reference types="vite/client" />
import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names. No class merger ships to browsers (tailwind-merge is 8 kB on every page), so
 * a component's own classes and those a caller adds must never set the same property: in Tailwind
 * 4 the stylesheet's order decides between two, not their order in the attribute. In development
 * and tests tailwind-merge checks that, and a conflict throws, so every render in the unit tests
 * and Storybook finds one; a production build leaves the check out.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs)
  if (import.meta.env.DEV) assertNoConflict(classes)
  return classes
}

function assertNoConflict(classes: string) {
  const kept = new Set(twMerge(classes).split(' '))
  const overridden = classes.split(' ').filter((name) => name && !kept.has(name))
  if (overridden.length > 0) {
    throw new Error(
      `cn: "${overridden.join(' ')}" would be overridden by later classes in "${classes}". ` +
        'Production does not merge classes: give the component a variant or prop for this instead.',
    )
  }
}
