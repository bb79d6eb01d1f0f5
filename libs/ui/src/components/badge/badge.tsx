import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap font-medium [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'bg-ink-100 text-ink-800',
        brand: 'bg-brand-100 text-brand-800',
        solid: 'bg-primary text-primary-foreground',
        outline: 'border border-input bg-background text-ink-700',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        danger: 'bg-danger-soft text-danger',
        /** Over photos: an opaque light chip that stays readable on any image. */
        overlay: 'bg-white/95 text-ink-900 shadow-sm backdrop-blur-sm',
      },
      size: {
        sm: 'h-6 rounded-full px-2.5 text-xs',
        md: 'h-7 rounded-full px-3 text-sm',
      },
      uppercase: {
        true: 'uppercase tracking-wide text-xs',
        false: '',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'sm', uppercase: false },
  },
)

type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean }

function Badge({ variant, size, uppercase, asChild = false, className, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span'
  return (
    <Comp
      data-slot="badge"
      className={cn(badgeVariants({ variant, size, uppercase }), className)}
      {...props}
    />
  )
}

export { Badge, badgeVariants }
export type { BadgeProps }
