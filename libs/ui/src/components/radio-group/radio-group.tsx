import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { useField, useFieldControlDefaults, useFieldControlProps } from '../../hooks/use-field'
import { ChoiceOption } from '../../lib/choice-option'
import { cn } from '../../lib/cn'

const radioGroupVariants = cva('flex', {
  variants: {
    orientation: {
      vertical: 'flex-col gap-3',
      horizontal: 'flex-row flex-wrap gap-x-6 gap-y-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
})

const radioGroupItemVariants = cva([
  // The ::before extends the hit area to 28px (WCAG 2.2 target size) without growing the circle.
  "relative inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-ink-300 bg-white shadow-sm before:absolute before:-inset-1 before:rounded-full before:content-['']",
  'transition-[border-color,box-shadow] duration-150 ease-out hover:border-brand-700',
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
  'data-[state=checked]:border-brand-700',
  'group-aria-invalid/radio-group:border-danger group-aria-invalid/radio-group:focus-visible:ring-danger',
  'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-100 disabled:shadow-none',
])

type RadioOption = {
  value: string
  label: React.ReactNode
  description?: React.ReactNode
  disabled?: boolean
}

type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> &
  VariantProps<typeof radioGroupVariants> & {
    /** The choices; `children` (RadioGroupItem elements) may be used instead. */
    options?: RadioOption[]
  }

function RadioGroup({
  className,
  orientation,
  options,
  children,
  onValueChange,
  onBlur,
  ...props
}: RadioGroupProps) {
  const generatedId = React.useId()
  const field = useField()
  useFieldControlDefaults({ kind: 'group' })
  const fieldProps = useFieldControlProps(props)
  const id = fieldProps.id ?? `radio-group${generatedId}`

  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      orientation={orientation ?? 'vertical'}
      aria-labelledby={field?.labelId}
      className={cn('group/radio-group', radioGroupVariants({ orientation }), className)}
      onValueChange={(value) => {
        field?.markDirty()
        onValueChange?.(value)
      }}
      // Arrow keys move focus between the radios; only focus leaving the group is a blur.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.(event)
      }}
      {...props}
      {...fieldProps}
      id={id}
    >
      {options?.map((option, index) => (
        <RadioGroupItem
          key={option.value}
          id={`${id}-${index}`}
          value={option.value}
          label={option.label}
          description={option.description}
          disabled={option.disabled}
        />
      ))}
      {children}
    </RadioGroupPrimitive.Root>
  )
}

type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label?: React.ReactNode
  description?: React.ReactNode
}

function RadioGroupItem({
  className,
  label,
  description,
  id: idProp,
  ...props
}: RadioGroupItemProps) {
  const generatedId = React.useId()
  const id = idProp ?? `radio${generatedId}`
  const descriptionId = description ? `${id}-description` : undefined

  const radio = (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      id={id}
      aria-describedby={descriptionId}
      className={cn(radioGroupItemVariants(), className)}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="size-2.5 rounded-full bg-brand-700 in-disabled:bg-ink-400"
      />
    </RadioGroupPrimitive.Item>
  )

  if (!label && !description) return radio

  return (
    <ChoiceOption
      slot="radio-group-option"
      id={id}
      descriptionId={descriptionId}
      control={radio}
      label={label}
      description={description}
    />
  )
}

type YesNo = 'yes' | 'no'

type YesNoRadioGroupProps = Omit<
  RadioGroupProps,
  'options' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  yesLabel: React.ReactNode
  noLabel: React.ReactNode
  value?: YesNo | ''
  defaultValue?: YesNo
  onValueChange?: (value: YesNo) => void
}

/** A yes/no question: two radios in a row whose values are 'yes' and 'no'. */
function YesNoRadioGroup({
  yesLabel,
  noLabel,
  orientation = 'horizontal',
  onValueChange,
  ...props
}: YesNoRadioGroupProps) {
  return (
    <RadioGroup
      data-variant="yes-no"
      orientation={orientation}
      options={[
        { value: 'yes', label: yesLabel },
        { value: 'no', label: noLabel },
      ]}
      onValueChange={(value) => onValueChange?.(value as YesNo)}
      {...props}
    />
  )
}

export { RadioGroup, RadioGroupItem, radioGroupItemVariants, radioGroupVariants, YesNoRadioGroup }
export type { RadioGroupItemProps, RadioGroupProps, RadioOption, YesNo, YesNoRadioGroupProps }
