import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-solid border-current border-r-transparent motion-reduce:animate-[spin_2.4s_linear_infinite]',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-2',
        lg: 'size-10 border-[3px]',
      },
      tone: {
        current: 'text-current',
        primary: 'text-primary',
        muted: 'text-muted-foreground',
      },
    },
    defaultVariants: { size: 'md', tone: 'primary' },
  },
)

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Read out by screen readers, e.g. "Loading". Pass null when a surrounding element already says it. */
    label: string | null
  }

function Spinner({ label, size, tone, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <span aria-hidden="true" className={spinnerVariants({ size, tone })} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

export { Spinner, spinnerVariants }
export type { SpinnerProps }
