import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const textVariants = cva('', {
  variants: {
    variant: {
      body: '',
      lead: 'text-lg sm:text-xl sm:leading-relaxed',
      eyebrow: 'text-xs font-semibold uppercase tracking-widest',
      caption: 'text-sm',
    },
    size: {
      xs: 'text-xs',
      sm: 'text-sm',
      base: 'text-base',
      lg: 'text-lg',
    },
    tone: {
      // the foreground, or the primary colour for an eyebrow (compound variants below)
      default: '',
      muted: 'text-muted-foreground',
      primary: 'text-primary',
      inverse: 'text-inverse-foreground',
      /** Secondary text on a dark band. */
      'inverse-muted': 'text-ink-100',
      danger: 'text-danger',
      success: 'text-success',
      inherit: 'text-inherit',
    },
    weight: {
      regular: 'font-normal',
      medium: 'font-medium',
      semibold: 'font-semibold',
    },
  },
  compoundVariants: [
    { variant: ['body', 'lead', 'caption'], tone: 'default', className: 'text-foreground' },
    { variant: 'eyebrow', tone: 'default', className: 'text-primary' },
  ],
  defaultVariants: { variant: 'body', tone: 'default' },
})

type TextProps = React.ComponentProps<'p'> &
  VariantProps<typeof textVariants> & { asChild?: boolean }

/** Running text. A `<p>` by default; `asChild` puts the styles on a `<span>`, `<li>`, `<time>`... */
function Text({ variant, size, tone, weight, asChild = false, className, ...props }: TextProps) {
  const Comp = asChild ? Slot : 'p'
  return (
    <Comp
      data-slot="text"
      className={cn(textVariants({ variant, size, tone, weight }), className)}
      {...props}
    />
  )
}

export { Text, textVariants }
export type { TextProps }
