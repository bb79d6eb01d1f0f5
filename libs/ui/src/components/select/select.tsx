import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useFieldControlProps } from '../../hooks/use-field'
import { cn } from '../../lib/cn'
import { ChevronDownIcon } from '../../lib/icons'

const selectVariants = cva(
  [
    'w-full min-w-0 cursor-pointer appearance-none rounded-md border border-ink-200 bg-white text-foreground shadow-sm',
    'transition-[color,background-color,border-color,box-shadow] duration-150 ease-out hover:border-ink-300',
    'focus-visible:border-brand-700 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
    'aria-invalid:border-danger aria-invalid:hover:border-danger aria-invalid:focus-visible:ring-danger',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500 disabled:shadow-none',
    // The placeholder option reads as a hint until a real option is chosen.
    "has-[option[value='']:checked]:text-ink-500 [&_option]:text-foreground",
  ],
  {
    variants: {
      size: {
        sm: 'h-8 ps-2.5 pe-8 text-sm',
        md: 'h-10 ps-3 pe-10 text-base',
        lg: 'h-12 ps-4 pe-11 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type SelectOption = { value: string; label: string; disabled?: boolean }

type SelectProps = Omit<React.ComponentProps<'select'>, 'size'> &
  VariantProps<typeof selectVariants> & {
    /** Shown as the first option with an empty value, e.g. "Choose a colour". */
    placeholder?: string
    /** The options; `children` (options or optgroups) may be used instead or in addition. */
    options?: SelectOption[]
    /** Classes for the `<select>`; `className` sizes the root, which also holds the chevron. */
    selectClassName?: string
  }

function Select({
  className,
  selectClassName,
  size,
  placeholder,
  options,
  children,
  ...props
}: SelectProps) {
  const fieldProps = useFieldControlProps(props)
  return (
    <div data-slot="select" className={cn('relative w-full min-w-0', className)}>
      <select
        data-slot="select-control"
        className={cn(selectVariants({ size }), selectClassName)}
        {...props}
        {...fieldProps}
      >
        {placeholder != null ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {/* 2.1 on the 24px grid: the 1.75 of a 20px one, at 16px */}
      <ChevronDownIcon
        strokeWidth={2.1}
        className={cn(
          'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-ink-600',
          size === 'sm' ? 'end-2.5' : size === 'lg' ? 'end-4' : 'end-3',
        )}
      />
    </div>
  )
}

export { Select, selectVariants }
export type { SelectOption, SelectProps }
