import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const skeletonVariants = cva('block bg-ink-100 motion-safe:animate-shimmer', {
  variants: {
    shape: {
      rect: 'rounded-lg',
      text: 'h-4 rounded-sm',
      circle: 'aspect-square rounded-full',
    },
  },
  defaultVariants: { shape: 'rect' },
})

type SkeletonProps = React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>

/**
 * A placeholder with the shape of content that is still loading. Decorative: announce the loading
 * state once on the surrounding region (aria-busy) or with a Spinner's label.
 */
function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  )
}

export { Skeleton, skeletonVariants }
export type { SkeletonProps }
