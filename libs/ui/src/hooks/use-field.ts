import * as React from 'react'

/** When a field's error becomes visible: after blur, after a change, always, or only after a submit attempt. */
type ValidationVisibility = 'blur' | 'dirty' | 'live' | 'submit'

/**
 * How the field's label attaches to its control: a labelable element takes `htmlFor`, a group (radio
 * group) is named through `aria-labelledby` instead.
 */
type FieldControlKind = 'control' | 'group'

type FieldControlDefaults = { kind?: FieldControlKind; visibility?: ValidationVisibility }

type FieldContextValue = {
  /** The control's id; the label points at it and an error summary links to it. */
  id: string
  labelId: string | undefined
  descriptionId: string | undefined
  /** Set only while the error message is shown. */
  errorId: string | undefined
  /** True while the error is shown, so `aria-invalid` never announces an error the user cannot see. */
  invalid: boolean
  required: boolean
  disabled: boolean
  /** For controls whose change React cannot observe as a bubbling `change` event (Radix buttons). */
  markDirty: () => void
  /** A control states its natural defaults, e.g. a checkbox shows its error once changed ('dirty'). */
  setControlDefaults: (defaults: FieldControlDefaults) => void
}

const FieldContext = React.createContext<FieldContextValue | null>(null)

function useField() {
  return React.useContext(FieldContext)
}

/** Lets a control tell its Field how it should be labelled and when its errors should show. */
function useFieldControlDefaults(defaults: FieldControlDefaults) {
  const field = useField()
  const setControlDefaults = field?.setControlDefaults
  const { kind, visibility } = defaults
  React.useLayoutEffect(() => {
    if (!setControlDefaults) return
    setControlDefaults({ kind, visibility })
    return () => setControlDefaults({})
  }, [setControlDefaults, kind, visibility])
}

type FieldControlAriaProps = {
  id?: string
  disabled?: boolean
  required?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: React.AriaAttributes['aria-invalid']
  'aria-errormessage'?: string
  'aria-required'?: React.AriaAttributes['aria-required']
}

/**
 * The id and ARIA wiring a control takes from its Field; props given on the control win, and
 * `aria-describedby` values are joined.
 */
function useFieldControlProps(props: FieldControlAriaProps) {
  const field = useField()
  const describedBy = [field?.descriptionId, field?.errorId, props['aria-describedby']]
    .filter(Boolean)
    .join(' ')
  const invalid = props['aria-invalid'] ?? (field?.invalid ? true : undefined)
  return {
    id: props.id ?? field?.id,
    disabled: props.disabled ?? (field?.disabled || undefined),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid,
    'aria-errormessage': props['aria-errormessage'] ?? field?.errorId,
    'aria-required':
      props['aria-required'] ?? (field?.required || props.required ? true : undefined),
  }
}

export { FieldContext, useField, useFieldControlDefaults, useFieldControlProps }
export type {
  FieldContextValue,
  FieldControlAriaProps,
  FieldControlDefaults,
  FieldControlKind,
  ValidationVisibility,
}
