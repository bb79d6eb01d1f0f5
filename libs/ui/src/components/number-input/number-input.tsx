import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { useFieldControlProps } from '../../hooks/use-field'
import { cn } from '../../lib/cn'
import { inputVariants } from '../input/input'

type NumberInputMode = 'integer' | 'float'

/** Room at the end of the box for the unit, matching the input size. */
const numberInputVariants = cva('tabular-nums', {
  variants: {
    unitSpace: { none: '', sm: 'pe-8', md: 'pe-10', lg: 'pe-12' },
  },
  defaultVariants: { unitSpace: 'none' },
})

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/

/**
 * Converts what a visitor typed into a number: empty text is `undefined`, text that is not a number
 * (or not a whole number in integer mode) is `NaN`, so validation can tell "missing" from "wrong".
 * Both "12,5" and "12.5" are accepted as the decimal separator.
 */
function parseNumberInput(text: string, mode: NumberInputMode): number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  if (!DECIMAL.test(trimmed)) return Number.NaN
  const value = Number(trimmed.replace(',', '.'))
  if (mode === 'integer' && !Number.isInteger(value)) return Number.NaN
  return Object.is(value, -0) ? 0 : value
}

function formatNumber(value: number | undefined) {
  return value === undefined || Number.isNaN(value) ? '' : String(value)
}

type NumberInputProps = Omit<
  React.ComponentProps<'input'>,
  'size' | 'type' | 'value' | 'defaultValue' | 'children'
> &
  VariantProps<typeof inputVariants> & {
    /** 'integer' accepts whole numbers only; 'float' accepts a decimal comma or point. */
    mode?: NumberInputMode
    value?: number
    defaultValue?: number
    /** Called on every edit with the parsed value (`undefined` when empty, `NaN` when not a number). */
    onValueChange?: (value: number | undefined) => void
    /** A unit shown inside the end of the box, e.g. 'm'; it is also read as part of the description. */
    unit?: React.ReactNode
    /** How a value set from outside is written, e.g. with a decimal comma. Typed text is kept as typed. */
    formatValue?: (value: number | undefined) => string
    /** Classes for the `<input>`; `className` sizes the root, which also holds the unit. */
    inputClassName?: string
  }

function NumberInput({
  mode = 'float',
  value,
  defaultValue,
  onValueChange,
  onChange,
  unit,
  formatValue = formatNumber,
  size,
  className,
  inputClassName,
  inputMode,
  ...props
}: NumberInputProps) {
  const generatedId = React.useId()
  const [text, setText] = React.useState(() => formatValue(value ?? defaultValue))
  const [previousValue, setPreviousValue] = React.useState(value)

  // A new value from outside replaces the text, unless it is what the text already says.
  if (!Object.is(value, previousValue)) {
    setPreviousValue(value)
    if (!Object.is(value, parseNumberInput(text, mode))) setText(formatValue(value))
  }

  const unitId = unit ? `number-input${generatedId}-unit` : undefined
  const fieldProps = useFieldControlProps({
    ...props,
    'aria-describedby': [props['aria-describedby'], unitId].filter(Boolean).join(' ') || undefined,
  })
  const hasUnit = unit != null && unit !== ''

  return (
    <div data-slot="number-input" className={cn('relative w-full min-w-0', className)}>
      <input
        data-slot="number-input-control"
        type="text"
        inputMode={inputMode ?? (mode === 'integer' ? 'numeric' : 'decimal')}
        autoComplete="off"
        className={cn(
          inputVariants({ size }),
          numberInputVariants({ unitSpace: hasUnit ? (size ?? 'md') : 'none' }),
          inputClassName,
        )}
        {...props}
        {...fieldProps}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onValueChange?.(parseNumberInput(event.target.value, mode))
          onChange?.(event)
        }}
      />
      {hasUnit ? (
        <span
          id={unitId}
          data-slot="number-input-unit"
          className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3 text-sm text-muted-foreground"
        >
          {unit}
        </span>
      ) : null}
    </div>
  )
}

export { NumberInput, numberInputVariants, parseNumberInput }
export type { NumberInputMode, NumberInputProps }
