import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const headingVariants = cva('font-display text-balance', {
  variants: {
    size: {
      display: 'text-4xl font-light tracking-tight sm:text-5xl',
      '4xl': 'text-3xl font-light tracking-tight sm:text-4xl',
      '3xl': 'text-2xl font-normal tracking-tight sm:text-3xl',
      '2xl': 'text-xl font-normal tracking-tight sm:text-2xl',
      xl: 'text-xl font-medium',
      lg: 'text-lg font-medium',
      md: 'text-base font-semibold',
      sm: 'text-sm font-semibold',
    },
    tone: {
      default: 'text-foreground',
      primary: 'text-primary',
      inverse: 'text-inverse-foreground',
      inherit: 'text-inherit',
    },
  },
  defaultVariants: { tone: 'default' },
})

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6
type HeadingSize = NonNullable<VariantProps<typeof headingVariants>['size']>

/** The visual size each level gets when `size` is not given. */
const DEFAULT_SIZE: Record<HeadingLevel, HeadingSize> = {
  1: '4xl',
  2: '3xl',
  3: '2xl',
  4: 'xl',
  5: 'lg',
  6: 'md',
}

type HeadingProps = React.ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** The document outline level (h1-h6). Independent from `size`, which only sets the look. */
    level?: HeadingLevel
    asChild?: boolean
  }

function Heading({ level = 2, size, tone, asChild = false, className, ...props }: HeadingProps) {
  const Comp = asChild ? Slot : (`h${level}` as const)
  return (
    <Comp
      data-slot="heading"
      // `size={null}`: no size classes, for a caller that sets its own
      className={cn(
        headingVariants({ size: size === null ? null : (size ?? DEFAULT_SIZE[level]), tone }),
        className,
      )}
      {...props}
    />
  )
}

export { Heading, headingVariants }
export type { HeadingLevel, HeadingProps }
