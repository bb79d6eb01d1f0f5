import { Slot } from '@radix-ui/react-slot'
import type * as React from 'react'
import { cn } from '../../lib/cn'

type VisuallyHiddenProps = React.ComponentProps<'span'> & { asChild?: boolean }

/** Content for assistive technology only: invisible, but read out and kept in the layout flow. */
function VisuallyHidden({ asChild = false, className, ...props }: VisuallyHiddenProps) {
  const Comp = asChild ? Slot : 'span'
  return <Comp data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />
}

export { VisuallyHidden }
export type { VisuallyHiddenProps }
