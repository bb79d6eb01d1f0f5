import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useFieldControlProps } from '../../hooks/use-field'
import { cn } from '../../lib/cn'

const textareaVariants = cva(
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
        sm: 'min-h-16 px-2.5 py-1.5 text-sm',
        md: 'min-h-24 px-3 py-2 text-base',
        lg: 'min-h-32 px-4 py-3 text-lg',
      },
      resize: {
        vertical: 'resize-y',
        none: 'resize-none',
        /** Grows with its content (CSS field-sizing); browsers without it fall back to a fixed height. */
        auto: 'field-sizing-content resize-none',
      },
    },
    defaultVariants: { size: 'md', resize: 'vertical' },
  },
)

type TextareaProps = React.ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>

function Textarea({ className, size, resize, ...props }: TextareaProps) {
  const fieldProps = useFieldControlProps(props)
  return (
    <textarea
      data-slot="textarea"
      className={cn(textareaVariants({ size, resize }), className)}
      {...props}
      {...fieldProps}
    />
  )
}

export { Textarea, textareaVariants }
export type { TextareaProps }
