import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { cn } from '../../lib/cn'
import { ArrowRightIcon, CloseIcon } from '../../lib/icons'

const bannerVariants = cva('relative w-full text-sm', {
  variants: {
    tone: {
      brand: 'bg-brand-900 text-white',
      accent: 'bg-brand-100 text-ink-950',
      neutral: 'bg-sand-100 text-ink-950',
    },
  },
  defaultVariants: { tone: 'brand' },
})

type BannerProps = Omit<React.ComponentProps<'aside'>, 'children'> &
  VariantProps<typeof bannerVariants> & {
    /** The promotion text. */
    message: React.ReactNode
    /** Names the banner as a landmark, e.g. "Promotion". */
    label?: string
    /** Text and target of the "more information" link. */
    moreInfoLabel?: string
    moreInfoHref?: string
    /** Replaces the built-in link, e.g. a router `<Link>`. */
    action?: React.ReactNode
    /** Accessible name of the close button. Without it the banner cannot be dismissed. */
    closeLabel?: string
    open?: boolean
    defaultOpen?: boolean
    onOpenChange?: (open: boolean) => void
  }

const actionClassName =
  'inline-flex items-center gap-1.5 rounded-xs font-semibold underline decoration-1 underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current'

function Banner({
  tone,
  message,
  label,
  moreInfoLabel,
  moreInfoHref,
  action,
  closeLabel,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  className,
  ...props
}: BannerProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen)
  const open = openProp ?? uncontrolledOpen
  if (!open) return null

  const close = () => {
    setUncontrolledOpen(false)
    onOpenChange?.(false)
  }

  return (
    <aside
      data-slot="banner"
      data-state="open"
      aria-label={label}
      className={cn(bannerVariants({ tone }), className)}
      {...props}
    >
      <div className="mx-auto flex min-h-12 max-w-content items-center justify-center gap-x-4 gap-y-1 px-14 py-2.5 text-center max-sm:flex-col sm:px-16">
        <p className="text-pretty">{message}</p>
        {action ??
          (moreInfoLabel && moreInfoHref ? (
            <a data-slot="banner-action" href={moreInfoHref} className={actionClassName}>
              {moreInfoLabel}
              <ArrowRightIcon className="size-4" />
            </a>
          ) : null)}
      </div>
      {closeLabel ? (
        <button
          type="button"
          data-slot="banner-close"
          onClick={close}
          className="absolute end-2 top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full opacity-90 transition hover:bg-current/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-current sm:end-4"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      ) : null}
    </aside>
  )
}

export { Banner, bannerVariants }
export type { BannerProps }
