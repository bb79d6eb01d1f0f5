import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../lib/icons'

const alertVariants = cva(
  'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border-s-4 px-4 py-4 text-sm sm:px-5',
  {
    variants: {
      variant: {
        info: 'border-info bg-info-soft text-ink-900 [&>[data-slot=alert-icon]]:text-info',
        success:
          'border-success bg-success-soft text-ink-900 [&>[data-slot=alert-icon]]:text-success',
        warning:
          'border-warning bg-warning-soft text-ink-900 [&>[data-slot=alert-icon]]:text-warning',
        danger: 'border-danger bg-danger-soft text-ink-900 [&>[data-slot=alert-icon]]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
)

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon }

type AlertProps = React.ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /**
     * How urgently assistive technology announces it: 'polite' (role=status, the default for
     * info/success) or 'assertive' (role=alert, the default for warning/danger). 'off' for static
     * notes that are there on page load.
     */
    live?: 'polite' | 'assertive' | 'off'
  }

function Alert({ variant, live, className, children, ...props }: AlertProps) {
  const tone = variant ?? 'info'
  const politeness = live ?? (tone === 'warning' || tone === 'danger' ? 'assertive' : 'polite')
  const role = politeness === 'assertive' ? 'alert' : politeness === 'polite' ? 'status' : undefined
  const Icon = ICONS[tone]
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={role}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon data-slot="alert-icon" className="mt-px size-5" />
      <div className="col-start-2 flex flex-col gap-1">{children}</div>
    </div>
  )
}

function AlertTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="alert-title" className={cn('font-semibold text-ink-950', className)} {...props} />
  )
}

function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'text-ink-800 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4',
        className,
      )}
      {...props}
    />
  )
}

export { Alert, AlertDescription, AlertTitle, alertVariants }
export type { AlertProps }
