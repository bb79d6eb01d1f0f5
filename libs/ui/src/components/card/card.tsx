import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { ArrowRightIcon } from '../../lib/icons'

/*
 * Cards for pools, covers, projects and blog posts are compositions of these parts. A card that
 * leads somewhere has one CardLink (usually around the title): its ::after covers the whole card,
 * so the card is one click target with one accessible name, and the ring shows on the card.
 */
const cardVariants = cva(
  [
    'group/card relative isolate flex min-w-0 text-foreground',
    'has-[[data-slot=card-link]:focus-visible]:outline-2 has-[[data-slot=card-link]:focus-visible]:outline-offset-4 has-[[data-slot=card-link]:focus-visible]:outline-focus',
  ],
  {
    variants: {
      variant: {
        elevated:
          'overflow-hidden rounded-xl bg-background shadow-sm ring-1 ring-ink-900/5 transition-shadow duration-300 has-[[data-slot=card-link]]:hover:shadow-lg',
        outline: 'overflow-hidden rounded-xl border border-border bg-background',
        surface: 'overflow-hidden rounded-xl bg-surface',
        plain: 'rounded-lg bg-transparent',
      },
      orientation: {
        vertical: 'flex-col',
        horizontal: 'flex-col sm:flex-row',
      },
    },
    defaultVariants: { variant: 'elevated', orientation: 'vertical' },
  },
)

type CardProps = React.ComponentProps<'article'> &
  VariantProps<typeof cardVariants> & { asChild?: boolean }

function Card({ variant, orientation, asChild = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'article'
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? 'elevated'}
      className={cn(cardVariants({ variant, orientation }), className)}
      {...props}
    />
  )
}

const cardMediaVariants = cva(
  [
    'relative shrink-0 overflow-hidden bg-ink-100',
    '[&_img]:size-full [&_img]:object-cover motion-safe:[&_img]:transition-transform motion-safe:[&_img]:duration-700 motion-safe:[&_img]:ease-out',
    'motion-safe:group-has-[[data-slot=card-link]]/card:group-hover/card:[&_img]:scale-[1.03]',
  ],
  {
    variants: {
      ratio: {
        square: 'aspect-square',
        landscape: 'aspect-[4/3]',
        wide: 'aspect-video',
        portrait: 'aspect-[4/5]',
      },
      inset: {
        true: 'm-3 mb-0 rounded-lg',
        false: '',
      },
    },
    defaultVariants: { ratio: 'landscape', inset: false },
  },
)

type CardMediaProps = React.ComponentProps<'div'> & VariantProps<typeof cardMediaVariants>

function CardMedia({ ratio, inset, className, ...props }: CardMediaProps) {
  return (
    <div
      data-slot="card-media"
      className={cn(cardMediaVariants({ ratio, inset }), className)}
      {...props}
    />
  )
}

/** Badges laid over the top corner of the media. */
function CardBadges({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-badges"
      className={cn('absolute start-3 top-3 flex flex-wrap gap-2', className)}
      {...props}
    />
  )
}

function CardBody({
  spacing = 'md',
  className,
  ...props
}: React.ComponentProps<'div'> & {
  /** `lg`: more room around a card that leads with an icon */
  spacing?: 'md' | 'lg'
}) {
  return (
    <div
      data-slot="card-body"
      className={cn(
        'flex flex-1 flex-col',
        spacing === 'md' ? 'gap-2 p-5 sm:p-6' : 'gap-3 p-6',
        className,
      )}
      {...props}
    />
  )
}

function CardEyebrow({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-eyebrow"
      className={cn('text-xs font-semibold uppercase tracking-widest text-primary', className)}
      {...props}
    />
  )
}

type CardTitleProps = React.ComponentProps<'h3'> & { level?: 2 | 3 | 4; asChild?: boolean }

function CardTitle({ level = 3, asChild = false, className, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : (`h${level}` as const)
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-xl font-normal tracking-tight text-balance text-foreground', className)}
      {...props}
    />
  )
}

function CardDescription({
  clamp = true,
  className,
  ...props
}: React.ComponentProps<'p'> & {
  /** Cut the text after three lines (the default), for cards in a grid of even heights. */
  clamp?: boolean
}) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-muted-foreground', clamp && 'line-clamp-3', className)}
      {...props}
    />
  )
}

/** A row of facts (date, reading time, dimensions), separated by a thin dot. */
function CardMeta({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-meta"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground',
        '[&>*:not(:first-child)]:before:me-3 [&>*:not(:first-child)]:before:text-ink-300 [&>*:not(:first-child)]:before:content-["·"]',
        className,
      )}
      {...props}
    />
  )
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex items-center gap-3 pt-3', className)}
      {...props}
    />
  )
}

type CardLinkProps = React.ComponentProps<'a'> & { asChild?: boolean }

/** The card's one link. Put the title text in it; its overlay makes the whole card clickable. */
function CardLink({ asChild = false, className, ...props }: CardLinkProps) {
  const Comp = asChild ? Slot : 'a'
  return (
    <Comp
      data-slot="card-link"
      className={cn(
        'link-overlay rounded-xs outline-none hover:text-primary focus-visible:outline-none',
        'group-hover/card:text-primary',
        className,
      )}
      {...props}
    />
  )
}

/**
 * The visual "Read article →" cue. Hidden from assistive technology: the CardLink already names
 * the card, and a second, vague link text would only add noise.
 */
function CardCta({ className, children, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="card-cta"
      aria-hidden="true"
      className={cn('inline-flex items-center gap-2 text-sm font-medium text-primary', className)}
      {...props}
    >
      {children}
      <ArrowRightIcon className="size-4 motion-safe:transition-transform motion-safe:group-hover/card:translate-x-1" />
    </span>
  )
}

export {
  Card,
  CardBadges,
  CardBody,
  CardCta,
  CardDescription,
  CardEyebrow,
  CardFooter,
  CardLink,
  CardMedia,
  cardMediaVariants,
  CardMeta,
  CardTitle,
  cardVariants,
}
export type { CardLinkProps, CardMediaProps, CardProps, CardTitleProps }
