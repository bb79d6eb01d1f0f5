import { Slot, Slottable } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { Spinner } from '../spinner/spinner'

/** The filled and outlined shapes; their sizes set height, padding and text together. */
const rounded: ('primary' | 'secondary' | 'outline' | 'ghost' | 'nav' | 'inverse')[] = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'nav',
  'inverse',
]

const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 font-medium',
    'transition-[color,background-color,border-color,box-shadow] duration-200 ease-out',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'rounded-full bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'rounded-full bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline:
          'rounded-full border border-input bg-background text-foreground hover:border-ink-700 hover:bg-muted',
        ghost: 'rounded-full text-foreground hover:bg-muted',
        /** The header's main navigation: a ghost button in a quieter ink. */
        nav: 'rounded-full text-ink-800 hover:bg-muted',
        link: 'rounded-xs text-primary underline decoration-1 underline-offset-4 hover:text-primary-hover hover:decoration-2',
        /** The uppercase bordered link of the 404 page: a quiet, square call to action. */
        cta: 'rounded-none border border-foreground bg-transparent text-foreground uppercase tracking-widest hover:bg-foreground hover:text-background',
        inverse: 'rounded-full bg-white text-ink-950 hover:bg-ink-100',
      },
      // a size's classes depend on the variant (compound variants below); `null` sets none, for a
      // caller that sizes the button itself
      size: { sm: '', md: '', lg: '', icon: '' },
      /** A long label wraps onto more lines instead of widening the button. */
      wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal text-center' },
      loading: { false: 'cursor-pointer', true: 'cursor-progress [&>[data-slot=spinner]]:-ms-1' },
    },
    compoundVariants: [
      { variant: rounded, size: 'sm', className: 'h-9 px-4 text-sm' },
      { variant: rounded, size: 'md', className: 'h-11 px-6 text-base' },
      { variant: rounded, size: 'lg', className: 'h-13 px-8 text-lg' },
      { variant: [...rounded, 'cta'], size: 'icon', className: 'size-11' },
      // a link is as tall as its text
      { variant: 'link', size: 'sm', className: 'text-sm' },
      { variant: 'link', size: 'md', className: 'text-base' },
      { variant: 'link', size: 'lg', className: 'text-lg' },
      { variant: 'cta', size: 'sm', className: 'h-9 px-4 text-xs' },
      { variant: 'cta', size: 'md', className: 'h-12 px-8 text-sm' },
      { variant: 'cta', size: 'lg', className: 'h-14 px-10 text-sm' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', wrap: false, loading: false },
  },
)

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router `<Link>`) with the button's styles instead of a `<button>`. */
    asChild?: boolean
    /** Shows a spinner, sets `aria-busy` and blocks clicks while keeping the label and width. */
    loading?: boolean
    /** Read out while loading; the visible label stays. */
    loadingLabel?: string
  }

function Button({
  variant,
  size,
  wrap,
  asChild = false,
  loading = false,
  loadingLabel,
  disabled,
  type,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-state={loading ? 'loading' : undefined}
      className={cn(buttonVariants({ variant, size, wrap, loading }), className)}
      // A link rendered through asChild keeps its own semantics; a real button defaults to type=button.
      type={asChild ? type : (type ?? 'button')}
      disabled={asChild ? undefined : disabled}
      aria-disabled={asChild && disabled ? true : undefined}
      aria-busy={loading || undefined}
      onClick={
        loading ? (event: React.MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick
      }
      {...props}
    >
      {loading ? <Spinner size="sm" tone="current" label={null} /> : null}
      <Slottable>{children}</Slottable>
      {loading && loadingLabel ? (
        <>
          {' '}
          <span className="sr-only">{loadingLabel}</span>
        </>
      ) : null}
    </Comp>
  )
}

export { Button, buttonVariants }
export type { ButtonProps }
