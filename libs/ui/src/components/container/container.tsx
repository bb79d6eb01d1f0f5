import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const containerVariants = cva('mx-auto w-full px-5 sm:px-8 lg:px-12', {
  variants: {
    size: {
      // The prose measure plus the gutters, so the text column itself is --container-prose wide.
      prose:
        'max-w-[calc(var(--container-prose)+2.5rem)] sm:max-w-[calc(var(--container-prose)+4rem)] lg:max-w-[calc(var(--container-prose)+6rem)]',
      content: 'max-w-content',
      wide: 'max-w-wide',
      full: 'max-w-none',
    },
  },
  defaultVariants: { size: 'content' },
})

type ContainerProps = React.ComponentProps<'div'> &
  VariantProps<typeof containerVariants> & { asChild?: boolean }

/** Centres content at one of the layout widths, with the page's side gutters. */
function Container({ size, asChild = false, className, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div'
  return (
    <Comp data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
  )
}

export { Container, containerVariants }
export type { ContainerProps }
