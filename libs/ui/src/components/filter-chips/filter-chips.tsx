import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { cn } from '../../lib/cn'

const filterChipsVariants = cva('flex flex-wrap gap-2', {
  variants: {
    align: {
      start: 'justify-start',
      center: 'justify-center',
    },
  },
  defaultVariants: { align: 'start' },
})

const chipClassName = cn(
  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-background px-4 text-sm font-medium text-ink-800',
  'transition-colors hover:border-ink-700 hover:text-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-checked:border-ink-950 data-checked:bg-ink-950 data-checked:text-white',
  'aria-pressed:border-ink-950 aria-pressed:bg-ink-950 aria-pressed:text-white',
  'disabled:cursor-not-allowed disabled:opacity-50',
)

const countClassName = cn(
  'inline-flex min-w-6 items-center justify-center rounded-full bg-ink-100 px-1.5 text-xs tabular-nums text-ink-700',
  'group-data-checked/chip:bg-white/20 group-data-checked/chip:text-white group-aria-pressed/chip:bg-white/20 group-aria-pressed/chip:text-white',
)

type FilterChipOption = { value: string; label: string; count?: number; disabled?: boolean }

type FilterChipsBaseProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> &
  VariantProps<typeof filterChipsVariants> & {
    /** Names the group, e.g. "Filter by colour". */
    label: string
    options: readonly FilterChipOption[]
    /** Text of the 'all' chip; the chip is left out without it. Selecting it clears the filter. */
    allLabel?: string
    allCount?: number
    /** Screen-reader text for a count, e.g. (n) => `${n} projects`. Without it the number is read. */
    countLabel?: (count: number) => string
  }

type FilterChipsSingleProps = FilterChipsBaseProps & {
  /** 'single': one choice at a time (radio semantics, arrow keys move between chips). */
  type?: 'single'
  /** The selected value; '' means 'all'. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

type FilterChipsMultipleProps = FilterChipsBaseProps & {
  /** 'multiple': independent toggle buttons (aria-pressed). */
  type: 'multiple'
  /** The selected values; [] means 'all'. */
  value?: string[]
  defaultValue?: string[]
  onValueChange?: (value: string[]) => void
}

type FilterChipsProps = FilterChipsSingleProps | FilterChipsMultipleProps

function ChipCount({
  count,
  countLabel,
}: {
  count: number | undefined
  countLabel?: (count: number) => string
}) {
  if (count === undefined) return null
  // The space keeps label and number apart in the accessible name ("Grey 9", not "Grey9").
  return (
    <>
      {' '}
      <span className={countClassName} aria-hidden={countLabel ? true : undefined}>
        {count}
      </span>
      {countLabel ? <span className="sr-only">{countLabel(count)}</span> : null}
    </>
  )
}

function FilterChips(props: FilterChipsProps) {
  if (props.type === 'multiple') return <MultipleFilterChips {...props} />
  return <SingleFilterChips {...props} />
}

function SingleFilterChips({
  label,
  options,
  allLabel,
  allCount,
  countLabel,
  align,
  value,
  defaultValue,
  onValueChange,
  className,
  type: _type,
  ...props
}: FilterChipsSingleProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="filter-chips"
      data-type="single"
      aria-label={label}
      value={value}
      defaultValue={defaultValue ?? (allLabel ? '' : undefined)}
      onValueChange={onValueChange}
      orientation="horizontal"
      loop
      className={cn(filterChipsVariants({ align }), className)}
      {...props}
    >
      {allLabel ? (
        <RadioGroupPrimitive.Item
          data-slot="filter-chip"
          value=""
          className={cn('group/chip', chipClassName)}
        >
          {allLabel}
          <ChipCount count={allCount} countLabel={countLabel} />
        </RadioGroupPrimitive.Item>
      ) : null}
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value}
          data-slot="filter-chip"
          value={option.value}
          disabled={option.disabled}
          className={cn('group/chip', chipClassName)}
        >
          {option.label}
          <ChipCount count={option.count} countLabel={countLabel} />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}

function MultipleFilterChips({
  label,
  options,
  allLabel,
  allCount,
  countLabel,
  align,
  value: valueProp,
  defaultValue,
  onValueChange,
  className,
  type: _type,
  ...props
}: FilterChipsMultipleProps) {
  const [uncontrolled, setUncontrolled] = React.useState<string[]>(defaultValue ?? [])
  const value = valueProp ?? uncontrolled
  const update = (next: string[]) => {
    setUncontrolled(next)
    onValueChange?.(next)
  }
  const toggle = (optionValue: string) =>
    update(
      value.includes(optionValue)
        ? value.filter((item) => item !== optionValue)
        : [...value, optionValue],
    )

  return (
    <div
      role="group"
      data-slot="filter-chips"
      data-type="multiple"
      aria-label={label}
      className={cn(filterChipsVariants({ align }), className)}
      {...props}
    >
      {allLabel ? (
        <button
          type="button"
          data-slot="filter-chip"
          aria-pressed={value.length === 0}
          onClick={() => update([])}
          className={cn('group/chip', chipClassName)}
        >
          {allLabel}
          <ChipCount count={allCount} countLabel={countLabel} />
        </button>
      ) : null}
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          data-slot="filter-chip"
          aria-pressed={value.includes(option.value)}
          disabled={option.disabled}
          onClick={() => toggle(option.value)}
          className={cn('group/chip', chipClassName)}
        >
          {option.label}
          <ChipCount count={option.count} countLabel={countLabel} />
        </button>
      ))}
    </div>
  )
}

export { FilterChips, filterChipsVariants }
export type { FilterChipOption, FilterChipsMultipleProps, FilterChipsProps, FilterChipsSingleProps }
