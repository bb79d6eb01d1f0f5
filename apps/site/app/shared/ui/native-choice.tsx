import { cn, useField, useFieldControlDefaults, useFieldControlProps } from '@lamella/ui'
import type * as React from 'react'

/*
 * Radio buttons and a checkbox as native inputs inside a libs/ui Field: the quote form must work
 * before (and without) JavaScript, and libs/ui's Radix radios and checkbox are buttons that only
 * work once hydrated. The Field still labels them, shows their errors and links the summary.
 */

const boxClass =
  'size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed'

export interface NativeOption {
  value: string
  label: React.ReactNode
  description?: React.ReactNode
}

interface NativeRadioGroupProps {
  name: string
  options: readonly NativeOption[]
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  disabled?: boolean
  orientation?: 'horizontal' | 'vertical'
  className?: string
}

export function NativeRadioGroup({
  name,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  orientation = 'vertical',
  className,
}: NativeRadioGroupProps) {
  const field = useField()
  useFieldControlDefaults({ kind: 'group' })
  const { id, ...aria } = useFieldControlProps({ disabled })
  return (
    <div
      role="radiogroup"
      id={id}
      aria-labelledby={field?.labelId}
      {...aria}
      data-slot="native-radio-group"
      className={cn(
        'flex',
        orientation === 'vertical' ? 'flex-col gap-3' : 'flex-row flex-wrap gap-x-6 gap-y-3',
        className,
      )}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.()
      }}
    >
      {options.map((option, index) => {
        const optionId = `${id}-${index}`
        return (
          <label key={option.value} htmlFor={optionId} className="flex cursor-pointer gap-3">
            <input
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={aria.disabled}
              onChange={() => onChange(option.value)}
              className={cn(boxClass, 'mt-0.5')}
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium text-foreground">{option.label}</span>
              {option.description ? (
                <span className="text-sm text-muted-foreground">{option.description}</span>
              ) : null}
            </span>
          </label>
        )
      })}
    </div>
  )
}

interface NativeCheckboxProps {
  name: string
  label: React.ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur?: () => void
  disabled?: boolean
}

export function NativeCheckbox({
  name,
  label,
  checked,
  onChange,
  onBlur,
  disabled,
}: NativeCheckboxProps) {
  // Like libs/ui's checkbox: its error shows once it was changed, not on the first blur.
  useFieldControlDefaults({ visibility: 'dirty' })
  const { id, ...aria } = useFieldControlProps({ disabled })
  return (
    <label htmlFor={id} className="flex cursor-pointer gap-3 text-sm text-foreground">
      <input
        type="checkbox"
        id={id}
        name={name}
        value="on"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        {...aria}
        className={cn(boxClass, 'mt-0.5')}
      />
      <span>{label}</span>
    </label>
  )
}
