import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { cn } from '../../lib/cn'
import { AlertIcon } from '../../lib/icons'

const errorSummaryVariants = cva(
  [
    'flex flex-col gap-2 rounded-md border border-danger bg-danger-soft text-foreground',
    'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
  ],
  {
    variants: {
      size: {
        sm: 'p-3 text-sm',
        md: 'p-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type ErrorSummaryItem = {
  /** The id of the invalid control, which the link focuses. */
  id: string
  message: React.ReactNode
  /** The field's label, shown before the message so that equal messages stay distinguishable. */
  label?: React.ReactNode
}

type ErrorSummaryProps = React.ComponentProps<'div'> &
  VariantProps<typeof errorSummaryVariants> & {
    /** The heading. */
    label?: React.ReactNode
    /** A line under the heading, e.g. the form's incomplete message. */
    description?: React.ReactNode
    items: ErrorSummaryItem[]
    headingLevel?: 2 | 3 | 4
  }

const FOCUSABLE =
  'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])'

/** Focuses the control behind an error link; a group (radio group) passes focus to its checked or first radio. */
function focusControl(id: string) {
  const target = document.getElementById(id)
  if (!target) return false
  const control = target.matches(FOCUSABLE)
    ? target
    : (target.querySelector<HTMLElement>('[aria-checked=true], [data-state=checked]') ??
      target.querySelector<HTMLElement>(FOCUSABLE))
  if (!control) return false
  control.focus()
  // Scroll the field (with its label) into view, not just the control.
  ;(target.closest('[data-slot=field]') ?? target).scrollIntoView({ block: 'center' })
  return true
}

function ErrorSummary({
  label = 'There were errors in your form.',
  description,
  items,
  headingLevel = 2,
  size,
  className,
  children,
  ...props
}: ErrorSummaryProps) {
  const headingId = `error-summary${React.useId()}-heading`
  const Heading = `h${headingLevel}` as const
  return (
    <div
      data-slot="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(errorSummaryVariants({ size }), className)}
      {...props}
    >
      <Heading
        id={headingId}
        className="flex items-center gap-2 text-base leading-6 font-semibold text-danger"
      >
        <AlertIcon className="size-5 shrink-0" />
        {label}
      </Heading>
      {description ? <p className="text-sm text-foreground">{description}</p> : null}
      {items.length > 0 ? (
        <ul data-slot="error-summary-list" className="flex flex-col gap-1 ps-7">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="inline-flex min-h-6 flex-wrap items-center gap-x-2 rounded-sm text-sm text-danger underline underline-offset-4 hover:decoration-2 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
                onClick={(event) => {
                  if (focusControl(item.id)) event.preventDefault()
                }}
              >
                {item.label ? (
                  <>
                    <span className="font-semibold">{item.label}</span>{' '}
                    <span className="font-medium">{item.message}</span>
                  </>
                ) : (
                  <span className="font-medium">{item.message}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  )
}

export { ErrorSummary, errorSummaryVariants }
export type { ErrorSummaryItem, ErrorSummaryProps }
