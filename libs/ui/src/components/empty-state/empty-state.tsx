import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const emptyStateVariants = cva('mx-auto flex w-full flex-col items-center text-center', {
  variants: {
    variant: {
      plain: 'py-12',
      panel: 'rounded-xl border border-dashed border-ink-300 bg-surface px-6 py-14',
      /** The panel with less height, for a short note among other content. */
      compact: 'rounded-xl border border-dashed border-ink-300 bg-surface px-6 py-8',
    },
  },
  defaultVariants: { variant: 'panel' },
})

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** e.g. "No projects found". */
    title: string
    description?: React.ReactNode
    /** A decorative icon (aria-hidden is added). */
    icon?: React.ReactNode
    /** A way forward: reset filters, show all dealers... */
    action?: React.ReactNode
    headingLevel?: 2 | 3 | 4
  }

/** What a list shows when it has nothing to show. The region is announced politely (role=status). */
function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  variant,
  className,
  ...props
}: EmptyStateProps) {
  const HeadingTag = `h${headingLevel}` as const
  return (
    <div
      data-slot="empty-state"
      role="status"
      className={cn(emptyStateVariants({ variant }), className)}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-primary [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <HeadingTag className="text-xl font-medium text-balance text-foreground">{title}</HeadingTag>
      {description ? (
        <p className="mt-2 max-w-md text-muted-foreground text-pretty">{description}</p>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  )
}

export { EmptyState, emptyStateVariants }
export type { EmptyStateProps }
