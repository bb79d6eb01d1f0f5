import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useFieldControlProps } from '../../hooks/use-field'
import { cn } from '../../lib/cn'

/** Shared by every text-like control (Input, NumberInput, Combobox) so they look alike. */
const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border border-ink-200 bg-white text-foreground shadow-sm',
    'transition-[color,background-color,border-color,box-shadow] duration-150 ease-out',
    'placeholder:text-ink-500 hover:border-ink-300',
    'focus-visible:border-brand-700 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
    'aria-invalid:border-danger aria-invalid:hover:border-danger aria-invalid:focus-visible:ring-danger',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500 disabled:shadow-none',
    'read-only:bg-ink-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-base',
        lg: 'h-12 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>

function Input({ className, size, type = 'text', ...props }: InputProps) {
  const fieldProps = useFieldControlProps(props)
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
      {...fieldProps}
    />
  )
}

export { Input, inputVariants }
export type { InputProps }
