import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { useField, useFieldControlDefaults, useFieldControlProps } from '../../hooks/use-field'
import { ChoiceOption } from '../../lib/choice-option'
import { cn } from '../../lib/cn'
import { CheckMarkIcon, DashIcon } from '../../lib/icons'

const checkboxVariants = cva(
  [
    // The ::before extends the hit area to 28px (WCAG 2.2 target size) without growing the box.
    "relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-sm border border-ink-300 bg-white text-white shadow-sm before:absolute before:-inset-1 before:content-['']",
    'transition-[background-color,border-color,box-shadow] duration-150 ease-out hover:border-brand-700',
    'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
    'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700',
    'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger aria-invalid:data-[state=unchecked]:bg-danger-soft',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-100 disabled:shadow-none disabled:data-[state=checked]:bg-ink-300 disabled:data-[state=checked]:border-ink-300',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> & {
    /** Text next to the box; clicking it toggles the box. */
    label?: React.ReactNode
    /** A hint under the label, joined to the box's description. */
    description?: React.ReactNode
  }

function Checkbox({
  className,
  size,
  label,
  description,
  onCheckedChange,
  ...props
}: CheckboxProps) {
  const generatedId = React.useId()
  const field = useField()
  // A checkbox shows its error once changed: tabbing past an unticked box is not a mistake.
  useFieldControlDefaults({ visibility: 'dirty' })
  const descriptionId = description ? `${generatedId}-description` : undefined
  const fieldProps = useFieldControlProps({
    ...props,
    'aria-describedby':
      [descriptionId, props['aria-describedby']].filter(Boolean).join(' ') || undefined,
  })
  const id = fieldProps.id ?? `checkbox${generatedId}`

  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(checkboxVariants({ size }), className)}
      onCheckedChange={(checked) => {
        field?.markDirty()
        onCheckedChange?.(checked)
      }}
      {...props}
      {...fieldProps}
      id={id}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center"
      >
        <CheckMarkIcon className="in-data-[state=indeterminate]:hidden" />
        <DashIcon className="hidden in-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )

  if (!label && !description) return box

  return (
    <ChoiceOption
      slot="checkbox-item"
      id={id}
      descriptionId={descriptionId}
      control={box}
      label={label}
      description={description}
    />
  )
}

export { Checkbox, checkboxVariants }
export type { CheckboxProps }
