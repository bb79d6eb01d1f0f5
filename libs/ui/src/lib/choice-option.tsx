import * as LabelPrimitive from '@radix-ui/react-label'
import type * as React from 'react'

type ChoiceOptionProps = {
  /** `data-slot` of the wrapper, e.g. `checkbox-item` */
  slot: string
  /** id of the control the label names */
  id?: string
  descriptionId?: string
  /** the checkbox or radio itself */
  control: React.ReactNode
  label?: React.ReactNode
  description?: React.ReactNode
}

/** A checkbox or radio with its label and description beside it: the layout both share. */
function ChoiceOption({ slot, id, descriptionId, control, label, description }: ChoiceOptionProps) {
  return (
    <div data-slot={slot} className="group/choice flex items-start gap-3">
      {/* Centres the control on the first line of the label. */}
      <span className="flex h-6 items-center">{control}</span>
      <span className="flex min-w-0 flex-col gap-0.5">
        {label ? (
          <LabelPrimitive.Root
            htmlFor={id}
            className="cursor-pointer text-base leading-6 text-foreground group-has-disabled/choice:cursor-not-allowed group-has-disabled/choice:text-muted-foreground"
          >
            {label}
          </LabelPrimitive.Root>
        ) : null}
        {description ? (
          <span id={descriptionId} className="text-sm leading-5 text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  )
}

export { ChoiceOption }
